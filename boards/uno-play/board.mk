# Arduino Uno + LCD Keypad Shield, the play build: the same board as
# boards/uno-lcdshield (its MCU, clock, fuses, limits and maps, read from
# there), with play against nimbox and between two players in the flash
# its serial console took.  Play does not fit next to the console in
# 32256 B: play measured 9070 B of flash on the Uno, 2598 B were free.
include boards/uno-lcdshield/board.mk

# Play (the menu's Play nimbox and Two players) with the light level-5
# strategy (core/play_light.c: no weighing code; `make bench-play` compares
# it), and no console: the serial port answers every line with one error
# line (app/console_none.c).  The practice mode stays out: it measured
# 5584 B more.
CAP_PLAY := 1
CAP_CONSOLE := 0
BOARD_LIMITS += -DNB_PLAY_WEIGH=0

# Budgets: the flash the bootloader leaves less the maps (1149 B) is the
# code's: 32256 - 1149 = 31107 B; static RAM as on uno-lcdshield.
CODE_BUDGET := 31107
