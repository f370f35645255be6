/*
 * twi_module.c — a scenario's settings for the one module on the TWI's
 * bus (harness.h: sim_twi_module_set): the module's own (the backpack's
 * wiring in lcd_i2c.c, the OLED's chip in oled.c), then its presence and
 * address, then the bus's faults (twi.c), for the displays on I2C (their
 * descriptors name it with twi.c).
 */
#include "sim/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A setting of the module itself (address N, absent, present): 0, -1
 * with err filled, or 1 when what is not one of these. */
static int presence_set(struct sim_twi_module *m, const char *what, const char *arg, char *err,
                        size_t errsize)
{
    unsigned long n = 0;
    char *end = NULL;
    if (arg)
        n = strtoul(arg, &end, 0);
    if (!strcmp(what, "address")) {
        if (!arg || *end || n < 0x08 || n > 0x77) {
            snprintf(err, errsize, "address: a 7-bit I2C address, 0x08-0x77");
            return -1;
        }
        m->addr = (uint8_t)n;
        m->present = 1;
    } else if (!strcmp(what, "absent")) {
        m->present = 0;
    } else if (!strcmp(what, "present")) {
        m->present = 1;
    } else {
        return 1;
    }
    return 0;
}

int sim_twi_module_set(struct sim_twi_module *m, sim_twi_own_set own, const char *what,
                       const char *arg, char *err, size_t errsize)
{
    int r = own(what, arg, err, errsize);
    if (r > 0)
        r = presence_set(m, what, arg, err, errsize);
    if (r > 0)
        r = sim_twi_bus_set(what, arg, err, errsize);
    if (r > 0) {
        snprintf(err, errsize, "unknown setting '%s'", what);
        return -1;
    }
    if (r == 0)
        sim_twi_lines_update();
    return r;
}
