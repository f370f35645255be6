#!/usr/bin/env bash
# The simulator's tools on one board: the trace (--trace: the VCD declares
# every signal, and its edges are the firmware's: E pulses pair into the
# bytes the LCD took, the console's bytes in order, the key, the activity
# pin, sleep), the console on a pseudo-terminal (--pty: `nimbox --port`
# move and selftest against it, and a flood of lines answered in full with
# XON/XOFF passed through), and the debugger (--gdb with --script:
# avr-gdb's breakpoint in ui_key is hit when the script presses a key, and
# not without one; skipped with a notice when avr-gdb is not installed),
# and the buzzer's --wav file (sox finds the note the simulator heard).
#   host-tests/sim/tools/run.sh SIM ELF DEBUG_ELF NIMBOX
set -u
sim=$1 elf=$2 debug_elf=$3 nimbox=$4
here=$(dirname "$0")
. "$here/../../tally.sh"

# the board's console (0: app/console_none.c answers every line with one
# error line, and the console's checks below expect that instead)
console=$("$sim" --caps "$elf" 2>/dev/null | sed -n 's/^console=//p')
no_console='error: no console in this build'

# expect NAME CONDITION-STATUS DETAIL...
expect() { local name=$1 st=$2; shift 2; if [ "$st" -eq 0 ]; then ok "$name"; else bad "$name" "$@"; fi; }

# ---- the trace ----
vcd=$tmp/trace.vcd
"$sim" --trace "$vcd" --check "$elf" "$here/trace.txt" >"$tmp/trace.log" 2>&1
expect "trace: the traced script passes" $? "$(grep -v '^ok' "$tmp/trace.log" | head -5)"
# NAME VALUE TIME, one line per change, the first values (x) left out
awk -f "$here/vcd-changes.awk" "$vcd" 2>/dev/null | awk '$2 !~ /x/' >"$tmp/changes"
# values NAME: a signal's values in decimal, one a line
values() {
    awk -v n="$1" '$1 == n { v = 0; for (i = 1; i <= length($2); i++) v = v * 2 + substr($2, i, 1); print v }' \
        "$tmp/changes"
}
# text NAME: a byte signal's values as text (newlines as \n)
text() { values "$1" | awk '{ printf "%s", $1 == 10 ? "\\n" : $1 == 13 ? "\\r" : sprintf("%c", $1) }'; }
# an OLED board traces the bus's lines and the bytes the module took
oled=$("$sim" --caps "$elf" 2>/dev/null | sed -n 's/^oled=//p')
if [ "$oled" = 1 ]; then display="twi_sda twi_scl"; else display="lcd_rs lcd_e lcd_d4 lcd_d5 lcd_d6 lcd_d7"; fi
missing=""
for s in $display lcd_byte uart_tx uart_rx activity backlight sleep; do
    grep -q "^\$var wire [0-9]* . $s \$end" "$vcd" || missing="$missing $s"
done
grep -Eq '^\$var wire (16 . key_mv|1 . key_down) \$end' "$vcd" || missing="$missing key_mv/key_down"
expect "trace: every signal declared" "$([ -z "$missing" ]; echo $?)" "missing:$missing"
rises=$(values lcd_e | grep -c '^1$')
bytes=$(values lcd_byte | wc -l)
# E pulses with RW high are reads (an I2C backpack's wiring search, whose
# VCD has lcd_rw): not bytes taken
reads=$(awk '$1 == "lcd_rw" { rw = $2 } $1 == "lcd_e" && $2 == "1" && rw == "1" { n++ } END { print n + 0 }' \
    "$tmp/changes")
if [ "$oled" = 1 ]; then
    # the init clears the 1024 bytes of the glass, then the text
    expect "trace: the OLED took $bytes bytes" "$([ "$bytes" -ge 1100 ]; echo $?)"
else
    # 4 init nibbles are one E pulse each, every other byte two
    expect "trace: $rises E pulses ($reads of them reads) pair into the $bytes bytes the LCD took" \
        "$([ "$bytes" -ge 40 ] && [ "$((rises - reads))" -eq $((2 * bytes - 4)) ]; echo $?)"
fi
tx=$(text uart_tx) rx=$(text uart_rx)
if [ "$console" = 0 ]; then
    expect "trace: the port's bytes out (banner, then the one error line)" \
        "$([[ $tx == *'nimbox '*"$no_console\\n"* ]]; echo $?)" "uart_tx: ${tx:0:120}"
else
    expect "trace: the console's bytes out (banner, then win 1 3 1)" \
        "$([[ $tx == *'nimbox '*'win 1 3 1\n'* ]]; echo $?)" "uart_tx: ${tx:0:120}"
fi
expect "trace: the console's bytes in" "$([ "$rx" = 'move nim 3 4 5\n' ]; echo $?)" "uart_rx: $rx"
if grep -q ' key_mv ' "$vcd"; then
    keys=$(values key_mv | tr '\n' ' ')
    # none, the key, none again
    expect "trace: the key ladder's millivolts (none, DOWN, none)" \
        "$(set -- $keys; [ $# -eq 3 ] && [ "$1" = "$3" ] && [ "$2" -lt "$1" ]; echo $?)" "key_mv: $keys"
else
    keys=$(values key_down | tr '\n' ' ')
    expect "trace: the DOWN button's pin (pressed low, then released)" \
        "$([[ $keys == *'0 1'* ]]; echo $?)" "key_down: $keys"
fi
act=$(values activity | grep -c '^1$')
expect "trace: activity pulses (boot, key, console line): $act" "$([ "$act" -ge 3 ]; echo $?)"
sleeps=$(values sleep | grep -c '^1$')
alternate=$(values sleep | uniq -d | wc -l)
expect "trace: the core fell asleep $sleeps times, each time woken" \
    "$([ "$sleeps" -ge 10 ] && [ "$alternate" -eq 0 ]; echo $?)"
sorted=$(awk '$3 != "" { print $3 }' "$tmp/changes" | sort -n -c 2>&1 && echo yes)
expect "trace: times in order" "$([ "$sorted" = yes ]; echo $?)"

# ---- the buzzer as a WAV ----
# wav.txt plays a console answer's chirp; its second note (2637 Hz) is cut
# out of the written file where the simulator heard it, and sox's spectrum
# of that stretch must peak within 2 % of the note
"$sim" --wav "$tmp/sound.wav" --check "$elf" "$here/wav.txt" >"$tmp/wav.log" 2>&1
wav_status=$?
# (a run whose one script is skipped checked nothing: it fails, said here as a skip)
if grep -q '^skip wav.txt:[0-9]* (needs sound' "$tmp/wav.log"; then
    echo "skip wav: this board plays no tunes (no CAP_SOUND)"
elif grep -q '^skip wav.txt' "$tmp/wav.log"; then
    echo "skip wav: no console to ask for the chirp (CAP_CONSOLE := 0)"
else
    expect "wav: the chirp's script passes" $wav_status "$(grep -v '^ok' "$tmp/wav.log" | head -5)"
    if [ "$wav_status" -ne 0 ]; then
        :
    elif ! command -v sox >/dev/null; then
        bad "wav: sox measures the file" "sox is not installed (bash tools/setup.sh)"
    else
        # "... (2660 Hz for 63.9 ms at 1753.1 ms)": from 5 ms in to 5 ms before its end
        span=$(sed -n 's/^ok .*expect-tone 2637 .*(\([0-9.]*\) Hz for \([0-9.]*\) ms at \([0-9.]*\) ms)$/\3 \2/p' \
            "$tmp/wav.log" | awk '{ printf "%.4f %.4f", ($1 + 5) / 1000, ($2 - 10) / 1000 }')
        peak=$(sox "$tmp/sound.wav" -n trim $span stat -freq 2>&1 |
            awk 'NF == 2 && $1 + 0 > 0 { if ($2 + 0 > best) { best = $2 + 0; f = $1 } } END { printf "%.0f", f }')
        expect "wav: sox finds the note at ${peak:-?} Hz (2637 Hz, within 2 %)" \
            "$(awk -v f="${peak:-0}" 'BEGIN { exit !(f >= 2637 * 0.98 && f <= 2637 * 1.02) }'; echo $?)" \
            "the tone's span: '${span}'"
    fi
fi

# ---- the console on a pseudo-terminal ----
"$sim" --pty --timeout 120 "$elf" >"$tmp/pty" 2>"$tmp/pty.err" &
pids+=($!)
for _ in $(seq 50); do [ -s "$tmp/pty" ] && break; sleep 0.1; done
pty=$(head -n 1 "$tmp/pty")
expect "pty: the path printed ($pty)" "$([ -c "$pty" ]; echo $?)" "$(cat "$tmp/pty.err")"
sleep 1   # past the banner: a client opening the pty now sees none, as on a board
out=$(timeout 30 "$nimbox" --port "$pty" --wait 300 move nim 3 4 5 2>&1)
if [ "$console" = 0 ]; then
    expect "pty: nimbox --port move nim 3 4 5 says the board has no console" \
        "$([[ $out == *'this nimbox has no console ("'*"$no_console"* ]]; echo $?)" "$out"
    echo "skip pty selftest and flood: no console (CAP_CONSOLE := 0)"
else
    expect "pty: nimbox --port move nim 3 4 5 (the probe: no banner)" "$([ "$out" = 'win 1 3 1' ]; echo $?)" "$out"
    out=$(timeout 60 "$nimbox" --port "$pty" --wait 300 selftest 5 --seed 3 2>&1)
    expect "pty: nimbox --port selftest 5" "$([[ $out == *' 0 wrong' ]]; echo $?)" "$out"
    if command -v python3 >/dev/null; then
        out=$(timeout 60 python3 "$here/flood.py" "$pty" 40 2>&1)
        # 40 lines, 10 of each: two grundy kinds answer two lines each
        expect "pty: 40 lines flooded in, all 60 reply lines out, XOFF/XON passed on" \
            "$([[ $out == *'sent 690 of 690 bytes; xoff '[1-9]*' lines 60 errors 0' ]]; echo $?)" "$out"
    else
        echo "skip pty flood: no python3"
    fi
fi

# ---- the debugger ----
if ! command -v avr-gdb >/dev/null; then
    echo "skip gdb: avr-gdb is not installed (apt-get install gdb-avr)"
else
    # gdb_run SCRIPT: the script under the stub; gdb breaks in ui_key
    gdb_run() {
        local port=$((20000 + RANDOM % 20000)) spid
        "$sim" --gdb "$port" --script "$1" "$debug_elf" >"$tmp/gdb-sim.log" 2>&1 &
        spid=$!
        pids+=($spid)
        sleep 0.3
        timeout 60 avr-gdb -batch -nx -ex "target remote :$port" -ex 'break ui_key' \
            -ex continue -ex bt -ex kill "$debug_elf" >"$tmp/gdb.log" 2>&1
        wait "$spid"
    }
    gdb_run "$here/gdb-press.txt"
    expect "gdb: the breakpoint in ui_key is hit when the script presses a key" \
        "$(grep -Eq '^Breakpoint 1, (0x[0-9a-f]+ in )?ui_key ' "$tmp/gdb.log" && grep -q '^#1 .* main () at firmware/app/main.c' "$tmp/gdb.log"; echo $?)" \
        "$(tail -5 "$tmp/gdb.log")"
    gdb_run "$here/gdb-idle.txt"
    expect "gdb: and not without a key" \
        "$(grep -q '^Breakpoint 1 at ' "$tmp/gdb.log" && ! grep -q '^Breakpoint 1, ' "$tmp/gdb.log"; echo $?)" \
        "$(tail -5 "$tmp/gdb.log")"
fi

tally_end
