# Arduino Nano (ATmega328P, 16 MHz, 5 V) + a 128x64 OLED on I2C (SSD1306
# or SH1106) + five buttons and a piezo: MCU, clock, the display, the
# engine's limits.  F_CPU is defined here and reaches the code only
# through -DF_CPU.
# the chip: its name and the code-size flags of every ATmega328P board
include boards/chips/atmega328p.mk
F_CPU := 16000000UL
# Optiboot at 115200 baud, as nano-i2c (docs/flashing.md)
BOOTLOADER := optiboot
PROGRAMMER := arduino
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyUSB0

# Buttons to ground (board.h: BOARD_KEYS_BUTTONS, so hal/avr/keys_buttons.c);
# the OLED on the TWI (boards/displays/ssd1306.mk: its files, its 21x4
# text grid, its pixels, so the home screen draws the piles as stones:
# CAP_PICTURE).
DISPLAY := ssd1306
DISPLAY_BUS := i2c
# The display options (boards/features.mk): the module on I2C (the
# default) or LCD=spi, the same modules' 7-pin SPI form on the hardware
# SPI (board.h: its pins, the piezo and the activity LED moved off the
# SPI's), an SSD1306 unless OLED_CHIP=sh1106 (boards/displays/ssd1306.mk);
# built as nano-oled-spi.
LCD_OPTIONS := i2c spi
LCD_DISPLAY_spi := ssd1306 spi
# The hardware capabilities may need (boards/features.mk): a buzzer on D11
# (board.h: BOARD_BUZZER_*), so every set sounds (CAP_SOUND).
HARDWARE := buzzer

# The feature sets this board offers (boards/features.mk), its default
# first, as nano-i2c: the coach with its console, play, practice.
BOARD_SETS := coach play practice
# Play does not fit next to every map: 31759 B of code and 1149 B of
# maps, 652 B over the 32256 B the bootloader leaves (measured with the
# chip's play flags, boards/chips/atmega328p.mk); without the knight's map
# (432 B) still 220 B over, without the rook's (590 B) 62 B over.  Its
# play build leaves out both (97 B of maps: 31856 B in all; the coach's
# and practice's keep them).  The code budgets of play and practice are
# the flash less their maps (97 B, 1149 B).
MAPS_play := sample1 sample2
CODE_BUDGET_play := 32159
CODE_BUDGET_practice := 31107
# The piles as stones (CAP_PICTURE: the renderer, the band's pages and
# their keys) cost 831 B, measured (coach 29620 -> 30451 B; 274 B of it
# the bar and its digits for a pile over 17): the play set would be
# 32563 B of code against its 32159 B, 404 B over, so it draws no
# stones; the coach and practice draw them.
# On SPI (LCD=spi) the bus's driver is 1096 B smaller (no bus recovery,
# search or chip test: coach 30515 -> 29419 B, measured), and the play
# set draws the stones: 31889 B of its 32159 B, measured.
CAPS_OFF_play := $(if $(filter spi,$(LCD)),DIAGRAMS,PICTURE DIAGRAMS)
# The diagrams (CAP_DIAGRAMS: a grid map's board, the SG values' plot)
# would add 1742 B to the coach (30511 -> 32253 B, the flash overflowed
# by 634 B) and 1656 B to practice (30459 -> 32115 B, 496 B over): no
# set here has room; handheld-1284p-oled draws them.
CAPS_OFF_coach := DIAGRAMS
CAPS_OFF_practice := DIAGRAMS

# Budgets checked by `make size` (bytes).  Code: nano-i2c's with the
# OLED in place of the PCF8574 and the HD44780 (hal/oled.c's drawing,
# hal/avr/ssd1306.c's search, chip test and power, the 5x7 font's 475 B,
# the TWI shared): 29603 B, measured against nano-i2c's 20x4 build's
# 29271 B (+332 B); 29720 B keeps 117 B spare.  Static RAM: 2048 B less
# the measured peak stack and a margin, as on the Uno and nano-i2c:
# 1664 B; the coach's build takes 1627 B (play 1541 B, practice 1416 B).
# With the stones (CAP_PICTURE, above): 30451 B; 30560 B keeps 109 B
# spare (31709 B of flash with the maps).
CODE_BUDGET := 30560
RAM_BUDGET := 1664
FLASH_SIZE := 32256
RAM_SIZE := 2048

MAPS ?= sample1 sample2 rook knight

# Engine limits: the profile for 2 KiB of SRAM, its arena (and largest
# map, 1 B of SG a node) 48 B smaller than its 576 B, as nano-i2c's 20x4:
# the text layer's copy of the 21x4 grid is 84 B (a 16x2's 32 B); the
# band's keys (16 B) take the place of the PCF8574's wiring state.
include boards/profiles/engine-2k.mk
ARENA_BYTES := 528
BOARD_LIMITS := $(filter-out -DNB_ARENA_BYTES=% -DNB_GRAPH_MAX_NODES=%,$(ENGINE_LIMITS)) \
	-DNB_ARENA_BYTES=$(ARENA_BYTES) -DNB_GRAPH_MAX_NODES=$(ARENA_BYTES)

# Fuses: the Nano's own, as nano-i2c's board.mk explains (brown-out at
# 2.7 V, external crystal, 512-byte boot section).
LFUSE := 0xFF
HFUSE := 0xDE
EFUSE := 0xFD
