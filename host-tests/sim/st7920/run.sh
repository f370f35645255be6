#!/usr/bin/env bash
# The simulator's ST7920 model (sim/st7920.c) tested apart from nimbox's
# driver: st7920-test.c (the three pins driven by its own code) built for
# the ATmega2560 once a case, run in mega-ramps-12864's simulator (its
# pins: board.h) built into build/mega-ramps-12864/.
#   case 0, good.txt         must pass: the glass reads as drawn
#   case 0, wrong-pixel.txt  must fail at its last line (row 63 is lit)
#   case 1, good.txt         must fail: the text RAM never cleared
#   cases 2-7                must fail, each with its fault's words
#   the firmware, expect-safe-pins at cycle 0: must fail (the pins are
#                            inputs until its first instructions)
# Run from the repository's root: bash host-tests/sim/st7920/run.sh
set -u
here=host-tests/sim/st7920
out=build/st7920-test
mkdir -p "$out"
. host-tests/sim/planted.sh

make --no-print-directory -s BOARD=mega-ramps-12864 firmware build/mega-ramps-12864/nimbox-sim >/dev/null || exit 2
sim=build/mega-ramps-12864/nimbox-sim
for n in 0 1 2 3 4 5 6 7; do
    avr-gcc -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega2560 -DF_CPU=16000000UL -DCASE=$n \
        -I. -I/usr/include/simavr -Wl,--undefined=_mmcu,--section-start=.mmcu=0x910000 \
        "$here/st7920-test.c" hal/font_5x7.c -o "$out/case$n.elf" || exit 2
done

if run 0 "$here/good.txt"; then ok "case 0, good.txt passes"
else bad "case 0, good.txt" "$(cat "$out/case0-good.log")"; fi
want_fail 0 "$here/wrong-pixel.txt" "FAIL wrong-pixel.txt:5 expect-pixels-blank 7"
want_fail 1 "$here/good.txt" "graphics drawn while the text RAM shows 0x2A at word 0 over them"
printf 'wait 500\nexpect-lcd 0 Nim\n' >"$out/wait.txt"
want_fail 2 "$out/wait.txt" "sync byte 0xFC (0xF8 or 0xFA)"
want_fail 3 "$out/wait.txt" "graphic RAM row 64 (0..63)"
want_fail 4 "$out/wait.txt" "graphic RAM word 16 (0..15)"
want_fail 5 "$out/wait.txt" "instruction 0x36 while the last is still running"
want_fail 6 "$out/wait.txt" "nibble byte 0x35: its low four bits set"
want_fail 7 "$out/wait.txt" "data past graphic RAM row 0's last word"
# the board's safe pins (ramps-safe-pins.txt's checker): at the reset's
# first cycle, before the firmware's first instruction, they are inputs
printf 'expect-safe-pins\n' >"$out/safe-pins-at-0.txt"
log=$out/safe-pins-at-0.log
if "$sim" --check build/mega-ramps-12864/nimbox.elf "$out/safe-pins-at-0.txt" >"$log" 2>&1; then
    bad "expect-safe-pins at cycle 0: passed, must fail" "$(cat "$log")"
elif grep -q "PH5 is an input, not an output low" "$log"; then
    ok "expect-safe-pins at cycle 0 fails: $(grep -m1 'is an input' "$log" | sed 's/^ *//')"
else bad "expect-safe-pins at cycle 0: failed otherwise" "$(cat "$log")"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
