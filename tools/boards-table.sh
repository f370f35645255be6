#!/usr/bin/env bash
# The board x feature-set matrix from the rows `make size-row` prints (one
# build a line: board set default code code_budget maps flash_size ram
# ram_budget mcu clock picture diagrams power_off power_off_hardware), as text (`make boards`) or as the Markdown table
# that opens docs/boards.md ("Which build do I want?").
#   tools/boards-table.sh --text ROWS
#   tools/boards-table.sh --markdown ROWS
#   tools/boards-table.sh --write|--check docs/boards.md ROWS
# Between the markers <!-- builds begin --> and <!-- builds end -->,
# --write puts the table and --check fails (status 1) when it differs;
# so does each `<!-- over BOARD SET -->N B` in the doc: N the bytes that
# build's flash (code + maps) is over what the bootloader leaves (a set
# that does not fit, whose row `make boards` and `make check` measure).
# (`tools/boards-table.sh --over-builds DOC`: those builds, by name)
set -eu
mode=$1; shift
doc=
case $mode in --write|--check) doc=$1; shift ;; --text|--markdown) ;;
    --over-builds) grep -o '<!-- over [a-z0-9-]* [a-z]* -->' "$1" | awk '{ print $3 "-" $4 }' | sort -u; exit ;;
    *) echo "boards-table: expected --text, --markdown, --write or --check, got '$mode'" >&2; exit 2 ;;
esac
rows=$1
[ -s "$rows" ] || { echo "boards-table: no rows in '$rows' (make boards writes them)" >&2; exit 2; }
# what each set holds and leaves out, for a person
holds() { case $1 in
    coach) echo "hints, SG views, maps; the serial console|play, puzzles" ;;
    play) echo "the coach; play nimbox (5 levels, score), two players|the console, puzzles" ;;
    practice) echo "the coach; puzzles and streaks|the console, play" ;;
    full) echo "the coach, the console, play, two players, puzzles|nothing" ;;
    *) echo "?|?" ;; esac; }
text() {
    printf '%-22s %-9s %-22s %-22s %-16s %s\n' board set "code (budget)" "flash (of)" "static RAM" fits
    while read -r b s def code cb maps fs ram rb mcu clk pic diag off offhw; do
        flash=$((code + maps)); fit=yes
        if [ "$flash" -gt "$fs" ]; then fit="no: flash over by $((flash - fs)) B"
        elif [ "$code" -gt "$cb" ]; then fit="no: code over by $((code - cb)) B"
        elif [ "$ram" -gt "$rb" ]; then fit="no: RAM over by $((ram - rb)) B"; fi
        [ "$def" = 1 ] && s="$s*"
        printf '%-22s %-9s %-22s %-22s %-16s %s\n' "$b" "$s" "$code B ($cb)" "$flash B ($fs)" \
            "$ram B ($rb)" "$fit"
    done <"$rows"
    echo "* the board's default set; flash is code + maps against what the bootloader leaves"
}
markdown() {
    echo '| hardware | `CONFIG=` | it has | it leaves out | flash used | static RAM | flash it with |'
    echo '| --- | --- | --- | --- | --- | --- | --- |'
    while read -r b s def code cb maps fs ram rb mcu clk pic diag off offhw; do
        flash=$((code + maps))
        [ "$flash" -gt "$fs" ] || [ "$code" -gt "$cb" ] || [ "$ram" -gt "$rb" ] && continue
        h=$(holds "$s")
        case "$b:${pic:-0}" in
            *:1) drawn="the piles drawn as stones"
                 case $s in play|full) drawn="$drawn, in a game too" ;; esac
                 [ "${diag:-0}" = 1 ] && drawn="$drawn; a map's board and the SG values plotted"
                 h="${h%%|*}; $drawn|${h#*|}" ;;
            *oled:0) h="${h}, the stones (no room beside play)" ;;
        esac
        # a board that could switch itself off and a build that does not
        [ "${offhw:-0}" = 1 ] && [ "${off:-0}" = 0 ] && h="${h}, auto power-off (switched off by hand)"
        cmd="make BOARD=$b"; [ "$def" = 1 ] || cmd="$cmd CONFIG=$s"
        printf '| %s (%s, %s MHz) | %s%s | %s | %s | %d B of %d B | %d B of %d B | `%s flash` |\n' \
            "$b" "$mcu" "$((clk / 1000000))" "$s" "$([ "$def" = 1 ] && echo ' (default)')" \
            "${h%%|*}" "${h#*|}" "$flash" "$fs" "$ram" "$rb" "$cmd"
    done <"$rows"
}
case $mode in
    --text) text ;;
    --markdown) markdown ;;
    --write|--check)
        grep -q '^<!-- builds begin -->$' "$doc" && grep -q '^<!-- builds end -->$' "$doc" ||
            { echo "boards-table: $doc has no <!-- builds begin --> ... <!-- builds end --> markers" >&2; exit 2; }
        new=$(mktemp); trap 'rm -f "$new"' EXIT
        table=$(markdown)
        # each over mark's figure from its row (a mark without a row: 0 B
        # written, and an error)
        awk -v t="$table" -v rows="$rows" '
            BEGIN { while ((getline line <rows) > 0) { split(line, f, " ")
                        over[f[1] " " f[2]] = f[4] + f[6] - f[7] } }
            /^<!-- builds begin -->$/ { print; print t; skip = 1; next }
            /^<!-- builds end -->$/ { skip = 0 }
            skip { next }
            { out = ""; rest = $0
              while (match(rest, /<!-- over [a-z0-9-]+ [a-z]+ -->[0-9]+/)) {
                  mark = substr(rest, RSTART, RLENGTH); split(mark, w, " ")
                  key = w[3] " " w[4]
                  if (!(key in over)) { print "boards-table: " FILENAME ":" FNR ": no row for " key " (make boards measures it)" >"/dev/stderr"; bad = 1 }
                  sub(/[0-9]+$/, "", mark)
                  out = out substr(rest, 1, RSTART - 1) mark (key in over ? over[key] : 0)
                  rest = substr(rest, RSTART + RLENGTH) }
              print out rest }
            END { exit bad }' "$doc" >"$new" || exit 1
        if [ "$mode" = --write ]; then cp "$new" "$doc"
        elif ! diff -u "$doc" "$new"; then
            echo "boards-table: $doc's build table or its over-by figures differ from the builds (make boards-docs writes them)" >&2
            exit 1
        fi ;;
esac
