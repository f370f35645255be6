#!/usr/bin/env bash
# The interactive front end (`make sim`) as a person meets it, in a tmux
# session of 80 x 24 (tmux draws what the simulator writes; its pane is
# read back as text): the title keeps the top row and a long console
# reply wraps into rows of the terminal's width, whole and in order; a
# key held until the next key (h then Enter, Shift+arrow) is shown with
# its length, leaves the Keys screen as a long press does, and the key
# that lets go does nothing more; after `p` the time starts again and the
# speed line stays sane; the footer names the EEPROM's file; on a board
# with play, a long press leaves a game.
#   host-tests/sim/tools/interactive.sh SIM ELF
set -u
sim=$1 elf=$2
here=$(dirname "$0")
. "$here/../../tally.sh"

expect() { local name=$1 st=$2; shift 2; if [ "$st" -eq 0 ]; then ok "$name"; else bad "$name" "$@"; fi; }

if ! command -v tmux >/dev/null; then
    bad "tmux is installed (tools/setup.sh installs it)"
    tally_end
    exit
fi
sock=$tmp/tmux.sock
trap 'tmux -S "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
tmux -S "$sock" -f /dev/null new-session -d -x 80 -y 24 \
    "$sim --eeprom $tmp/eeprom.bin $elf; sleep 30"
screen() { tmux -S "$sock" capture-pane -p -t 0; }
keys() { tmux -S "$sock" send-keys -t 0 "$@"; }
# wait_for SECONDS ERE: the screen shows ERE within SECONDS (of real time:
# the simulator runs in real time, slower on a busy machine)
wait_for() {
    local end=$((SECONDS + $1))
    while [ $SECONDS -lt "$end" ]; do
        screen | grep -Eq -- "$2" && return 0
        sleep 0.2
    done
    return 1
}
lcd() { screen | awk '/^   \+-+\+/ { n++; next } n == 1'; }   # the rows inside the LCD's box
key_line() { screen | grep -E '^ +\+-+\+ +key: '; }

wait_for 30 'Pile 1: '
expect "the firmware starts (the LCD shows the piles)" $? "$(screen)"
# the box is the board's display: its rows, each its columns wide, the
# coach's rows of a 20x4 (SG values, the XOR line) in place
lcd_rows=$("$sim" --caps "$elf" | sed -n 's/^lcd-rows=//p')
lcd_cols=$("$sim" --caps "$elf" | sed -n 's/^lcd-cols=//p')
shape=$(lcd | sed 's/^   |\(.*\)|.*/\1/' | awk '{ print length($0) }' | sort -u | paste -sd ' ' -)
expect "the LCD's box: $lcd_rows rows of $lcd_cols columns" \
    "$([ "$(lcd | wc -l)" = "$lcd_rows" ] && [ "$shape" = "$lcd_cols" ]; echo $?)" "$(lcd)"
if [ "$lcd_rows" = 4 ]; then
    # (the rows come one after another: on a busy machine the screen was
    # read between the SG values and the XOR line)
    wait_for 10 '^   \|XOR '
    expect "a 20x4: the position, the hint, the SG values and the XOR line" \
        "$(lcd | sed 's/^   |//' | cut -c1-4 | paste -sd '/' - | grep -Eq '^Nim /Pile/SG ./XOR '; echo $?)" "$(lcd)"
fi
title=$(screen | head -n 1)
expect "80 columns: the title on the top row" "$([[ $title == ' nimbox-sim  '* ]]; echo $?)" "$title"
expect "the footer names the EEPROM's file" \
    "$(screen | grep -qF " EEPROM: $tmp/eeprom.bin"; echo $?)" "$(screen | tail -n 13)"
if "$sim" --caps "$elf" 2>/dev/null | grep -qx 'console=0'; then
    expect "no console here: none offered (no ':' line, no picocom)" \
        "$(! screen | grep -qE "':' a console line|picocom" && screen | grep -q '^ no console in this build'; echo $?)" \
        "$(screen)"
else
    expect "the console offered: its pty for picocom, ':' for a line" \
        "$(screen | grep -q '^ console on /dev/pts/.*picocom' && screen | grep -qF "':' a console line"; echo $?)" \
        "$(screen)"
fi

# ---- a long reply wraps (a board without the console: its one error line) ----
if "$sim" --caps "$elf" 2>/dev/null | grep -qx 'console=0'; then
    keys ':move nim 3 4 5' Enter
    wait_for 30 'error: no console in this build$'
    expect "a line gets the port's one error line (no console here)" $? "$(screen)"
else
    keys ':grundy nim 60' Enter
    wait_for 30 ' 59 60$'
    want=$(seq -s ' ' 0 60)
    got=$(screen | sed -n '/> grundy nim 60$/,$p' | sed '1d; s/^   //; /^$/,$d' | paste -sd ' ' -)
    rows=$(screen | sed -n '/> grundy nim 60$/,$p' | sed '1d; /^$/,$d' | wc -l)
    expect "a 170-character reply wraps into $rows rows, whole and in order" \
        "$([ "$got" = "$want" ] && [ "$rows" -ge 3 ]; echo $?)" "got:  $got" "want: $want"
    title=$(screen | head -n 1)
    expect "and the title keeps the top row" "$([[ $title == ' nimbox-sim  '* ]]; echo $?)" "$title"
fi

# ---- a key held until the next key ----
keys Enter
wait_for 10 '\|>SG values'
keys s s s
wait_for 10 '\|>Keys' && keys Enter
wait_for 10 'Hold SELECT=back|[0-9]x[24] (parallel|0x)'
expect "the Keys screen is open" $? "$(lcd)"
keys h
wait_for 5 'key: - \(h: the next key is held\)'
expect "h: the key line says the next key is held" $? "$(key_line)"
keys Enter
wait_for 10 'key: SELECT held 0\.[0-9] s \(the next key lets go\)'
expect "h then Enter holds SELECT, its length shown" $? "$(key_line)"
wait_for 20 'key: SELECT held [2-9]\.[0-9] s'
expect "SELECT is still held after 2 s" $? "$(key_line)"
expect "and that long press left the Keys screen for the menu" \
    "$(lcd | grep -q '>Keys'; echo $?)" "$(lcd)"
keys Space
wait_for 5 'key: -$'
expect "the next key lets go" $? "$(key_line)"
sleep 1
expect "and does nothing more (the menu stays on Keys)" \
    "$(lcd | grep -q '>Keys'; echo $?)" "$(lcd)"
keys S-Up
wait_for 10 'key: UP held [1-9]\.[0-9] s \(the next key lets go\)'
expect "Shift+Up holds UP" $? "$(key_line)"
keys Escape
wait_for 5 'key: -$'
expect "Esc lets go of it" $? "$(key_line)"
keys Left
wait_for 10 'Pile 1: '
expect "LEFT leaves the menu" $? "$(lcd)"

# ---- leaving a game by a long press (boards with play) ----
if "$sim" --caps "$elf" 2>/dev/null | grep -qx 'play=1'; then
    keys Enter
    wait_for 10 '\|>SG values'
    keys s s s s
    wait_for 10 '\|>Play nimbox' && keys Enter
    wait_for 10 'Start: ' && keys Enter
    wait_for 10 'Choose a pile'
    expect "a game against nimbox started" $? "$(lcd)"
    keys h Enter
    wait_for 20 'key: SELECT held [2-9]\.[0-9] s'
    expect "h Enter held SELECT for 2 s in the game" $? "$(key_line)"
    keys Space
    wait_for 10 'Pile 1: '
    expect "and that long press left the game for the home screen" $? "$(lcd)"
fi

# ---- a power cycle ----
sleep 1.5
keys p
wait_for 10 'power cycle \(EEPROM kept\)'
expect "p power-cycles" $? "$(screen | tail -n 5)"
# the time line read every 0.2 s for 3 s: every speed in reason
speeds=
for _ in $(seq 15); do
    sleep 0.2
    speeds="$speeds $(screen | sed -n 's/^ simulated \([0-9.]*\) s  (x\([0-9.]*\) real time).*/\1:\2/p')"
done
expect "after p the time starts again and every speed shown is sane" \
    "$(printf '%s\n' $speeds | awk -F: 'NF != 2 || $1 > 10 || $2 > 20 { bad = 1 } END { exit bad || NR < 10 }'; echo $?)" \
    "time:speed every 0.2 s:$speeds"

keys q
tally_end
