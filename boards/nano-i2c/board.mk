# Arduino Nano (ATmega328P, 16 MHz, 5 V) + an I2C backpack LCD + five
# buttons: MCU, clock, the LCD's transport and size, the engine's limits.
# F_CPU is defined here and reaches the code only through -DF_CPU.
# the chip: its name and the code-size flags of every ATmega328P board
include boards/chips/atmega328p.mk
F_CPU := 16000000UL
# Optiboot at 115200 baud: the Nano's "new bootloader" (docs/flashing.md:
# the old ATmegaBOOT talks at 57600 and loops on a watchdog reset)
BOOTLOADER := optiboot
PROGRAMMER := arduino
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyUSB0

# Buttons to ground (board.h: BOARD_KEYS_BUTTONS, so hal/avr/keys_buttons.c);
# the display an HD44780 through a PCF8574 on the TWI (boards/displays/hd44780.mk).
DISPLAY := hd44780
DISPLAY_BUS := pcf8574
# The hardware capabilities may need (boards/features.mk): a buzzer on D11
# (board.h: BOARD_BUZZER_*), so every set sounds (CAP_SOUND).
HARDWARE := buzzer

# The feature sets this board offers (boards/features.mk), its default
# first: the coach with its console (the Nano sits on a USB cable), play
# (levels, two players, score) and practice (puzzles) in the console's
# flash.
BOARD_SETS := coach play practice
# Play with sound does not fit next to every map: 31305 B of code and
# 1149 B of maps, 198 B over the 32256 B the bootloader leaves (measured
# with the chip's play flags, boards/chips/atmega328p.mk).  Its play build
# leaves the knight's map out (432 B): 32136 B.  The code budgets of play
# and practice are the flash less their maps (701 B, 1149 B).
MAPS_play := sample1 sample2 rook
CODE_BUDGET_play := 31555
CODE_BUDGET_practice := 31107

# The display: LCD=1602 (16x2, the default) or LCD=2004 (20x4), e.g.
# `make BOARD=nano-i2c LCD=2004`; a 20x4 build goes to build/nano-i2c-2004/.
LCD_OPTIONS := 1602 2004
LCD ?= 1602
ifeq ($(LCD),2004)
BOARD_VARIANT := -2004
LCD_SIZE_FLAGS := -DBOARD_LCD_COLS=20 -DBOARD_LCD_ROWS=4
# the text layer's copy of the screen grows by 48 B (80 cells, not 32):
# the engine's arena (and the largest map, 1 B of SG a node) gives them up
ARENA_BYTES := 528
else
ARENA_BYTES := 576
endif

# The keys: KEYS=buttons (the five, the default) or KEYS=encoder (a
# KY-040 rotary encoder with its button: boards/shields/ky040.h), e.g.
# `make BOARD=nano-i2c KEYS=encoder`, built to build/nano-i2c-encoder/.
KEYS_OPTIONS := buttons encoder
KEYS ?= buttons
ifeq ($(KEYS),encoder)
BOARD_VARIANT := $(BOARD_VARIANT)-encoder
BOARD_KEYS_FLAGS := -DBOARD_WITH_KY040=1
LCD_SIZE_FLAGS += $(BOARD_KEYS_FLAGS)
endif

# Budgets checked by `make size` (bytes): the Uno's code (27295 B, its
# board.mk has the history) with the buttons' driver for the ladder's and
# the PCF8574 transport and the TWI (bounded waits, the bus recovery, the
# address and wiring search, the reasons put in words) for the parallel
# one: 28761 B, measured; 28864 B keeps 100 B spare.  Take-and-break
# splits counted by period class with each family's play hooks in one
# pointer of its descriptor (the Uno's board.mk says why): 424 B more,
# measured (28777 -> 29201 B): 28864 + 424 = 29288 B.
# Static RAM: 2048 B
# less the measured peak stack (307 B, the bench's `stack`) and a margin
# of 77 B: 1664 B, as on the Uno.
CODE_BUDGET := 29288
ifeq ($(LCD),2004)
# a 20x4: the EDIT screen's SG and XOR rows: 158 B, measured (28761 ->
# 28919 B, before the take-and-break counting): 29288 + 160 = 29448 B
CODE_BUDGET := 29448
endif
# The encoder's keys (KEYS=encoder): its decoder, its events and the
# screens' mapping in place of the five keys' decoder, 546 B more,
# measured (coach 29273 -> 29819 B, play 31449 -> 31983 B; the decoder
# works out each state's place rather than keep a 16 B table in RAM: 50 B
# of code): the coach's budget 29819 + 53 = 29872 B; play leaves the
# rook's map out too (604 B) and keeps the flash less its maps (97 B);
# practice fits its own (29725 B).
ifeq ($(KEYS),encoder)
CODE_BUDGET := 29872
MAPS_play := sample1 sample2
CODE_BUDGET_play := 32159
endif
RAM_BUDGET := 1664
FLASH_SIZE := 32256
RAM_SIZE := 2048

MAPS ?= sample1 sample2 rook knight

# Engine limits: the Uno's (the profile for 2 KiB of SRAM).
include boards/profiles/engine-2k.mk
BOARD_LIMITS := $(filter-out -DNB_ARENA_BYTES=% -DNB_GRAPH_MAX_NODES=%,$(ENGINE_LIMITS)) \
	-DNB_ARENA_BYTES=$(ARENA_BYTES) -DNB_GRAPH_MAX_NODES=$(ARENA_BYTES) $(LCD_SIZE_FLAGS)

# Fuses (`make fuses`, `make fuses WRITE=1` through an ISP programmer):
# the Arduino's own, brown-out at 2.7 V included, not the Uno's 4.3 V: on
# USB the Nano's VCC comes through a Schottky diode at about 4.4-4.7 V,
# inside the 4.3 V level's tolerance (4.1-4.5 V), which could hold it in
# reset.  Between 3.8 and 2.7 V 16 MHz is outside the chip's safe area;
# the saved settings carry a CRC, so a record damaged by a sag is found
# and replaced by the defaults.  low: external crystal; high: SPI
# programming, 512-byte boot section, reset into the bootloader;
# extended: BODLEVEL 2.7 V.
LFUSE := 0xFF
HFUSE := 0xDE
EFUSE := 0xFD
