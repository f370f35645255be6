# Arduino Uno + LCD Keypad Shield, the practice build: the same board as
# boards/uno-lcdshield (its MCU, clock, fuses, limits and maps, read from
# there), the coach with its practice mode (the menu's Puzzle) in the flash
# its serial console took.  The practice mode does not fit next to the
# console in 32256 B: it measured 5076 B of code there, 1104 B more than
# the flash holds with the maps (uno-lcdshield's board.mk).
include boards/uno-lcdshield/board.mk

# The practice mode, and no console: the serial port answers every line
# with one error line (app/console_none.c).  No play (uno-play has it).
CAP_PUZZLE := 1
CAP_CONSOLE := 0

# Budgets: the flash the bootloader leaves less the maps (1149 B) is the
# code's: 32256 - 1149 = 31107 B; static RAM as on uno-lcdshield.
CODE_BUDGET := 31107
