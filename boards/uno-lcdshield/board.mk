# Arduino Uno + LCD Keypad Shield: MCU, clock and the engine's limits.
# F_CPU is defined here and reaches the code only through -DF_CPU.
# the chip: its name and the code-size flags of every ATmega328P board
include boards/chips/atmega328p.mk
F_CPU := 16000000UL
# the Uno's own Optiboot at 115200 baud (docs/flashing.md)
BOOTLOADER := optiboot
PROGRAMMER := arduino
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyACM0

# Smaller code still, after the chip's flags (boards/chips/atmega328p.mk
# says what each of those saves): optimisations that cost more bytes than
# they save here, each measured on this build (bytes saved when it was
# added): no final values of loop counters computed ahead (36), no
# conditional moves from branches (16), no statements sunk into branches
# (16), identical functions not folded (10), no second CSE pass after
# loops (4), no shrink-wrapping of prologues (6), no temporaries replaced
# by their expressions before expansion (42), no dominator-tree
# optimisations (26).
AVR_CFLAGS_EXTRA += -fno-tree-scev-cprop -fno-ssa-phiopt -fno-tree-sink -fno-ipa-icf \
	-fno-rerun-cse-after-loop -fno-shrink-wrap -fno-tree-ter -fno-tree-dominator-opts

# The hardware capabilities may need (boards/features.mk): a buzzer
# (board.h: BOARD_BUZZER_*), so every set sounds (CAP_SOUND).
HARDWARE := buzzer
# The display: the shield's HD44780 on the MCU's pins
# (boards/displays/hd44780.mk).
DISPLAY := hd44780
DISPLAY_BUS := pins

# The key driver follows board.h's key wiring (boards/features.mk).

# Budgets checked by `make size` (bytes): program code (graph data aside),
# static RAM (data + bss), the flash the bootloader leaves.  The code
# budget is what the measured steps add up to: each raise, what it was
# for and the bytes measured, is a row of docs/boards.md's history of it
# ("The Uno's code budget"); a raise adds a row there and says its bytes
# here.  The last: the buzzer (CAP_SOUND: the timer driver and its tunes,
# the tick that steps them, the Sound setting with its menu item and
# console command, the calls at each event): 848 B more, measured
# (27639 -> 28487 B): 27762 + 848 = 28610 B.  Since then each cut lowers
# it by its bytes: errors' limits and places, and periods, in 16 bits
# where no files are read, 442 B (28509 -> 28067 B): 28168 B.  Raised
# by the hints' options without a division each (a subtraction set's
# from the pile's place in the period, pow2's from the powers' residues)
# and the Keys screen's display line: 192 B more, measured (28067 ->
# 28259 B): 28168 + 192 = 28360 B.  Then cut: error_set's value as
# narrow, the error sentences sharing 17 phrases, 236 B (-> 28023 B); the
# six flags above from -fno-tree-scev-cprop, 82 B (-> 27941 B); the rule
# table's calls through one reader of a hook, the console's characters
# straight to the UART, take-and-break counts of one pile in a heap,
# 184 B (-> 27757 B); -fno-tree-ter, 42 B (-> 27715 B); the subtraction
# table's bulk steps counted in its span type, 40 B (-> 27675 B);
# -fno-tree-dominator-opts, 26 B (-> 27649 B); one pile's options counted
# in 16 bits (rule_count_t), 70 B (-> 27579 B); misere's two candidate
# moves tested by their XOR, 76 B (-> 27503 B); the key decoder's times
# in 16 bits, 124 B (-> 27379 B); an error sentence's '%' read once,
# 28 B (-> 27351 B); a game result cleared out of line, 16 B (-> 27335 B);
# a rule row's parameter kind and a term's '=' found out of line, 20 B
# (-> 27315 B); four small functions kept out of line (the subtraction
# table's owner test, the stream's check, a code's largest removal, the
# console's line reset), 52 B (-> 27263 B):
# 28360 - 236 - 82 - 184 - 42 - 40 - 26 - 70 - 76 - 124 - 28 - 16 - 20
# - 52 = 27364 B.  Then raised: a take-and-break pile's splits below the
# preperiod walked in runs without a division (kayles' hint at 16 piles
# of 9999: 18.59 -> 14.77 ms), 198 B more (27263 -> 27461 B):
# 27364 + 198 = 27562 B.  Then cut, with room for the practice mode in
# view (the practice set): the verdicts' and a move's wordings written and
# shortened when they did not fit, no sums of widths, 180 B (27461 ->
# 27281 B); small cuts in the engine, the console and the screens, each a
# commit of its own, 410 B (-> 26871 B).  Raised by the backlight's
# timeout worked out once per setting, not on every idle wake (the
# Pro Mini's idle share had come down to 99.000 %): 48 B more (-> 26919
# B): 27562 - 180 - 410 + 48 = 27020 B.
# Static RAM: 2048 B less the measured peak stack (297 B, the bench and
# scenarios, `stack`) and a margin of 87 B: 1664 B; the arena
# (NB_ARENA_BYTES, boards/profiles/engine-2k.mk) takes what that leaves.
CODE_BUDGET := 27020
RAM_BUDGET := 1664
FLASH_SIZE := 32256
RAM_SIZE := 2048

# Built-in maps (names from firmware/maps/ or .dag files; `make MAPS=...`
# overrides).  Not `large`: its SG table (1 B per node, 1000 B) does not fit
# the RAM budget next to the firmware; see docs/maps.md.
MAPS ?= sample1 sample2 rook knight

# The feature sets this board offers (boards/features.mk), its default
# first: the coach with its console, which the code budget above is for;
# play (levels, two players, score) and practice (puzzles) each in the
# console's flash.  Nothing holds them together: play measured 5378 B of
# code next to the console (24017 -> 29395 B, 1.7 KB of flash left with
# the maps, none for its screens), the practice mode 5076 B (27135 ->
# 32211 B: its screens and engine 3952 B, the families' move hooks behind
# its answers 1124 B) and 51 B of static RAM, 1104 B over the flash with
# the maps.  `make BOARD=uno-lcdshield CONFIG=full size` says by how much.
BOARD_SETS := coach play practice
# play and practice: the flash the bootloader leaves less the maps (1149 B)
# is the code's: 32256 - 1149 = 31107 B; static RAM as for the coach
CODE_BUDGET_play := 31107
CODE_BUDGET_practice := 31107

# Engine limits: the profile for 2 KiB of SRAM, as it is, but the
# console's squares and map list left out (NB_CONSOLE_MAPS, limits.h:
# 450 B, measured 26951 -> 27401 B, past the code budget).
include boards/profiles/engine-2k.mk
BOARD_LIMITS := $(ENGINE_LIMITS) -DNB_CONSOLE_MAPS=0

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
