/*
 * trace.c — a value change dump of the board's signals for gtkwave
 * (simavr's avr_vcd_* API), written while the firmware runs when
 * sim_trace_set() named a file before sim_open:
 *
 *   lcd_rs lcd_e lcd_d4..lcd_d7   the HD44780's pins (each display adds
 *                                 its bus's own: its model's trace hook,
 *                                 sim/display.h)
 *   lcd_byte                      each byte the controller took (the LCD
 *                                 timing check pairs the nibbles)
 *   key_mv (ladder boards)        millivolts on the key input, or
 *   key_right..key_select         each button's pin (low: pressed)
 *   uart_tx uart_rx               each byte the firmware sent / was sent
 *   activity backlight            the activity pin, the backlight pin
 *   sleep                         1 while the core sleeps
 *
 * simavr buffers changes and writes them on a cycle timer; a reset of the
 * MCU clears cycle timers, and the buffer is then written whenever it
 * fills (simavr warns, which the log keeps out of crash reports) and at
 * sim_close.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdio.h>
#include <string.h>

#include <avr_adc.h>
#include <avr_uart.h>
#include <sim_vcd_file.h>


#include "board.h"
#include "sim/text.h"

#define FLUSH_US 100

static char trace_path[512];   /* kept across opens */

static struct {
    int on;
    avr_vcd_t vcd;
    avr_irq_t *sleep_irq;
    int asleep;
} T;

void sim_trace_set(const char *path)
{
    copy_text(trace_path, sizeof trace_path, path ? path : "");
}

void sim_trace_add(avr_irq_t *irq, int bits, const char *name)
{
    if (irq)
        avr_vcd_add_signal(&T.vcd, irq, bits, name);
}

/* (the board's own signals below) */
static void add(avr_irq_t *irq, int bits, const char *name)
{
    sim_trace_add(irq, bits, name);
}

int sim_trace_attach(void)
{
    avr_t *avr = sim_core.avr;
    memset(&T, 0, sizeof T);
    if (!trace_path[0])
        return 0;
    if (avr_vcd_init(avr, trace_path, &T.vcd, FLUSH_US) != 0) {
        sim_set_error("%s: cannot write the trace", trace_path);
        return -1;
    }
    static const char *sleep_name[] = { "sleep" };
    T.sleep_irq = avr_alloc_irq(&avr->irq_pool, 0, 1, sleep_name);
    /* the display's bus (its own file's: sim/display.h) */
    if (sim_display()->trace)
        sim_display()->trace();
    add(sim_lcd_byte_irq(), 8, "lcd_byte");
#if defined(BOARD_KEYS_BUTTONS) && BOARD_KEYS_BUTTONS
    add(sim_port_irq(BOARD_KEY_RIGHT_PORT, BOARD_KEY_RIGHT_BIT), 1, "key_right");
    add(sim_port_irq(BOARD_KEY_UP_PORT, BOARD_KEY_UP_BIT), 1, "key_up");
    add(sim_port_irq(BOARD_KEY_DOWN_PORT, BOARD_KEY_DOWN_BIT), 1, "key_down");
    add(sim_port_irq(BOARD_KEY_LEFT_PORT, BOARD_KEY_LEFT_BIT), 1, "key_left");
    add(sim_port_irq(BOARD_KEY_SELECT_PORT, BOARD_KEY_SELECT_BIT), 1, "key_select");
#elif defined(BOARD_KEYS_ENCODER) && BOARD_KEYS_ENCODER
    add(sim_port_irq(BOARD_ENCODER_A_PORT, BOARD_ENCODER_A_BIT), 1, "encoder_a");
    add(sim_port_irq(BOARD_ENCODER_B_PORT, BOARD_ENCODER_B_BIT), 1, "encoder_b");
    add(sim_port_irq(BOARD_ENCODER_SW_PORT, BOARD_ENCODER_SW_BIT), 1, "key_select");
#else
    add(avr_io_getirq(avr, AVR_IOCTL_ADC_GETIRQ, ADC_IRQ_ADC0 + BOARD_KEYS_ADC_CHANNEL), 16,
        "key_mv");
#endif
    char uart = (char)('0' + BOARD_UART);
    add(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ(uart), UART_IRQ_OUTPUT), 8, "uart_tx");
    add(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ(uart), UART_IRQ_INPUT), 8, "uart_rx");
#ifdef BOARD_ACTIVITY_PORT
    add(sim_port_irq(BOARD_ACTIVITY_PORT, BOARD_ACTIVITY_BIT), 1, "activity");
#endif
    add(T.sleep_irq, 1, "sleep");
    sim_capture_begin();
    avr_vcd_start(&T.vcd);
    sim_capture_end();
    T.on = 1;
    sim_keys_after_reset();   /* the key input's level, from the start */
    return 0;
}

void sim_trace_sleep(int asleep, uint64_t at)
{
    if (!T.on || asleep == T.asleep)
        return;
    /* simavr stamps a change with the core's cycle: the one it happened at */
    uint64_t now = sim_core.avr->cycle;
    T.asleep = asleep;
    sim_core.avr->cycle = at;
    avr_raise_irq(T.sleep_irq, (uint32_t)asleep);
    sim_core.avr->cycle = now;
}

void sim_trace_detach(void)
{
    if (!T.on)
        return;
    sim_capture_begin();
    avr_vcd_close(&T.vcd);
    sim_capture_end();
    T.on = 0;
}
