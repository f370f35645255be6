#!/usr/bin/env bash
# The source tree's structure, as docs/extending.md states it:
#   - every `#include "..."` line of firmware/, hal/, tools/, sim/ and
#     boards/ points where the doc's include-directions table allows (the
#     most specific path of the table that a file's path starts with);
#   - app/main.c has no #if (a missing capability is a no-op file);
#   - no family is named by its RULE_ID_... outside firmware/core/rules/,
#     rule.h and rule.c (the rule table);
#   - every header's guard is its include name in capitals;
#   - the displays' files as docs/extending.md lists them, and no display
#     #if outside them (display.sh).
# Each check also runs once on a planted fault, so a check that cannot fail
# fails here.
#   host-tests/structure/run.sh            (from the top of the tree)
set -u
. "$(dirname "$0")/../tally.sh"
doc=docs/extending.md

# tracked PATTERN...: the tree's files matching the patterns (DIR/*.EXT):
# git's list in a checkout, else find's (an unpacked release); a list that
# comes out empty fails the suite (a check of no file cannot fail)
tracked() {
    local p list
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        list=$(git ls-files "$@")
    else
        list=$(for p in "$@"; do find "${p%%/*}" -type f -name "${p#*/}" 2>/dev/null; done | sort -u)
    fi
    if [ -z "$list" ]; then
        echo "structure/run.sh: no file matches $* (run from the top of the tree)" >&2
        return 1
    fi
    echo "$list"
}
# listed NAME LIST: a test that the list of files to check is not empty
listed() { [ -n "$2" ] && ok "$1 listed ($(echo $2 | wc -w) files)" || bad "$1 listed" "no file found"; }

# ---- the table ------------------------------------------------------------
# "prefix<TAB>allowed allowed ..." per row, from the marked table
sed -n '/<!-- include-directions -->/,/<!-- \/include-directions -->/p' "$doc" |
    grep '^| `' | grep -v '^| ---' |
    sed -E 's/^\| `([^`]*)` \| (.*) \|$/\1\t\2/; s/`//g' >"$tmp/table"
rows=$(wc -l <"$tmp/table")
if [ "$rows" -ge 5 ]; then ok "include table read ($rows rows)"
else bad "include table read" "found $rows rows in $doc"; fi

# allowed FILE INCLUDE: 0 when the table lets FILE include INCLUDE
allowed() {
    local file=$1 inc=$2 best= best_len=-1 prefix list a
    while IFS=$'\t' read -r prefix list; do
        case $file in
        "$prefix"*) if [ ${#prefix} -gt $best_len ]; then best=$list; best_len=${#prefix}; fi ;;
        esac
    done <"$tmp/table"
    [ $best_len -ge 0 ] || return 0   # a path the table leaves alone
    for a in $best; do
        case $a in
        */) [[ $inc == "$a"* ]] && return 0 ;;
        *) [ "$inc" = "$a" ] && return 0 ;;
        esac
    done
    return 1
}

# check_includes FILE...: one failure line per include the table refuses
check_includes() {
    local f inc faults=0
    for f in "$@"; do
        while IFS= read -r inc; do
            if ! allowed "$f" "$inc"; then
                echo "$f: #include \"$inc\""
                faults=$((faults + 1))
            fi
        done < <(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f")
    done
    return $((faults > 0))
}

sources=$(tracked 'firmware/*.c' 'firmware/*.h' 'hal/*.c' 'hal/*.h' 'tools/*.c' 'tools/*.h' \
    'sim/*.c' 'sim/*.h' 'boards/*.h')
listed "sources" "$sources"
# shellcheck disable=SC2086
if out=$(check_includes $sources); then ok "includes point down ($(echo $sources | wc -w) files)"
else bad "includes point down" "$out"; fi

# planted: the engine including the app, and the bottom floor an engine header
mkdir -p "$tmp/firmware/core"
printf '#include "core/rule.h"\n#include "app/ui.h"\n' >"$tmp/firmware/core/x.c"
printf '#include "core/rule.h"\n' >"$tmp/firmware/core/text.c"
( cd "$tmp" && check_includes firmware/core/x.c >/dev/null ) && bad "planted: core includes app" "not found" ||
    ok "planted: core includes app"
( cd "$tmp" && check_includes firmware/core/text.c >/dev/null ) && bad "planted: text.c includes rule.h" "not found" ||
    ok "planted: text.c includes rule.h"

# ---- no #if in app/main.c ---------------------------------------------------
# no_if FILE: 0 when FILE has no preprocessor conditional
no_if() { ! grep -nE '^[[:space:]]*#[[:space:]]*(if|ifdef|ifndef|elif)\b' "$1"; }
if out=$(no_if firmware/app/main.c); then ok "no #if in app/main.c"
else bad "no #if in app/main.c" "$out"; fi
printf 'int main(void)\n{\n#if CAP_X\n    x();\n#endif\n}\n' >"$tmp/main.c"
no_if "$tmp/main.c" >/dev/null && bad "planted: #if in main.c" "not found" || ok "planted: #if in main.c"

# ---- RULE_ID_ only in the rule table and the families ----------------------
# rule_ids FILE...: the lines naming a RULE_ID_ outside the allowed files
rule_ids() {
    local f
    for f in "$@"; do
        case $f in
        firmware/core/rules/* | firmware/core/rule.h | firmware/core/rule.c) continue ;;
        esac
        grep -Hn 'RULE_ID_' "$f"
    done
    return 0
}
code=$(tracked 'firmware/*.c' 'firmware/*.h' 'hal/*.c' 'tools/*.c' 'tools/*.h' 'sim/*.c' 'sim/*.h')
listed "code" "$code"
# shellcheck disable=SC2086
out=$(rule_ids $code)
if [ -z "$out" ]; then ok "RULE_ID_ only in the rule table"
else bad "RULE_ID_ only in the rule table" "$out"; fi
mkdir -p "$tmp/firmware/app"
printf 'x = RULE_ID_NIM;\n' >"$tmp/firmware/app/y.c"
[ -n "$(cd "$tmp" && rule_ids firmware/app/y.c)" ] && ok "planted: RULE_ID_ in the app" ||
    bad "planted: RULE_ID_ in the app" "not found"

# ---- header guards ------------------------------------------------------------
# guard_of FILE: the guard its include name asks for
guard_of() {
    local name=${1#firmware/}
    case $name in boards/*/board.h) name=board.h ;; esac
    echo "$name" | tr 'a-z' 'A-Z' | sed 's/[^A-Z0-9]/_/g'
}
# bad_guards FILE...: headers whose first #ifndef/#define is not their guard
bad_guards() {
    local f want
    for f in "$@"; do
        want=$(guard_of "$f")
        if ! grep -q "^#ifndef $want\$" "$f" || ! grep -q "^#define $want\$" "$f"; then
            echo "$f: want $want, has $(grep -m1 '^#ifndef' "$f")"
        fi
    done
}
headers=$(tracked 'firmware/*.h' 'hal/*.h' 'tools/*.h' 'sim/*.h' 'boards/*.h' 'host-tests/*.h')
listed "headers" "$headers"
# shellcheck disable=SC2086
out=$(bad_guards $headers)
if [ -z "$out" ]; then ok "header guards are include names ($(echo $headers | wc -w) headers)"
else bad "header guards are include names" "$out"; fi
mkdir -p "$tmp/hal"
printf '#ifndef LCD_H\n#define LCD_H\n#endif\n' >"$tmp/hal/lcd.h"
[ -n "$(cd "$tmp" && bad_guards hal/lcd.h)" ] && ok "planted: a guard not the include name" ||
    bad "planted: a guard not the include name" "not found"

# the configuration model (boards/features.mk): host-tests/structure/model.sh
if bash "$(dirname "$0")/model.sh" >"$tmp/model.log" 2>&1; then ok "configuration model ($(tail -n 1 "$tmp/model.log"))"
else bad "configuration model" "$(grep -v '^ok ' "$tmp/model.log")"; fi

# the simulator's common objects: host-tests/structure/sim-common.sh
if bash "$(dirname "$0")/sim-common.sh" >"$tmp/sim-common.log" 2>&1; then
    ok "the simulator's common files ($(tail -n 1 "$tmp/sim-common.log"))"
else bad "the simulator's common files" "$(grep -v '^ok' "$tmp/sim-common.log")"; fi
# the displays (boards/displays/): host-tests/structure/display.sh
if bash "$(dirname "$0")/display.sh" >"$tmp/display.log" 2>&1; then ok "displays ($(tail -n 1 "$tmp/display.log"))"
else bad "displays" "$(grep -v '^ok ' "$tmp/display.log")"; fi

tally_end
