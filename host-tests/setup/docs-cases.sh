# The handheld's wiring as the docs give it, against the firmware's own
# definition (sourced by host-tests/setup/run.sh): every pin role of
# boards/handheld-1284p/board.h must appear in the wiring tables of
# docs/boards.md (its handheld section) and docs/handheld-build.md with the
# same port and bit, and with the DIP-40 pin number that port and bit have
# on the ATmega1284P (PB0..7 = 1..8, PD0..7 = 14..21, PC0..7 = 22..29,
# PA0..7 = 40..33); the console's pins and baud rate likewise.
# shellcheck shell=bash disable=SC2016,SC2154  # eval strings; variables from run.sh

board_h=$root/boards/handheld-1284p/board.h
# board_def NAME: the value of #define BOARD_NAME, quotes stripped
board_def() { sed -n "s/^#define BOARD_$1 '*\\([^' ]*\\)'*\$/\\1/p" "$board_h"; }
dip_pin() { # PORT BIT
    case $1 in
        B) echo $(($2 + 1)) ;;
        D) echo $(($2 + 14)) ;;
        C) echo $(($2 + 22)) ;;
        A) echo $((40 - $2)) ;;
    esac
}
# table_row DOC SIGNAL: "PIN PORTBIT" from the row `| SIGNAL | PIN | PORTBIT ... |`
table_row() {
    local text
    if [ "$(basename "$1")" = boards.md ]; then text=$(sed -n '/^## handheld-1284p/,$p' "$1")
    else text=$(cat "$1"); fi
    printf '%s\n' "$text" | awk -F'|' -v s="$2" '
        { name = $2; gsub(/^ +| +$/, "", name) }
        name == s { pin = $3; pb = $4; gsub(/ /, "", pin); sub(/^ +/, "", pb); sub(/[ (].*/, "", pb)
                    print pin, pb; exit }'
}

roles="LCD_RS:LCD RS
LCD_E:LCD E
LCD_D4:LCD D4
LCD_D5:LCD D5
LCD_D6:LCD D6
LCD_D7:LCD D7
LCD_BACKLIGHT:LCD backlight
LCD_POWER:LCD power
KEY_RIGHT:RIGHT button
KEY_UP:UP button
KEY_DOWN:DOWN button
KEY_LEFT:LEFT button
KEY_SELECT:SELECT button
ACTIVITY:activity LED
BUZZER:buzzer"

uart=$(board_def UART)
for doc in "$root/docs/boards.md" "$root/docs/handheld-build.md"; do
    name=$(basename "$doc")
    while IFS=: read -r role signal; do
        port=$(board_def "${role}_PORT") bit=$(board_def "${role}_BIT")
        want="$(dip_pin "$port" "$bit") P$port$bit"
        got=$(table_row "$doc" "$signal")
        if [ -n "$port" ] && [ "$got" = "$want" ]; then ok "$name: $signal on pin $want"
        else bad "$name: $signal" "board.h: ${role} = port '$port' bit '$bit' (want '$want')" "doc: '$got'"; fi
    done <<<"$roles"
    # UART0: RXD0 = PD0, TXD0 = PD1
    if [ "$uart" = 0 ] && [ "$(table_row "$doc" "console RX")" = "14 PD0" ] &&
        [ "$(table_row "$doc" "console TX")" = "15 PD1" ]; then ok "$name: console on UART0, pins 14/15"
    else bad "$name: console on UART$uart" "RX: $(table_row "$doc" "console RX")" \
             "TX: $(table_row "$doc" "console TX")"; fi
done
baud=$(board_def UART_BAUD); baud=${baud%UL}
if grep -q "$baud baud" "$root/docs/handheld-build.md"; then ok "handheld-build.md: console at $baud baud"
else bad "handheld-build.md: console at $baud baud" "no '$baud baud' in it"; fi

# docs/boards.md's build table and its over-by figures (`<!-- over BOARD
# SET -->N B`) against the builds' rows (tools/boards-table.sh, which
# `make check` runs on the rows of its builds): a right figure passes,
# a stale one and one without a row fail.
over_box=$(mktemp -d "$tmp/over.XXXXXX")
printf '%s\n' 'uno-lcdshield coach 1 27000 27020 1148 32256 1613 1664 atmega328p 16000000 0 0 0 0' \
    'uno-lcdshield full 0 39649 27020 1149 32256 1852 1664 atmega328p 16000000 0 0 0 0' >"$over_box/rows"
over_doc() { # FIGURE [BOARD SET]: a doc written from the rows, then its figure set to FIGURE
    printf '%s\n' '<!-- builds begin -->' '<!-- builds end -->' \
        "all of it (<!-- over ${2:-uno-lcdshield full} -->0 B over the flash)" >"$over_box/doc.md"
    bash "$root/tools/boards-table.sh" --write "$over_box/doc.md" "$over_box/rows" 2>/dev/null
    sed -i "s/-->[0-9]* B over/-->$1 B over/" "$over_box/doc.md"
    bash "$root/tools/boards-table.sh" --check "$over_box/doc.md" "$over_box/rows" >"$box/out" 2>"$box/err"
    status=$?
}
over_doc 8542
check "boards-table: an over-by figure the rows give passes" eval 'status_is 0'
over_doc 7712
check "boards-table: planted, a stale over-by figure fails" \
    eval 'status_is 1 && grep -q "8542 B" "$box/out" && advice "over-by figures differ"'
over_doc 8542 "nano-i2c full"
check "boards-table: planted, an over-by figure with no row fails, naming it" \
    eval '! status_is 0 && advice "no row for nano-i2c full"'
