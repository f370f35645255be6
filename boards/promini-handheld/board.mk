# A handheld on an Arduino Pro Mini 3.3 V (ATmega328P, 8 MHz) with an I2C
# backpack 20x4 LCD, five buttons and a Li-ion cell: MCU, clock, the LCD's
# transport, capabilities, the engine's limits.  F_CPU is defined here and
# reaches the code only through -DF_CPU.  8 MHz is the Pro Mini 3.3 V's
# crystal: inside the chip's safe area at 3.3 V and down to 2.7 V.
# the chip: its name and the code-size flags of every ATmega328P board
include boards/chips/atmega328p.mk
F_CPU := 8000000UL
# flashed through a 3.3 V USB-serial adapter on the 6-pin header (its VCC
# pin at 3.3 V, or left unconnected when the cell powers the board; DTR
# resets the board into its bootloader): Optiboot, burnt once through ISP
# in place of the Pro Mini's ATmegaBOOT, which is reported to loop after a
# watchdog reset (the watchdog's recovery needs a bootloader that steps
# aside: docs/boards.md); Optiboot for 8 MHz talks at 115200 baud (57600
# was ATmegaBOOT's rate)
BOOTLOADER := optiboot
PROGRAMMER := arduino
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyUSB0

# Buttons to ground (board.h: BOARD_KEYS_BUTTONS, so hal/avr/keys_buttons.c);
# the display an HD44780 through a PCF8574 on the TWI (boards/displays/hd44780.mk).
DISPLAY := hd44780
DISPLAY_BUS := pcf8574

# The hardware capabilities may need (boards/features.mk): a buzzer on D11
# (board.h: BOARD_BUZZER_*: CAP_SOUND) and the LCD's supply switch (board.h:
# BOARD_LCD_POWER_PORT), which with the buttons' wake gives auto power-off
# (CAP_POWER_OFF), as on the 1284P handheld.
HARDWARE := buzzer lcd-power
# The display: LCD=2004 (the 20x4 on a PCF8574, the default) or LCD=oled
# (a 128x64 OLED, SSD1306 or SH1106, on the same TWI:
# boards/displays/ssd1306.mk, its text grid, its pixels for the stones),
# e.g. `make BOARD=promini-handheld LCD=oled`; the OLED build goes to
# build/promini-handheld-oled/.
LCD_OPTIONS := 2004 oled
LCD_DISPLAY_oled := ssd1306

# The feature sets this board offers (boards/features.mk), its default
# first: a handheld is for playing, so play (levels, two players, score);
# then the coach with its console, and practice (puzzles).
BOARD_SETS := play coach practice
# Play does not fit next to everything the hardware could add, measured
# with the chip's play flags (boards/chips/atmega328p.mk) against the
# 32256 B Optiboot leaves: with sound and auto power-off and every map,
# 1284 B over; without sound, 790 B over; without auto power-off, 394 B
# over.  Its play build sounds and leaves out auto power-off (about
# 890 B: switch it off by hand) and the knight's map (432 B): 31501 B of
# code and 701 B of maps, 54 B to spare.  The coach and practice sets
# keep auto power-off.  The code budgets of play and practice are the
# flash less their maps (701 B, 1149 B).
CAPS_OFF_play := POWER_OFF
MAPS_play := sample1 sample2 rook
CODE_BUDGET_play := 31555
CODE_BUDGET_practice := 31107

# Budgets checked by `make size` (bytes): the Uno's code with the buttons'
# driver, the PCF8574 transport and the TWI, auto power-off and the 20x4's
# rows: 29943 B, measured; 30048 B kept 105 B spare.  Take-and-break
# splits counted by period class with each family's play hooks (424 B on
# the Uno's build, boards/uno-lcdshield/board.mk) and the console's RXD
# pulled up: 30229 B, measured; 30048 + 424 = 30472 B.  Static RAM as on
# the Uno: 2048 B less the peak stack and a margin; the arena gives what
# the 20x4's screen copy (48 B) and auto power-off's state take.
CODE_BUDGET := 30472
RAM_BUDGET := 1664
# Optiboot keeps 512 B
FLASH_SIZE := 32256
RAM_SIZE := 2048

# LCD=oled: the OLED's drawing, search and font (475 B) in place of the
# PCF8574 and the HD44780, measured: play 31793 B of code (+310 B over
# the 20x4's 31483 B), the coach 30517 B (+266 B), practice 30323 B.
# Play with the rook's map is 238 B over the flash: its play build keeps
# only the two small maps (97 B: 31890 B in all); its code budget is the
# flash less them.  The coach's budget is its measure with 119 B spare;
# practice's is the 20x4's.  Static RAM: the 21x4 grid's copy (84 B, 4 B
# over the 20x4's) and the band's keys (16 B) in place of the PCF8574's
# state: 1625 B at most (the coach), 1525 B play, 1412 B practice.
# The stones (CAP_PICTURE) add 812 B to the coach (30549 -> 31361 B) and
# 1000 B to practice (30297 -> 31297 B): with every map both are over the
# flash (by 254 B and 190 B), so their OLED builds leave the knight's map
# out (432 B); play would be 438 B over its budget with them, so it draws
# no stones (as nano-oled's play).
ifeq ($(LCD),oled)
MAPS_play := sample1 sample2
MAPS_coach := sample1 sample2 rook
MAPS_practice := sample1 sample2 rook
CAPS_OFF_play += PICTURE DIAGRAMS
# (the diagrams, CAP_DIAGRAMS, fit no set here: about 1.7 KB, as on nano-oled)
CAPS_OFF_coach := DIAGRAMS
CAPS_OFF_practice := DIAGRAMS
CODE_BUDGET_play := 32159
CODE_BUDGET_practice := 31555
CODE_BUDGET := 31470
endif

MAPS ?= sample1 sample2 rook knight

# Engine limits: the profile for 2 KiB of SRAM, its arena (and largest
# map, 1 B of SG a node) 64 B smaller: the 20x4's copy of the screen (80
# cells, not 32) and auto power-off's state (11 B, measured) take them.
include boards/profiles/engine-2k.mk
BOARD_LIMITS := $(filter-out -DNB_ARENA_BYTES=% -DNB_GRAPH_MAX_NODES=%,$(ENGINE_LIMITS)) \
	-DNB_ARENA_BYTES=512 -DNB_GRAPH_MAX_NODES=512

# Fuses (`make fuses`, `make fuses WRITE=1` through an ISP programmer):
# low 0xFF external crystal; high 0xDE SPI programming, 512 B boot
# section (Optiboot) and reset into it; extended 0xFD brown-out at 2.7 V:
# 8 MHz is safe down to about 2.4 V (the datasheet's line from 4 MHz at
# 1.8 V to 10 MHz at 2.7 V), and 2.7 V is the lowest level of the three
# (1.8, 2.7, 4.3 V) above it.
LFUSE := 0xFF
HFUSE := 0xDE
EFUSE := 0xFD
