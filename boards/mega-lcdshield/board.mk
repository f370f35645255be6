# Arduino Mega 2560 + LCD Keypad Shield: MCU, clock and the engine's limits.
# F_CPU is defined here and reaches the code only through -DF_CPU.
MCU := atmega2560
F_CPU := 16000000UL
PROGRAMMER := wiring
PROGRAMMER_BAUD := 115200
PORT ?= /dev/ttyACM0

# 256 KiB of flash: no squeezing beyond -Os; link-time optimisation still
# drops what no board feature calls.
AVR_CFLAGS_EXTRA := -mrelax -flto -ffat-lto-objects

# Budgets checked by `make size` (bytes): program code (graph data aside),
# static RAM (data + bss), the flash the bootloader leaves (8 KiB).
CODE_BUDGET := 65536
RAM_BUDGET := 6144
FLASH_SIZE := 253952
RAM_SIZE := 8192

# Every built-in map, the large one (1000 nodes, 10000 edges) included;
# it comes first so the rule menu keeps the grid maps where the Uno has
# them (up from nim: knight, rook).
MAPS ?= large sample1 sample2 rook knight

# Engine limits for 8 KiB of SRAM (static RAM budget 6 KiB, the rest for
# the stack): 32 piles, 16 amounts with a 2048-entry subtraction table (1 B
# per entry), graphs up to the judge's limits (1000 nodes: 1 B of SG each;
# 10000 edges keep SG values <= 140, within NB_MEX_BITS), 32 NODE=COUNT
# entries, console lines up to 255 characters (room for 32 entries).  Maps
# bring their SG order from the compiler (NB_GRAPH_KAHN=0).
BOARD_LIMITS := \
	-DNB_HEAP_MAX=9999 \
	-DNB_MAX_PILES=32 \
	-DNB_SUB_MAX_AMOUNTS=16 \
	-DNB_SUB_TABLE=2048 \
	-DNB_SUB_EARLY_PERIOD=0 \
	-DNB_OCTAL_MAX_DIGITS=16 \
	-DNB_OCTAL_TABLE=1024 \
	-DNB_GRAPH_MAX_NODES=1000 \
	-DNB_GRAPH_MAX_EDGES=10000 \
	-DNB_GRAPH_DIRECT_CSR=0 \
	-DNB_GRAPH_KAHN=0 \
	-DNB_MAX_TERMS=32 \
	-DNB_MEX_BITS=192 \
	-DNB_GRUNDY_MAX=999 \
	-DNB_TOKEN_MAX=32 \
	-DNB_EXPLAIN=0 \
	-DNB_FILE_INPUT=0 \
	-DCONSOLE_LINE_MAX=256

# Fuses (`make fuses`, `make fuses WRITE=1` through an ISP programmer): the
# Arduino Mega's own, but brown-out at 4.3 V (16 MHz needs about 3.8 V).
# low: external crystal; high: SPI programming, 8 KiB boot section, reset
# into the bootloader; extended: BODLEVEL 4.3 V.
LFUSE := 0xFF
HFUSE := 0xD8
EFUSE := 0xFC
