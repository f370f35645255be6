# Arduino Uno + LCD Keypad Shield: MCU, clock and the engine's limits.
# F_CPU is defined here and reaches the code only through -DF_CPU.
MCU := atmega328p
F_CPU := 16000000UL
PROGRAMMER := arduino
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyACM0

# Smaller code: shared prologue/epilogue routines, link-time optimisation
# across modules (fat objects, so `make core-avr` still sizes each module),
# X kept for plain pointer use; then optimisations that cost more bytes
# than they save here, each measured on this build (bytes saved when it was
# added): loop invariants left in place, small functions not inlined (88),
# no global common subexpressions (106), wide types kept whole (36), no
# partial redundancy elimination or tail merging (16), functions kept in
# source order, which leaves more calls in reach of RCALL (68).
AVR_CFLAGS_EXTRA := -mcall-prologues -mrelax -flto -ffat-lto-objects -mstrict-X \
	-fno-move-loop-invariants -fno-inline-small-functions -fno-gcse -fno-split-wide-types \
	-fno-tree-pre -fno-tree-tail-merge -fno-reorder-functions

# The key driver: hal/keys_ladder.c + hal/avr/keys_adc.c (ladder) or
# hal/avr/keys_buttons.c (buttons); only this one is compiled.
KEYS_DRIVER := ladder

# Budgets checked by `make size` (bytes): program code (graph data aside),
# static RAM (data + bss), the flash the bootloader leaves.  The code
# budget was 16 KiB until the handheld behaviour (saved settings with CRC,
# watchdog, backlight timeout, wake-ups without polling) came: 1.4 KB more,
# measured, that no flag or rewrite found here brought back; 18 KiB kept
# a margin.  The console's guard against lost input and hostile bytes
# (XON/XOFF, the lost-byte marks, refusing bytes by column: 610 B,
# measured) brought it to 19 KiB, which still leaves 12.5 KiB of the flash
# for maps.  The rule table (one descriptor per family in flash, calls
# through it) with take-and-break games (octal:CODE, kayles, dawson: the
# table with splits, the period test, split moves and their hint) came to
# 3864 B more, measured (19101 -> 22965 B): 23320 B, which leaves 8.9 KiB
# of the flash for maps.  Screens as a table of handlers in files of
# their own, the menu as a table of items, the take-and-break code editor
# and the "Working..." line of long table builds: 1024 B more, measured
# (22993 -> 24017 B): 24320 B.  The console's `help` (with the rule list)
# and `version`, and the rule list remembering take:M: 322 B more,
# measured (-> 24339 B).  The settings rotating over EEPROM slots (wear:
# 578 B, measured, -> 24917 B).  One arena for the game tables with
# streamed subtraction heaps past a table without a period (16 amounts,
# every heap to 9999 answered, maps of up to 576 nodes): 1454 B more,
# measured on its own (24039 -> 25493 B).  Budget: what these add up to,
# with 1 % spare: 26624 B (26 KiB), which leaves 5 KiB of the flash for
# maps.  The settings saved in the background (a cell per EEPROM-ready
# interrupt, the record restarted when the struct changes under it, so
# keys and console work during a save): 196 B more, measured (26507 ->
# 26703 B).  Subtraction values computed in bulk (the table past max(S)
# and the stream through one buffer, the hot loop compiled for speed, the
# period search scanning for the newest value first: 111.7 -> 93.6 ms for
# a set with no period at heap 9999): 236 B more, measured (26507 ->
# 26743 B).  Both: 26624 + 196 + 236 = 27056 B, the same spare as before.
# Settings that survive any power cut (every slot's CRC checked at start,
# each slot unmarked before its record is written and marked last, a
# record begun only from a state the loader takes): 146 B more, measured
# (26927 -> 27073 B): 27056 + 146 = 27202 B.
# Static RAM: 2048 B less the measured peak stack (297 B, the bench and
# scenarios, `stack`) and a margin of 87 B: 1664 B; the arena
# (NB_ARENA_BYTES, boards/profiles/engine-2k.mk) takes what that leaves.
CODE_BUDGET := 27202
RAM_BUDGET := 1664
FLASH_SIZE := 32256
RAM_SIZE := 2048

# Built-in maps (names from firmware/maps/ or .dag files; `make MAPS=...`
# overrides).  Not `large`: its SG table (1 B per node, 1000 B) does not fit
# the RAM budget next to the firmware; see docs/maps.md.
MAPS ?= sample1 sample2 rook knight

# Capabilities (the Makefile lists them): no play against nimbox (the
# console's `reply`, core/play.c and the play screens): it measured 5378 B
# of code (24017 -> 29395 B, 1.7 KB of flash left with the maps, none for
# its screens).
CAP_PLAY := 0

# Engine limits: the profile for 2 KiB of SRAM, as it is.
include boards/profiles/engine-2k.mk
BOARD_LIMITS := $(ENGINE_LIMITS)

# Fuses (`make fuses` prints them; `make fuses WRITE=1` writes them through
# an ISP programmer, FUSE_PROGRAMMER, since the bootloader cannot): the
# Arduino's own, but brown-out at 4.3 V, not 2.7 V: 16 MHz needs about
# 3.8 V, and a CPU running out of its safe area while the supply sags could
# write garbage to the EEPROM.  low: external crystal, slow start-up;
# high: SPI programming, 512-byte boot section, reset into the bootloader;
# extended: BODLEVEL 4.3 V.
LFUSE := 0xFF
HFUSE := 0xDE
EFUSE := 0xFC
