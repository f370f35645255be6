/*
 * script_table.c — every scenario script command: its name, argument
 * syntax, one line of help and its handler.  `nimbox-sim --commands`
 * prints this table, and docs/simulator.md's list is that printout
 * (`make sim-docs` writes it; `make check` fails when they differ), so a
 * command is added here and nowhere else.
 *
 * KEY is right up down left select; TEXT is the rest of the line (double
 * quotes keep leading or trailing spaces); MS milliseconds of simulated
 * time (a day at most); every number decimal (010 is ten) or 0x
 * hexadecimal, within its argument's range (script_args.c).
 */
#include "sim/script.h"

const struct script_cmd script_cmds[] = {
    { "wait", "MS", "run MS milliseconds of simulated time", cmd_wait, 1 },
    { "press", "KEY [HOLD_MS]", "press (100 ms by default), release, run 50 ms", cmd_press, 1 },
    { "hold", "KEY MS", "press, run MS, release", cmd_hold, 1 },
    { "release", "[MS]", "release every key, run MS (default 0)", cmd_release, 1 },
    { "hold-keys", "KEY+KEY... MS",
      "several keys down at once for MS, then released (a ladder reads the lowest voltage of "
      "them; buttons all read low)", cmd_hold_keys, 1 },
    { "chatter", "KEY MS", "bounce between KEY and no key every 1-3 ms for MS, then hold KEY",
      cmd_chatter, 1 },
    { "key-down", "KEY [MS]", "KEY pressed and kept (until `release` or another key), run MS",
      cmd_key_down, 1 },
    { "turn", "N [MS_PER_DETENT] [bounce]",
      "turn the rotary encoder N detents (anticlockwise when N is negative), MS each (default "
      "50); `bounce`: every edge bounces 2-6 times, 5-40 us each (`keys=encoder` boards only)",
      cmd_turn, 1 },
    { "click", "[MS]", "the encoder's button down MS (default 100), up, run 50 ms", cmd_click, 1 },
    { "long-click", "[MS]", "the encoder's button down MS (default 800), up, run 50 ms",
      cmd_click, 1 },
    { "press-mv", "MV [HOLD_MS]",
      "as `press`, with MV millivolts on the key ladder (`keys=ladder` boards only)", cmd_mv, 1 },
    { "hold-mv", "MV MS", "as `hold`, with MV millivolts on the key ladder", cmd_mv, 1 },
    { "set-mv", "MV [MS]",
      "MV millivolts kept on the key ladder (until `release` or a key), run MS", cmd_mv, 1 },
    { "rule", "NAME",
      "from the position: the menu, `Change rule`, DOWN until the rule line shows NAME, SELECT "
      "(see below)", cmd_rule, 1 },
    { "send", "TEXT", "a console line (TEXT and a newline) at the board's BOARD_UART_BAUD",
      cmd_send, 1 },
    { "send-bytes", "TEXT", "raw bytes, no newline added; `\\n \\r \\t \\\\ \\0 \\xNN` escapes",
      cmd_send_bytes, 1 },
    { "flow", "xonxoff SKID|off",
      "the sender honours XON/XOFF (stopping SKID bytes after an XOFF) / ignores it", cmd_flow,
      0 },
    { "replies-begin", "", "start a paste check: the `expect-answer` lines that follow",
      cmd_replies_begin, 0 },
    { "expect-answer", "TEXT", "the reply lines of the next line sent, joined by ` | `",
      cmd_expect_answer, 0 },
    { "replies-end", "strict|lossy [S]",
      "run until the console is quiet (S seconds of simulated time at most, 10 unless told: "
      "then it fails, timed out), then compare every reply with the answers: exactly, or "
      "allowing runs of answers replaced by one input-lost error (never a wrong answer, a "
      "silent loss or a USART overrun)", cmd_replies_end, 1 },
    { "expect-reply", "TEXT", "the next console line equals TEXT (waiting up to 2 s for it)",
      cmd_expect_reply, 0 },
    { "expect-reply-prefix", "TEXT", "the next console line starts with TEXT", cmd_expect_reply,
      0 },
    { "measure-reply", "LABEL", "last byte of the line sent -> first byte of the reply",
      cmd_measure_reply, 0 },
    { "expect-lcd", "ROW TEXT", "the row equals TEXT (trailing spaces ignored)", cmd_expect_lcd,
      0 },
    { "expect-lcd-has", "ROW TEXT", "the row contains TEXT (not empty)", cmd_expect_lcd, 0 },
    { "expect-no-busy", "",
      "no LCD transfer before the previous instruction ended (37 us, clear/home 1.52 ms, "
      "at 270 kHz; scaled to `--lcd-khz`)",
      cmd_expect_no_busy, 0 },
    { "measure", "LABEL",
      "the last activity pulse (key recognised -> screen written), newer than the last measure",
      cmd_measure, 0 },
    { "expect-max-ms", "LABEL MS", "that measurement within MS", cmd_expect_max, 0 },
    { "expect-max-cycles", "LABEL N",
      "that measurement within N cycles (budgets stated \"in cycles at 16 MHz\" hold on the "
      "8 MHz board too)", cmd_expect_max, 0 },
    { "repeat", "N CMD [; CMD]...",
      "the commands in turn, N times: 100000 commands at most in all, none of them a `repeat` or "
      "a `cut-sweep` (a `send` inside cannot hold `;`)", cmd_repeat, 0 },
    { "stack", "", "print the peak stack use", cmd_stack, 0 },
    { "expect-max-stack", "BYTES", "peak stack use (the firmware's paint, from boot) within BYTES",
      cmd_expect_max_stack, 0 },
    { "reset", "", "the MCU's RESET (EEPROM, LCD and keys keep their state)", cmd_reset, 1 },
    { "eeprom-set", "ADDR BYTE...",
      "write bytes into the EEPROM directly (damaged or foreign records)", cmd_eeprom_write, 0 },
    { "eeprom-fill", "BYTE", "the whole EEPROM set to BYTE (0xFF: erased)", cmd_eeprom_write, 0 },
    { "expect-eeprom", "ADDR BYTE...", "the EEPROM holds those bytes (one at least)",
      cmd_expect_eeprom, 0 },
    { "eeprom-keep", "NAME", "keep the EEPROM's bytes under NAME (up to 8 names in a script)",
      cmd_eeprom_image, 0 },
    { "eeprom-restore", "NAME", "put the bytes kept under NAME back into the EEPROM",
      cmd_eeprom_image, 0 },
    { "eeprom-wear", "",
      "print the EEPROM writes the firmware started: the most-written cells, each with its "
      "writes per hour of simulated time", cmd_eeprom_wear, 0 },
    { "eeprom-wear-clear", "", "count EEPROM writes afresh from here", cmd_eeprom_wear_clear, 0 },
    { "expect-max-eeprom-writes", "N", "no EEPROM cell written more than N times (since the count "
      "began)", cmd_expect_max_eeprom_writes, 0 },
    { "lcd-margin", "",
      "print the LCD timing check's narrowest slack so far (in us, and as a share of the "
      "instruction it followed)", cmd_lcd_margin, 0 },
    { "expect-backlight", "on|off", "the backlight pin's level", cmd_expect_backlight, 0 },
    { "expect-safe-pins", "",
      "every pin board.h's BOARD_SAFE_PINS names (a RAMPS' heaters low, its drivers disabled) "
      "an output at its level", cmd_expect_safe_pins, 0 },
    { "expect-sleep-share", "PCT MS",
      "run MS; the core slept at least PCT % of the cycles (printed)", cmd_expect_sleep_share,
      1 },
    { "awake-clear", "", "measure the longest awake stretch afresh from here", cmd_awake_clear, 0 },
    { "expect-max-awake", "MS",
      "the core never stayed awake longer than MS at a stretch (a main-loop pass that does not "
      "sleep: a stall) since `awake-clear` or the start (printed)", cmd_expect_max_awake, 0 },
    { "expect-lcd-power", "on|off",
      "the LCD module's supply switch (`lcd-power=1` boards), and nothing sent to the module "
      "or driven high into it while it was off", cmd_expect_lcd_power, 0 },
    { "expect-power-down", "PCT MS",
      "run MS; the core slept in power-down at least PCT % of the cycles and never woke from "
      "it (printed)", cmd_expect_power_down, 1 },
    { "lcd-snapshot", "", "keep what the LCD shows (rows and cursor)", cmd_lcd_snapshot, 0 },
    { "expect-lcd-snapshot", "", "the LCD shows what `lcd-snapshot` kept, cursor included",
      cmd_expect_lcd_snapshot, 0 },
    { "expect-off-lost", "N",
      "N console bytes in all came while the core was in power-down, and were lost (the "
      "chip's USART stops there)", cmd_expect_off_lost, 0 },
    { "power-shares-begin", "", "count the time shares of `power-shares` from here",
      cmd_power_shares_begin, 0 },
    { "power-shares", "LABEL",
      "print the time awake and asleep in each mode (SMCR's, as the core went to sleep), and "
      "with the backlight on, the LCD powered and the buzzer sounding, since "
      "`power-shares-begin`", cmd_power_shares,
      0 },
    { "torn-cell", "old|new|erased|random [SEED]",
      "what a cell is left holding when a power cut interrupts its write: the value before, "
      "the one written, 0xFF, or a random byte (seeded, 1 unless told); `old` when a script "
      "starts (see \"Power cuts\")", cmd_torn_cell, 0 },
    { "power-cut", "",
      "the supply fails now: the core stops, the EEPROM write under way is left as `torn-cell` "
      "says, and time stands still until `power-on`", cmd_power_cut, 0 },
    { "power-cut-at", "CYCLE", "the supply fails when the cycle count since the power-on reaches "
      "CYCLE (armed while the board is off: that of the next `power-on`)", cmd_power_cut_at, 0 },
    { "power-cut-write", "K [US]",
      "the supply fails US microseconds (1650 unless told; under 3300) into the K-th EEPROM "
      "cell write the firmware starts from here (1: the next); armed while the board is off, from "
      "the next `power-on`", cmd_power_cut_write, 0 },
    { "expect-power-cut", "[BYTE]",
      "the supply has failed (the cut armed came), noting the cell it tore; with BYTE, it tore "
      "a write and left BYTE in that cell", cmd_expect_power_cut, 0 },
    { "power-on", "",
      "power on again (a cut first if the board is on): registers and RAM cleared, LCD, console "
      "and keys afresh, the EEPROM as it was left; the cycle count starts again at 0",
      cmd_power_on, 1 },
    { "expect-lcd-one-of", "ROW TEXT TEXT...",
      "the row equals one of the texts (quoted if they hold blanks), the same one by place as "
      "every such check since the power-on (in a `cut-sweep`, since the round began): never a mixture", cmd_expect_lcd_one_of, 0 },
    { "cut-sweep", "MODEL... [every N]",
      "the lines up to `cut-sweep-end`, run for each torn-cell model and K = 1, 2, ... (`$MODEL` "
      "and `$K` in them); they arm `power-cut-write $K`, and the sweep ends after the first "
      "round whose cut did not come; `every N`: K = 1..6, every N-th, and the last N "
      "(see \"Power cuts\")", cmd_cut_sweep, 0 },
    { "cut-sweep-end", "", "the end of a `cut-sweep`'s lines", cmd_cut_sweep_end, 0 },
    { "expect-tone", "HZ PCT MS TOL",
      "the next tone heard on the buzzer pin (waiting up to 2 s for one to end): its frequency "
      "within PCT % of HZ, its length within TOL ms of MS", cmd_expect_tone, 1 },
    { "expect-beep", "MS TOL",
      "the next beep of an active buzzer (its own pitch: the pin high; waiting up to 2 s for "
      "one to end): its length within TOL ms of MS", cmd_expect_beep, 1 },
    { "expect-no-tone", "MS", "run MS; no tone heard meanwhile (nor one left unchecked)",
      cmd_expect_no_tone, 1 },
    { "expect-silent", "", "no tone sounding, and the buzzer pin not left high",
      cmd_expect_silent, 0 },
    { "tones", "", "print the tones heard and not yet checked (frequency, length, when)",
      cmd_tones, 0 },
    { "tones-clear", "", "forget the tones heard so far", cmd_tones_clear, 0 },
    { "lcd-i2c", "SETTING [ARG]",
      "the I2C backpack (`lcd=pcf8574` boards): `address N`, `absent`, `present`, `wiring "
      "common|mjkdz|e0-rs2|rw0-rs1`, `no-pullups`, `pullups`, `sda-stuck CLOCKS` (a device "
      "holds SDA until CLOCKS rises of SCL), `sda-shorted`, `sda-free`", cmd_lcd_i2c, 0 },
    { "expect-blinks", "N MS",
      "run MS; the activity pin (the board's LED) rose exactly N times (the no-display "
      "pattern: 3 flashes every 2048 ms)", cmd_expect_blinks, 1 },
    { "oled", "SETTING [ARG]",
      "the OLED module (`oled=1` boards): `address N`, `absent`, `present`, `chip "
      "ssd1306|sh1106` (another module, as at its power-on), and the bus's faults as "
      "`lcd-i2c` has them (`no-pullups`, `pullups`, `sda-stuck CLOCKS`, `sda-shorted`, "
      "`sda-free`); on SPI (`lcd=ssd1306-spi`) `chip`, `absent` and `present` alone", cmd_oled, 0 },
    { "expect-stones", "PAGE FILLED HOLLOW [marked|plain] [other=N]",
      "OLED page PAGE (0-7) shows exactly FILLED filled and HOLLOW hollow stones and N other "
      "items (0 unless said: a bar, digits) from x 7 on, read from the pixels; `marked`: something "
      "drawn in x 0..6", cmd_expect_stones, 0 },
    { "expect-pixels-blank", "PAGE", "every column of OLED page PAGE (0-7) is dark",
      cmd_expect_pixels_blank, 0 },
    { "expect-board", "ROW...",
      "the OLED's picture band shows a map's board: one ROW a rank from the top, one character a "
      "square (`o` a stone, `r` a ring: the stone that moves, `x` a cross: where it goes, `.` none), "
      "read from the pixels", cmd_expect_board, 0 },
    { "expect-bars", "N H...",
      "the SG plot's bars on the OLED from heap N on (a heap every three columns) are H dots tall "
      "(each the lit run from the band's row 30 up)", cmd_expect_bars, 0 },
    { "expect-band-row", "Y RUNS",
      "row Y (0-31) of the OLED's picture band is lit exactly at RUNS (`0-2,9`; `none`)",
      cmd_expect_band_row, 0 },
    { "expect-oled", "on|off [contrast=N]",
      "the OLED lit (display on, and an SSD1306's charge pump on) or dark; its contrast N",
      cmd_expect_oled, 0 },
    { "expect-max-oled-ua", "UA",
      "the OLED model's supply current now at most UA microamps (printed; the model: "
      "\"The OLED\")", cmd_expect_max_oled_ua, 0 },
    { "screenshot", "FILE", "the glass's pixels (an OLED's, an ST7920's) written to FILE as a PNG (544x288)",
      cmd_screenshot, 0 },
    { "expect-picture", "FILE",
      "the glass pixel for pixel the PNG FILE (one `screenshot` wrote: docs/images/oled-*.png, st7920-*.png)",
      cmd_expect_picture, 0 },
    { "measure-oled-sweep", "LABEL",
      "the last full-screen write of the OLED, newer than the last such measure: page 0's "
      "first data byte -> page 7's last, every page's 128 columns in order",
      cmd_measure_oled_sweep, 0 },
    { "requires", "COND...",
      "the rest of the script runs only where every condition holds (capabilities below)",
      cmd_requires, 0 },
};

const size_t script_cmd_count = sizeof script_cmds / sizeof script_cmds[0];
