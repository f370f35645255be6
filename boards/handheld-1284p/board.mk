# The nimbox handheld (ATmega1284P, 8 MHz, 3.3 V, five buttons): MCU, clock
# and the engine's limits.  F_CPU is defined here and reaches the code only
# through -DF_CPU.  8 MHz keeps the chip inside its safe operating area at
# 3.3 V (and down to 2.7 V, the brown-out level).
MCU := atmega1284p
F_CPU := 8000000UL

# No bootloader: flashed through the 6-pin ISP header with a USBasp.  The
# baud rate means nothing to a USB programmer; avrdude reads -b 0 as "the
# programmer's default", which keeps `-b $(PROGRAMMER_BAUD)` well formed.
BOOTLOADER := none
PROGRAMMER := usbasp
PROGRAMMER_BAUD := 0
PORT ?= usb
# ISP: erase the chip before writing (EESAVE keeps the EEPROM)
FLASH_FLAGS :=

# 128 KiB of flash: no squeezing beyond -Os.  Link-time optimisation puts
# the flash reader inline in the map decoder (at 8 MHz the large map's SG
# pass needs every cycle: 1.12M cycles without it, 0.64M with it).
AVR_CFLAGS_EXTRA := -mrelax -flto

# The hardware capabilities may need (boards/features.mk): a buzzer
# (board.h: BOARD_BUZZER_*: CAP_SOUND) and the LCD's supply switch (board.h:
# BOARD_LCD_POWER_PORT), which with the buttons' wake gives auto power-off
# (CAP_POWER_OFF).
HARDWARE := buzzer lcd-power

# The display options (boards/features.mk): the HD44780 16x2 (1602, the
# default) or LCD=oled, a 128x64 OLED on the TWI in place of it (board.h),
# its text a 21x4 grid, the piles drawn as stones below it, in a game
# too; built as handheld-1284p-oled.  LCD=spi: the same OLED in its 7-pin
# SPI form on the hardware SPI (board.h: CS, DC, RES), an SSD1306 unless
# OLED_CHIP=sh1106; built as handheld-1284p-spi.
# The display: an HD44780 on the MCU's pins (boards/displays/hd44780.mk),
# or with LCD=oled the OLED (boards/displays/ssd1306.mk: its grid, its
# pixels).
DISPLAY := hd44780
DISPLAY_BUS := pins
LCD_OPTIONS := 1602 oled spi
LCD_DISPLAY_oled := ssd1306
LCD_DISPLAY_spi := ssd1306 spi

# The feature sets this board offers, its default first (boards/features.mk):
# 128 KiB of flash hold everything at once (CONFIG=coach, play or practice
# build too, each a subset).
BOARD_SETS := full

# The key driver follows board.h's key wiring (boards/features.mk).


# Budgets checked by `make size` (bytes): program code (graph data aside),
# static RAM (data + bss) with 4 KiB left for the stack, the whole flash
# (no bootloader).  The NB_FLASH tables (maps, texts) are read with LPM and
# so must lie in the first 64 KiB; the linker puts them first in .text.
CODE_BUDGET := 131072
RAM_BUDGET := 12288
FLASH_SIZE := 131072
RAM_SIZE := 16384

# Every built-in map, the large one (1000 nodes, 10000 edges; 1000 B of SG
# table in RAM) included.  It comes first so the rule menu keeps the grid
# maps where the Uno has them (up from nim: knight, rook), as on the Mega.
MAPS ?= large sample1 sample2 rook knight

# Misere play of the take-and-break rules from outcome tables in flash
# (tools/misere/, misere_table.h): every position of at most TOKENS tokens
# with a move, RULE:TOKENS; take:M, pow2 and half need none (Bouton's rule
# on their SG values).  Measured: kayles to 36 tokens 13946 B, dawson to 43
# 10064 B (build/BOARD/misere/sizes.txt; 24077 B with their index, make size).
MISERE_TABLES := kayles:36 dawson:43

# Engine limits: the profile for 8 KiB of SRAM or more, with a 4096-entry
# subtraction table (1 B per entry; 16 KiB here); nimbox weighs 4
# candidate moves and looks at 300 option values at most in a lost
# position: half the Mega's, for half its clock (16 ms at these limits,
# host-tests/sim/bench/play.txt).
include boards/profiles/engine-8k.mk
BOARD_LIMITS := $(ENGINE_LIMITS) -DNB_ARENA_BYTES=5120 -DNB_SUB_TABLE=4096 \
	-DNB_PLAY_CANDIDATES=4 -DNB_PLAY_WORK=300 $(LCD_SIZE_FLAGS)

# Fuses (`make fuses`, `make fuses WRITE=1`; see docs/boards.md): low 0xFF
# low-power crystal oscillator 8-16 MHz, no clock divider; high 0xD7 SPI
# programming on, JTAG and OCD off, EESAVE (a chip erase keeps the saved
# settings), no boot reset; extended 0xFD brown-out at 2.7 V: the
# datasheet's safe area allows 8 MHz down to about 2.4 V (its line from
# 4 MHz at 1.8 V to 10 MHz at 2.7 V), and of the levels a fuse offers
# (1.8, 2.7, 4.3 V) 2.7 V is the lowest above that.
LFUSE := 0xFF
HFUSE := 0xD7
EFUSE := 0xFD
