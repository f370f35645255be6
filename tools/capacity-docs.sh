#!/usr/bin/env bash
# The capacity table of docs/boards.md: what each rule can hold on each
# board, as every board's capacity program (tools/capacity.c, built by
# `make size`) prints it, between the lines `<!-- begin: capacity -->` and
# `<!-- end: capacity -->`.
#   tools/capacity-docs.sh --check DOC CAPACITY...   compare; "N passed, M failed"
#   tools/capacity-docs.sh --write DOC CAPACITY...   write the table into DOC
# Each CAPACITY is build/<board>/capacity/capacity; the board is its folder,
# and build/<board>/nimbox.elf gives its maps' flash bytes.
set -u
mode=$1 doc=$2
shift 2
# the boards in name order, however they were given
# shellcheck disable=SC2046
set -- $(printf '%s\n' "$@" | sort)
begin='<!-- begin: capacity -->' end='<!-- end: capacity -->'

# The table: a row per label, a column per board.
table() {
    local bin board out header="| |" rule="| --- |" files=()
    out=$(mktemp -d) || exit 1
    for bin in "$@"; do
        board=$(basename "$(dirname "$(dirname "$bin")")")
        "$bin" "$board" "$(bash "$(dirname "$0")/map-bytes.sh" "build/$board/nimbox.elf")" \
            >"$out/$board" || { rm -rf "$out"; exit 1; }
        files+=("$out/$board")
        header="$header $board |"
        rule="$rule --- |"
    done
    echo "$header"
    echo "$rule"
    # the lines after the first: "  label: value"
    awk 'FNR == 1 { file++; next }
         { sub(/^  /, ""); i = index($0, ": "); label = substr($0, 1, i - 1)
           if (file == 1) order[++n] = label
           cell[label, file] = substr($0, i + 2) }
         END { for (r = 1; r <= n; r++) {
                   line = "| " order[r] " |"
                   for (f = 1; f <= file; f++) line = line " " cell[order[r], f] " |"
                   print line } }' "${files[@]}"
    rm -rf "$out"
}

if ! grep -qxF -- "$begin" "$doc" || ! grep -qxF -- "$end" "$doc"; then
    echo "FAIL $doc: no '$begin' and '$end' lines"
    [ "$mode" = --write ] && exit 1
    echo "0 passed, 1 failed"
    exit 1
fi
new=$(table "$@") || exit 1
if [ "$mode" = --write ]; then
    TABLE=$new awk -v b="$begin" -v e="$end" \
        '$0 == b { print; print ENVIRON["TABLE"]; skip = 1; next }
         $0 == e { skip = 0 } !skip { print }' "$doc" >"$doc.new" && mv "$doc.new" "$doc"
    echo "wrote $doc: the capacity table"
    exit 0
fi
if diff -u <(awk -v b="$begin" -v e="$end" '$0 == e { on = 0 } on { print } $0 == b { on = 1 }' "$doc") \
        <(printf '%s\n' "$new"); then
    echo "ok   $doc: the capacity table"
    echo "1 passed, 0 failed"
else
    echo "FAIL $doc: the capacity table differs (make capacity-docs writes it)"
    echo "0 passed, 1 failed"
    exit 1
fi
