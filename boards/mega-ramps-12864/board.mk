# Arduino Mega 2560 + RAMPS 1.4 + Full Graphic Smart Controller: MCU, clock
# and the engine's limits.
# F_CPU is defined here and reaches the code only through -DF_CPU.
MCU := atmega2560
F_CPU := 16000000UL
# the Mega 2560's own STK500v2 bootloader at 115200 baud (docs/flashing.md)
BOOTLOADER := stk500v2
PROGRAMMER := wiring
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyACM0

# 256 KiB of flash: no squeezing beyond -Os; link-time optimisation still
# drops what no board feature calls.
AVR_CFLAGS_EXTRA := -mrelax -flto

# The hardware capabilities may need (boards/features.mk): the
# controller's beeper, an active buzzer on D37 (board.h), which plays the
# tunes as beeps at its own pitch (CAP_SOUND, hal/avr/sound_active.c).
# The display: the controller's ST7920 on three of the MCU's pins
# (boards/displays/st7920.mk), its pixels a HARDWARE word of its own.
HARDWARE := beeper
DISPLAY := st7920
DISPLAY_BUS := pins

# The feature sets this board offers, its default first (boards/features.mk):
# 256 KiB of flash hold everything at once (CONFIG=coach, play or practice
# build too, each a subset).
BOARD_SETS := full

# The key driver follows board.h's key wiring (boards/features.mk).

# Budgets checked by `make size` (bytes): program code (graph data aside),
# static RAM (data + bss), the flash the bootloader leaves (8 KiB).
CODE_BUDGET := 65536
# Static RAM: the Mega's 6144 B and 528 B more, measured (6153 -> 6665
# B): the ST7920's picture band as the glass shows it (512 B,
# hal/st7920.c: without it a count's answer took 21 ms, over the 16 ms)
# and the polled encoder's back button; the beeper's tunes 5 B more
# (6665 -> 6670 B); 6720 B leaves 1472 B of stack,
# over three times the peak the simulator's `stack` saw in its scenarios
# (428 B).
RAM_BUDGET := 6720
FLASH_SIZE := 253952
RAM_SIZE := 8192

# Every built-in map, the large one (1000 nodes, 10000 edges) included;
# it comes first so the rule menu keeps the grid maps where the Uno has
# them (up from nim: knight, rook).
MAPS ?= large sample1 sample2 rook knight

# Engine limits: the profile for 8 KiB of SRAM, with a 2048-entry
# subtraction table (1 B per entry); nimbox weighs 8 candidate moves and
# looks at 600 option values at most in a lost position, which keeps its
# reply within 16 ms at these limits (host-tests/sim/bench/play.txt).
include boards/profiles/engine-8k.mk
BOARD_LIMITS := $(ENGINE_LIMITS) -DNB_ARENA_BYTES=3072 -DNB_SUB_TABLE=2048 \
	-DNB_PLAY_CANDIDATES=8 -DNB_PLAY_WORK=600

# Fuses (`make fuses`, `make fuses WRITE=1` through an ISP programmer): the
# Arduino Mega's own, but brown-out at 4.3 V (16 MHz needs about 3.8 V).
# low: external crystal; high: SPI programming, 8 KiB boot section, reset
# into the bootloader; extended: BODLEVEL 4.3 V.
LFUSE := 0xFF
HFUSE := 0xD8
EFUSE := 0xFC
