#!/usr/bin/env bash
# The simulator's ST7920 model (sim/st7920.c) tested apart from nimbox's
# driver: st7920-test.c (the three pins driven by its own code) built for
# the ATmega2560 once a case, run in mega-ramps-12864's simulator (its
# pins: board.h) built into build/mega-ramps-12864/.
#   case 0, good.txt         must pass: the glass reads as drawn
#   case 0, wrong-pixel.txt  must fail at its last line (row 63 is lit)
#   case 1, good.txt         must fail: the text RAM never cleared
#   cases 2-7                must fail, each with its fault's words
# Run from the repository's root: bash host-tests/sim/st7920/run.sh
set -u
here=host-tests/sim/st7920
out=build/st7920-test
mkdir -p "$out"
passed=0 failed=0
ok() { echo "ok   $1"; passed=$((passed + 1)); }
bad() { echo "FAIL $1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/     /'; failed=$((failed + 1)); }

make --no-print-directory -s BOARD=mega-ramps-12864 build/mega-ramps-12864/nimbox-sim >/dev/null || exit 2
sim=build/mega-ramps-12864/nimbox-sim
for n in 0 1 2 3 4 5 6 7; do
    avr-gcc -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega2560 -DF_CPU=16000000UL -DCASE=$n \
        -I. -I/usr/include/simavr -Wl,--undefined=_mmcu,--section-start=.mmcu=0x910000 \
        "$here/st7920-test.c" hal/font_5x7.c -o "$out/case$n.elf" || exit 2
done

# run CASE FILE: its log's path; the run's status
run() { local log=$out/case$1-$(basename "$2" .txt).log; "$sim" --check "$out/case$1.elf" "$2" >"$log" 2>&1; }
# want_fail CASE FILE TEXT: the run fails, its output holding TEXT
want_fail() {
    local log=$out/case$1-$(basename "$2" .txt).log
    if run "$1" "$2"; then
        bad "case $1, $(basename "$2"): passed, must fail ($3)" "$(cat "$log")"
    elif grep -qF -- "$3" "$log"; then
        ok "case $1, $(basename "$2") fails: $(grep -F -- "$3" "$log" | head -1 | sed 's/^ *//' | cut -c1-140)"
    else
        bad "case $1, $(basename "$2"): failed without \"$3\"" "$(cat "$log")"
    fi
}
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
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
