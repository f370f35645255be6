/*
 * sim.h — the nimbox firmware in simavr, wired like the board: the HD44780
 * on the pins board.h names, the five keys as board.h wires them
 * (millivolts on the key ADC channel of a ladder board, or one pin to
 * ground per key on a button board), the console on UART0, the activity
 * pin timed edge by edge.
 *
 * One simulator at a time (simavr's logger and the stdout capture are
 * process-wide): sim_open() loads and resets, sim_close() frees, and a
 * script that needs a fresh firmware closes and opens again.
 *
 * Time only moves inside sim_run_*, sim_next_reply and sim_chatter.
 * Everything the simavr library printf()s while it runs (the HD44780
 * model's byte trace, UART configuration lines) is captured, never shown;
 * a "write when still BUSY" line from the LCD model counts as an error.
 *
 * The library, one file per concern: machine.c (loading, wiring),
 * run.c (time, reset), log.c (what simavr prints), lcd.c,
 * keys.c, uart.c (the console), activity.c, stack.c,
 * eeprom.c, power.c, sound.c (the buzzer); harness.h is what
 * they share.
 */
#ifndef SIM_SIM_H
#define SIM_SIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum sim_key {
    SIM_KEY_NONE = 0,
    SIM_KEY_RIGHT,
    SIM_KEY_UP,
    SIM_KEY_DOWN,
    SIM_KEY_LEFT,
    SIM_KEY_SELECT,
    SIM_KEY_COUNT
};

enum sim_state {
    SIM_RUNNING = 0,
    SIM_STOPPED,    /* the firmware slept with interrupts off (cpu_Done) */
    SIM_CRASHED,    /* simavr declared a crash */
    SIM_OFF         /* the supply was cut (sim_power_cut...): off until sim_power_on */
};

/* Load the ELF, reset the MCU with no key down (a ladder board's "none"
 * millivolts on the key input; every button open).
 * realtime != 0 keeps simavr's sleeping callback and paces sim_run_* to
 * the wall clock; 0 runs as fast as the host can.  Returns 0, or -1 with
 * the reason in sim_error(). */
int sim_open(const char *elf_path, int realtime);
void sim_close(void);
const char *sim_error(void);

/* Run for a number of cycles / milliseconds of simulated time.  Return
 * SIM_RUNNING, or the state that stopped the firmware early. */
int sim_run_cycles(uint64_t cycles);
int sim_run_ms(uint32_t ms);

/* Cycles since sim_open; the clock (from the ELF's .mmcu section). */
uint64_t sim_cycles(void);
uint32_t sim_frequency(void);
/* The MCU simavr runs (the ELF's .mmcu section), "" before sim_open. */
const char *sim_mcu(void);
double sim_cycles_to_ms(uint64_t cycles);
int sim_state(void);
/* Nonzero when the firmware crashed or stopped for good (not when the
 * supply is off: sim_state() says SIM_OFF). */
int sim_crashed(void);
/* The last (up to 4) errors/warnings simavr logged, joined ("" if none). */
const char *sim_last_log(void);

/* ---- set before sim_open, kept for every open after ---- */
/* simavr's gdb stub on TCP port `port` (0: none); the core starts
 * stopped until the debugger continues it. */
void sim_gdb_set(int port);
int sim_gdb_port(void);
/* 1 while the debugger holds the core (a breakpoint, a step, the start):
 * simulated time stands still (a real-time run returns at once, a fast
 * one waits for the debugger). */
int sim_gdb_holding(void);
/* 1 when this open's core has the debugger's stub (from sim_gdb_attach
 * to its detach): only then can the debugger hold it. */
int sim_gdb_attached(void);
/* 1 when the debugger killed or left the session (the core stopped). */
int sim_gdb_ended(void);
/* A value change dump for gtkwave written to path ("" or NULL: none); see
 * trace.c for its signals. */
void sim_trace_set(const char *path);

/* ---- keys (the board's resistor ladder or its buttons) ---- */
/* One key down (any other released) / none.  A button board: the key's
 * pin reads 0; a released button's pin reads what the firmware makes of it
 * (1 through its pull-up; 0 if it left the pull-up off). */
void sim_press(enum sim_key key);
void sim_release(void);
/* Several keys down at once (bit k of mask: enum sim_key k).  A ladder
 * reads the lowest voltage of them (the key nearest the ADC shorts the
 * others); a button board sees every pin low. */
void sim_press_keys(unsigned mask);
/* Any voltage on the key input (ladder boards).  A button board has none:
 * the buttons are driven again as sim_press/sim_release left them (after
 * a reset of the MCU cleared its pin registers). */
void sim_key_mv(uint32_t millivolts);
/* Millivolts for a key from board.h (ladder boards; 0 on button boards). */
uint32_t sim_key_millivolts(enum sim_key key);
/* 1 on a board whose keys are a resistor ladder, 0 on a button board. */
int sim_keys_ladder(void);
/* 1 on a board whose keys are a rotary encoder (its button SELECT). */
int sim_keys_encoder(void);
/* 1 when the board has a pin for key (an encoder board: SELECT only). */
int sim_key_wired(enum sim_key key);
/* An encoder's contacts closed (bit 0 A, bit 1 B) from now on; the others
 * open.  Runs nothing. */
void sim_encoder_contacts(unsigned closed);
/* Turn the encoder |detents| detents (clockwise when positive), ms each,
 * bouncing when asked (sim/encoder.c).  Runs the simulation. */
int sim_encoder_turn(long detents, uint32_t ms, int bounce);
/* "right", "up", "down", "left", "select" (or "none"); -1 if unknown. */
int sim_key_from_name(const char *name);
const char *sim_key_name(enum sim_key key);
/* Bounce: alternate key / no key every 1-3 ms (pseudo-random, repeatable)
 * for ms milliseconds, then leave the key held.  Runs the simulation. */
int sim_chatter(enum sim_key key, uint32_t ms);

/* ---- LCD ---- */
/* Row 0 or 1: the 16 characters the controller shows, NUL-terminated
 * (buf holds at least 17 bytes).  Non-printing bytes read as '?'. */
void sim_lcd_row(int row, char *buf);
/* A counter that moves whenever display RAM or the display flags change. */
uint32_t sim_lcd_version(void);
/* The cursor's row and column; returns 1 if the controller shows it
 * (display on and cursor or blink on), 0 otherwise. */
int sim_lcd_cursor(int *row, int *col);
/* The LCD drawn in a box, each line after indent, the cursor marked. */
void sim_lcd_print(FILE *out, const char *indent);
/* Backlight pin level (1 on). */
int sim_lcd_backlight(void);
/* The LCD module's supply (1 on; always 1 on a board without a switch),
 * how many times it came on (the first at boot), and the power faults seen (a transfer
 * or a high pin while it was off), the first one described. */
int sim_lcd_powered(void);
/* Cycles (since sim_open) with the backlight on, and with the module
 * powered (all of them on a board without a switch). */
void sim_lcd_on_cycles(uint64_t *light, uint64_t *powered);
unsigned sim_lcd_power_faults(void);
const char *sim_lcd_power_first(void);
/* "write when still BUSY" messages from the LCD model since sim_open. */
unsigned sim_busy_errors(void);
/* The first such message with the cycle it happened at ("" if none). */
const char *sim_busy_first(void);
/* Transfers before the previous instruction had finished at the chosen
 * oscillator (lcd_timing.h: 37 us, 1.52 ms for clear/home, at 270 kHz,
 * scaled by 270 / fosc; the init's 8-bit nibbles count), and the first. */
unsigned sim_lcd_timing_errors(void);
const char *sim_lcd_timing_first(void);
/* The oscillator the check assumes from the next sim_open on (kHz; 0:
 * the default, 270), and the one set. */
void sim_lcd_set_khz(uint32_t khz);
uint32_t sim_lcd_khz(void);
/* The narrowest slack since sim_open between a transfer and the end of
 * the instruction before it: by microseconds (share 0) or as a share of
 * that instruction's time (share 1).  Returns 0 when none was seen. */
int sim_lcd_margin(int share, double *slack_us, double *need_us, const char **what);

/* ---- console (UART0) ---- */
/* Queue text + "\n"; bytes enter the UART one per frame time (10 bits at
 * BOARD_UART_BAUD, ~87 us at 115200) while the simulation runs, as from a
 * host pasting them: the USART's own frame is set to 10 bits too (simavr
 * counts 11), and it holds two unread bytes, no more (simavr's FIFO would
 * hold 64 and hide a slow reader). */
void sim_send_line(const char *text);
void sim_send_bytes(const char *bytes, size_t len);
/* The sender's flow control: honoured != 0 stops sending after `skid`
 * more bytes once the firmware sends XOFF, and goes on at XON; 0 ignores
 * both (the default).  XON/XOFF never appear in the reply lines. */
void sim_flow(int honoured, unsigned skid);
/* XOFF and XON bytes the firmware sent since sim_open, and the bytes that
 * arrived while the USART already held two unread ones (lost on a real
 * chip: an overrun). */
void sim_flow_counts(unsigned *xoffs, unsigned *xons, uint64_t *overruns);
/* Console bytes lost because they came while the core was in power-down
 * (the chip's USART is stopped there). */
uint64_t sim_uart_lost_powered_down(void);
/* fn gets every byte the firmware writes to the UART, XON/XOFF too, as
 * it is written (NULL: none; kept across opens). */
void sim_uart_tap(void (*fn)(unsigned char byte, void *ctx), void *ctx);
/* Bytes queued and not yet delivered to the UART. */
size_t sim_send_pending(void);
/* Next complete line the firmware printed (without "\r\n"), waiting up to
 * timeout_ms of simulated time.  Returns 1 and fills buf, or 0. */
int sim_next_reply(char *buf, size_t size, uint32_t timeout_ms);
/* Complete lines waiting to be read by sim_next_reply. */
unsigned sim_replies_pending(void);
/* For display: complete lines since the last call, in order, without
 * consuming them for sim_next_reply.  Returns 1 and fills buf, or 0. */
int sim_peek_new_line(char *buf, size_t size);
/* Bytes the firmware wrote to the UART since sim_open. */
uint64_t sim_uart_bytes(void);
/* Cycles from the last byte of the last sent line reaching the UART to the
 * firmware's first byte out after it.  Returns 0 if no reply began yet. */
int sim_reply_latency(uint64_t *cycles);

/* ---- buzzer (BOARD_BUZZER_PORT/BIT), heard from the pin's edges ---- */
struct sim_tone {
    double at_ms;   /* its first edge, simulated time since sim_open */
    double hz;      /* the clock over twice the mean half period */
    double ms;      /* first edge to last, plus a half period */
};
/* 1 on a board whose board.h names a buzzer pin. */
int sim_buzzer(void);
/* 1 when that buzzer is an active one (BOARD_BUZZER_ACTIVE): its own
 * pitch while the pin is high, each beep a tone of 0 Hz. */
int sim_buzzer_active(void);
/* Tones heard and over since sim_open, less those forgotten, and tone i
 * of them, oldest first (0 when there is no such tone). */
unsigned sim_tones(void);
int sim_tone(unsigned i, struct sim_tone *t);
/* Forget the oldest n of them (all, when there are fewer). */
void sim_tones_forget(unsigned n);
/* Cycles of every tone heard since sim_open (forgotten ones too). */
uint64_t sim_tone_cycles(void);
/* 1 while a tone sounds (edges keep coming at its pace). */
int sim_tone_sounding(void);
/* The frequency sounding now (0: none). */
double sim_tone_now_hz(void);
/* 1 while the buzzer pin is an output driven high. */
int sim_buzzer_high(void);
/* Set before sim_open: a WAV of what the piezo played, written at each
 * close ("" or NULL: none). */
void sim_wav_set(const char *path);
/* ---- activity pin (BOARD_ACTIVITY_PORT/BIT) ---- */
/* Edges seen since sim_open. */
unsigned sim_activity_edges(void);
/* Edge i: the cycle it happened at and the new level.  Returns 0 if i is
 * out of range. */
int sim_activity_edge(unsigned i, uint64_t *cycle, int *level);
/* The last complete pulse (a rise and the fall after it).  Returns 1 and
 * the two cycles (and, lcd_bytes not NULL, the bytes the I2C LCD's
 * expander latched during it: 0 on the other boards), or 0 if there has
 * been no complete pulse. */
int sim_activity_last_pulse(uint64_t *rise, uint64_t *fall, unsigned *lcd_bytes);
int sim_activity_level(void);

/* ---- stack ---- */
/* Peak stack use in bytes from the firmware's paint (0xAA from _end /
 * __heap_start up to the stack pointer at boot): RAMEND + 1 minus the
 * lowest byte no longer painted.  -1 if the paint is missing (the byte at
 * _end is not 0xAA: no paint, or the stack ran into .bss). */
long sim_stack_peak_painted(void);
/* Peak stack use in bytes seen by the harness: RAMEND minus the lowest
 * stack pointer after any instruction since sim_open. */
long sim_stack_peak_observed(void);
/* Free bytes between _end and the lowest painted-over byte (-1 as above). */
long sim_stack_free(void);
/* Data address of _end (or __heap_start) from the ELF, RAMEND. */
uint32_t sim_ram_end_of_bss(void);
uint32_t sim_ramend(void);

/* ---- sleep, reset, EEPROM ---- */
/* Cycles the core has spent asleep since sim_open. */
uint64_t sim_sleep_cycles(void);
/* The longest stretch the core stayed awake (a main-loop pass that does
 * not return to sleep) since sim_awake_clear() or sim_open, in cycles,
 * and the cycle it began (*at); sim_awake_clear starts the count afresh. */
void sim_awake_clear(void);
uint64_t sim_awake_longest(uint64_t *at);
/* The sleep modes told apart (SMCR's SM bits as the core went to sleep):
 * simavr runs every timer in every mode, so the firmware's own choice is
 * what says how deep the real chip would sleep. */
enum sim_sleep_mode { SIM_SLEEP_IDLE, SIM_SLEEP_POWER_DOWN, SIM_SLEEP_POWER_SAVE,
                      SIM_SLEEP_OTHER, SIM_SLEEP_MODES };
/* Cycles asleep in one mode since sim_open; the mode's name. */
uint64_t sim_sleep_mode_cycles(int mode);
const char *sim_sleep_mode_name(int mode);
/* Times the core woke from power-down since sim_open. */
uint64_t sim_power_down_wakes(void);
/* Reset the MCU as its RESET pin would: EEPROM, the LCD and the keys keep
 * their state. */
void sim_reset(void);
/* Write / read the MCU's EEPROM directly (a damaged or foreign record).
 * Return 0, or -1 when the range is outside the EEPROM. */
int sim_eeprom_write(uint32_t addr, const uint8_t *data, size_t len);
int sim_eeprom_read(uint32_t addr, uint8_t *data, size_t len);
/* Its size in bytes (0 if the core has none). */
uint32_t sim_eeprom_size(void);
/* Wear: the writes the firmware started (EEPE after EEMPE) since sim_open
 * or sim_eeprom_wear_clear, in all and per cell; the most-written cell
 * (returns 0 when nothing was written); the cycle the count started. */
uint64_t sim_eeprom_writes(void);
uint32_t sim_eeprom_cell_writes(uint32_t addr);
int sim_eeprom_hottest(uint32_t *addr, uint32_t *count);
void sim_eeprom_wear_clear(void);
uint64_t sim_eeprom_wear_since(void);

/* ---- the supply (power.c): power cuts and power-on ---- */
/* What a cell whose write was under way holds after a cut. */
enum sim_torn { SIM_TORN_OLD, SIM_TORN_NEW, SIM_TORN_ERASED, SIM_TORN_RANDOM, SIM_TORN_MODELS };
/* "old" "new" "erased" "random"; the model of a name (-1: none). */
const char *sim_torn_name(int model);
int sim_torn_from_name(const char *name);
/* The model for the cuts from now on; seed != 0 restarts the random
 * model's generator from it (it starts from 1). */
void sim_power_torn(int model, uint32_t seed);
int sim_power_torn_model(void);
/* The supply fails now / when the cycle count (since power-on) reaches
 * cycle / us microseconds into the k-th EEPROM cell write the firmware
 * starts from now on (1: the next).  Arming one cut replaces the one
 * armed before; one armed while the board is off is for the next
 * power-on (its cycles, its writes).  The core stops there: sim_state()
 * is SIM_OFF. */
void sim_power_cut(void);
void sim_power_cut_at(uint64_t cycle);
void sim_power_cut_in_write(uint32_t k, uint32_t us);
/* 1 while an armed cut has not come yet. */
int sim_power_cut_armed(void);
/* Powered on again (a cut first if the board is on): the same firmware
 * in a new core, registers and RAM cleared, the EEPROM kept.  0, or -1
 * with the reason in sim_error(). */
int sim_power_on(void);
/* The last cut: when, the model, whether it was armed, and whether a
 * write was under way (then its cell, the value before, the value
 * written, and what the cell was left holding). */
struct sim_cut {
    uint64_t cycle;
    int model;
    int armed;
    int torn;
    uint32_t cell;
    uint8_t old_value, new_value, left;
};
int sim_power_last_cut(struct sim_cut *c);
/* Since sim_power_reset: cuts armed, armed cuts that came, every cut,
 * power-ons; cuts that tore a write under `model`. */
void sim_power_counts(unsigned *arms, unsigned *armed_fired, unsigned *cuts, unsigned *boots);
unsigned sim_power_cuts_torn(int model);
/* The model old, the generator at 1, nothing armed, the counts at 0. */
void sim_power_reset(void);

#endif
