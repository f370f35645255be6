#!/usr/bin/env bash
# The simulator's beep checks for an active buzzer (sim/sound.c:
# expect-beep, expect-silent) tested apart from nimbox's driver:
# beep-test.c (the beeper's pin driven by its own code) built for the
# ATmega2560 once a case, run in mega-ramps-12864's simulator (its pin:
# board.h) built into build/mega-ramps-12864/.
#   case 0, good.txt         must pass: a beep of 100 ms, then silence
#   case 0, wrong-short.txt  must fail: 150 ms claimed, 100 ms heard
#   case 1, good.txt         must fail: the pin left high (no beep ends)
#   case 2, good.txt         must fail: a square wave, beeps of 0.5 ms
#   tones on it              must fail: expect-tone refused there
# Run from the repository's root: bash host-tests/sim/beeper/run.sh
set -u
here=host-tests/sim/beeper
out=build/beep-test
mkdir -p "$out"
. host-tests/sim/planted.sh

make --no-print-directory -s BOARD=mega-ramps-12864 build/mega-ramps-12864/nimbox-sim >/dev/null || exit 2
sim=build/mega-ramps-12864/nimbox-sim
for n in 0 1 2; do
    avr-gcc -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega2560 -DF_CPU=16000000UL -DCASE=$n \
        -I/usr/include/simavr -Wl,--undefined=_mmcu,--section-start=.mmcu=0x910000 \
        "$here/beep-test.c" -o "$out/case$n.elf" || exit 2
done

if run 0 "$here/good.txt"; then ok "case 0, good.txt passes"
else bad "case 0, good.txt" "$(cat "$out/case0-good.log")"; fi
want_fail 0 "$here/wrong-short.txt" "heard a beep for 100.0 ms at 20.0 ms: its length off by -50.0 ms"
want_fail 1 "$here/good.txt" "no beep within 2000 ms"
want_fail 1 "$here/good.txt" "the buzzer pin is left high"
want_fail 2 "$here/good.txt" "heard a beep for 0.5 ms"
printf 'wait 200\nexpect-tone 1000 2 100 2\n' >"$out/tone.txt"
want_fail 2 "$out/tone.txt" "this board's buzzer is an active one"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
