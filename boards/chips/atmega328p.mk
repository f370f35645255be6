# atmega328p.mk — what the ATmega328P fixes in the build of every board on
# it (boards/uno-lcdshield, nano-i2c, promini-handheld): the MCU's name and
# the flags that fit the firmware into its 32 KiB of flash.  A board.mk
# includes it where it would name the MCU; a board that squeezes further
# adds its own flags after these (AVR_CFLAGS_EXTRA +=, as the Uno does),
# and sets its clock, budgets and fuses itself.
MCU := atmega328p

# Smaller code: shared prologue/epilogue routines, link-time optimisation
# across modules (`make size-modules` and `make core-avr` compile their own
# objects without it, to size each module),
# X kept for plain pointer use; then optimisations that cost more bytes
# than they save here, each measured on the Uno's build (bytes saved when
# it was added): loop invariants left in place, small functions not
# inlined (88), no global common subexpressions (106), wide types kept
# whole (36), no partial redundancy elimination or tail merging (16),
# functions kept in source order, which leaves more calls in reach of
# RCALL (68).
AVR_CFLAGS_EXTRA := -mcall-prologues -mrelax -flto -mstrict-X \
	-fno-move-loop-invariants -fno-inline-small-functions -fno-gcse -fno-split-wide-types \
	-fno-tree-pre -fno-tree-tail-merge -fno-reorder-functions

# The play set on this chip (boards/features.mk: SET_LIMITS_<set>): the
# light level-5 strategy (core/play_light.c, no weighing code; `make
# bench-play` compares it), which leaves room for the play screens.
SET_LIMITS_play := -DNB_PLAY_WEIGH=0
SET_LIMITS_full := -DNB_PLAY_WEIGH=0
# and the Uno's further size flags (boards/uno-lcdshield/board.mk says what
# each saves) with one link-time partition: 194 B less on
# promini-handheld's play build, measured
SET_CFLAGS_play := -fno-tree-scev-cprop -fno-ssa-phiopt -fno-tree-sink -fno-ipa-icf \
	-fno-rerun-cse-after-loop -fno-shrink-wrap -fno-tree-ter -fno-tree-dominator-opts \
	-flto-partition=one
SET_CFLAGS_full := $(SET_CFLAGS_play)

# The old bootloader of many Nanos and of the Pro Mini as sold (ATmegaBOOT,
# 57600 baud, a 2 KiB boot section): flashing through it (`make flash
# PROGRAMMER_BAUD=57600`) leaves the firmware 30720 B, not Optiboot's
# 32256 B; `make flash` refuses a larger image, and `make dist`'s
# manifest says which images fit it.
OLD_BOOTLOADER := ATmegaBOOT
OLD_BOOTLOADER_BAUD := 57600
OLD_BOOTLOADER_FLASH := 30720
