# atmega328p.mk — what the ATmega328P fixes in the build of every board on
# it (boards/uno-lcdshield, nano-i2c, promini-handheld): the MCU's name and
# the flags that fit the firmware into its 32 KiB of flash.  A board.mk
# includes it where it would name the MCU; a board that squeezes further
# adds its own flags after these (AVR_CFLAGS_EXTRA +=, as the Uno does),
# and sets its clock, budgets and fuses itself.
MCU := atmega328p

# Smaller code: shared prologue/epilogue routines, link-time optimisation
# across modules (fat objects, so `make core-avr` still sizes each module),
# X kept for plain pointer use; then optimisations that cost more bytes
# than they save here, each measured on the Uno's build (bytes saved when
# it was added): loop invariants left in place, small functions not
# inlined (88), no global common subexpressions (106), wide types kept
# whole (36), no partial redundancy elimination or tail merging (16),
# functions kept in source order, which leaves more calls in reach of
# RCALL (68).
AVR_CFLAGS_EXTRA := -mcall-prologues -mrelax -flto -ffat-lto-objects -mstrict-X \
	-fno-move-loop-invariants -fno-inline-small-functions -fno-gcse -fno-split-wide-types \
	-fno-tree-pre -fno-tree-tail-merge -fno-reorder-functions
