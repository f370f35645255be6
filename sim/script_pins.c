/*
 * script_pins.c — expect-safe-pins: the pins board.h wants at a level
 * from reset on (BOARD_SAFE_PINS, each X(port, bit, level): a RAMPS'
 * heater MOSFETs' gates low, its stepper drivers' ENABLE high) each an
 * output at that level now.  A board that names none refuses the line.
 */
#include "sim/harness.h"
#include "sim/script.h"

#include <simavr/avr_ioport.h>

#include "board.h"

#ifdef BOARD_SAFE_PINS
struct safe_pin {
    char port;
    int bit, level;
};
#define SAFE_PIN_ENTRY(port, bit, level) { port, bit, level },
static const struct safe_pin safe_pins[] = { BOARD_SAFE_PINS(SAFE_PIN_ENTRY) };
#endif

/* expect-safe-pins */
SCRIPT_HANDLER(cmd_expect_safe_pins)
{
    (void)c;
    if (*rest)
        return CMD_USAGE;
#ifdef BOARD_SAFE_PINS
    for (size_t i = 0; i < sizeof safe_pins / sizeof safe_pins[0]; i++) {
        const struct safe_pin *p = &safe_pins[i];
        avr_ioport_state_t st;
        if (avr_ioctl(sim_core.avr, AVR_IOCTL_IOPORT_GETSTATE(p->port), &st) != 0)
            return script_stop(r, what, "no port %c on this MCU", p->port);
        int out = (st.ddr >> p->bit) & 1, level = (st.port >> p->bit) & 1;
        if (!out || level != p->level) {
            script_fail(r, what, "P%c%d is %s, not an output %s", p->port, p->bit,
                        !out ? "an input" : level ? "an output high" : "an output low",
                        p->level ? "high" : "low");
            return CMD_OK;
        }
    }
    script_pass(r, what);
    return CMD_OK;
#else
    return script_stop(r, what, "this board names no safe pins (board.h: BOARD_SAFE_PINS)");
#endif
}
