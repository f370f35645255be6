#!/usr/bin/env bash
# The tables of docs/simulator.md that are the simulator's own: the script
# commands (`nimbox-sim --commands`, from sim/script_table.c) and the
# capabilities (`nimbox-sim --caps`, from sim/caps.c), each between the
# lines `<!-- begin: nimbox-sim OPTION -->` and `<!-- end: nimbox-sim
# OPTION -->`.
#   sim/docs-tables.sh --check SIM_BIN DOC   compare; "N passed, M failed"
#   sim/docs-tables.sh --write SIM_BIN DOC   write the tables into DOC
set -u
mode=$1 sim=$2 doc=$3
passed=0 failed=0

# The lines between the markers of option $1 in the doc.
block() {
    awk -v b="<!-- begin: nimbox-sim $1 -->" -v e="<!-- end: nimbox-sim $1 -->" \
        '$0 == e { on = 0 } on { print } $0 == b { on = 1 }' "$doc"
}

for opt in --commands --caps; do
    if ! grep -qxF -- "<!-- begin: nimbox-sim $opt -->" "$doc"; then
        echo "FAIL $doc: no '<!-- begin: nimbox-sim $opt -->' line"
        failed=$((failed + 1))
        continue
    fi
    if [ "$mode" = --write ]; then
        table=$("$sim" "$opt") || exit 1
        # the table through the environment: awk -v would read its backslashes
        TABLE=$table awk -v b="<!-- begin: nimbox-sim $opt -->" \
            -v e="<!-- end: nimbox-sim $opt -->" \
            '$0 == b { print; print ENVIRON["TABLE"]; skip = 1; next }
             $0 == e { skip = 0 } !skip { print }' "$doc" >"$doc.new" &&
            mv "$doc.new" "$doc"
        echo "wrote $doc: nimbox-sim $opt"
    elif diff -u <(block "$opt") <("$sim" "$opt") >"$doc.diff.tmp"; then
        echo "ok   $doc: the table of nimbox-sim $opt"
        passed=$((passed + 1))
    else
        echo "FAIL $doc: the table of nimbox-sim $opt differs (make sim-docs writes it):"
        cat "$doc.diff.tmp"
        failed=$((failed + 1))
    fi
    rm -f "$doc.diff.tmp"
done
[ "$mode" = --write ] && exit 0
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
