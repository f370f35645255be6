/*
 * oled_i2c.c — the OLED module on the TWI's bus (twi.c): the device
 * twi.c asks (oled.c's acknowledge, write and read), and the module's
 * settings there (its address and presence, then the bus's faults:
 * twi_module.c).  The OLED's descriptor (boards/displays/ssd1306.mk)
 * names this file, twi.c and twi_module.c for its i2c bus: sim_oled_bus.
 */
#include "sim/harness.h"
#include "sim/oled.h"

#include "board.h"

static const struct sim_twi_device module = {
    .ack = sim_oled_ack,
    .write = sim_oled_write,
    .read = sim_oled_read,
};

static int i2c_attach(void)
{
    return sim_twi_attach(&module);
}

static int i2c_set(const char *what, const char *arg, char *err, size_t errsize)
{
    return sim_twi_module_set(sim_oled_module(), sim_oled_chip_set, what, arg, err, errsize);
}

/* The bus's lines. */
static void i2c_trace(void)
{
    sim_trace_add(sim_port_irq(BOARD_TWI_SDA_PORT, BOARD_TWI_SDA_BIT), 1, "twi_sda");
    sim_trace_add(sim_port_irq(BOARD_TWI_SCL_PORT, BOARD_TWI_SCL_BIT), 1, "twi_scl");
}

const struct sim_oled_bus sim_oled_bus = {
    .attach = i2c_attach,
    .after_reset = sim_twi_after_reset,
    .supply = sim_twi_supply,
    .set = i2c_set,
    .trace = i2c_trace,
};
