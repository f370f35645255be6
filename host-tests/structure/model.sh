#!/usr/bin/env bash
# The configuration model, as boards/features.mk states it:
#   - a capability's files are compiled only with it, and its stand-ins
#     only without it, in every feature set of a board of each kind; a
#     driver another board chooses (the piezo's, the beeper's) never;
#   - no capability is defaulted outside the table: no C source, header,
#     page template or board.mk defines or assigns one (the generated
#     capabilities.h alone carries them);
#   - no board folder's board.mk includes another board's.
# Each check also runs once on a planted fault, so a check that cannot fail
# fails here.
#   host-tests/structure/model.sh            (from the top of the tree)
set -u
. "$(dirname "$0")/../tally.sh"
table=boards/features.mk

caps=$(sed -n 's/^CAPS := //p' "$table")
if [ "$(echo $caps | wc -w)" -ge 5 ]; then ok "capability table read ($caps)"
else bad "capability table read" "CAPS := in $table gave '$caps'"; fi
# the files a capability adds (SRC) or its stand-ins (NONE_SRC), as the
# table gives them for the build (its own lines in the build's list: a
# driver may be chosen by the hardware, the sound's by buzzer or beeper)
cap_files() { # NAME SRC|NONE_SRC LIST
    sed -n "s/^CAP_$1_$2=//p" "$3"
}

# ---- a capability's files only with it ----------------------------------------
# wrong_files SOURCES_FILE: one line per file compiled against its capability
wrong_files() {
    local list=$1 c v f
    for c in $caps; do
        v=$(sed -n "s/^CAP_$c=//p" "$list")
        [ -n "$v" ] || { echo "CAP_$c: no value printed"; continue; }
        for f in $(cap_files "$c" SRC "$list"); do
            if [ "$v" = 1 ] && ! grep -qx "$f" "$list"; then echo "CAP_$c=1 but $f is not compiled"; fi
            if [ "$v" = 0 ] && grep -qx "$f" "$list"; then echo "CAP_$c=0 but $f is compiled"; fi
        done
        for f in $(cap_files "$c" NONE_SRC "$list"); do
            if [ "$v" = 1 ] && grep -qx "$f" "$list"; then echo "CAP_$c=1 but its stand-in $f is compiled"; fi
            if [ "$v" = 0 ] && ! grep -qx "$f" "$list"; then echo "CAP_$c=0 but its stand-in $f is not"; fi
        done
        for f in $(cap_files "$c" OTHER_SRC "$list"); do
            if grep -qx "$f" "$list"; then echo "$f, another board's driver for CAP_$c, is compiled"; fi
        done
    done
}
for build in "uno-lcdshield coach" "uno-lcdshield play" "uno-lcdshield practice" \
        "promini-handheld play" "promini-handheld coach" "handheld-1284p full" "mega-ramps-12864 full"; do
    set -- $build
    if ! make -s --no-print-directory BOARD="$1" CONFIG="$2" print-build-sources >"$tmp/src" 2>"$tmp/err"; then
        bad "sources of $1 $2" "$(cat "$tmp/err")"; continue
    fi
    out=$(wrong_files "$tmp/src")
    if [ -z "$out" ]; then ok "$1 $2: each capability's files only with it ($(grep -c '^[^=]*\.c$' "$tmp/src") files)"
    else bad "$1 $2: each capability's files only with it" "$out"; fi
done
# planted: the practice set's list with the play screens added
make -s --no-print-directory BOARD=uno-lcdshield CONFIG=practice print-build-sources >"$tmp/src" 2>/dev/null
echo firmware/app/ui_play.c >>"$tmp/src"
[ -n "$(wrong_files "$tmp/src")" ] && ok "planted: a play screen in the practice set" ||
    bad "planted: a play screen in the practice set" "not found"

# planted: the beeper's board with the piezo's timer driver added
make -s --no-print-directory BOARD=mega-ramps-12864 print-build-sources >"$tmp/src" 2>/dev/null
echo hal/avr/sound_timer.c >>"$tmp/src"
[ -n "$(wrong_files "$tmp/src")" ] && ok "planted: the timer's sound driver on the beeper's board" ||
    bad "planted: the timer's sound driver on the beeper's board" "not found"

# ---- no capability defaulted outside the table ----------------------------------
# defaults FILE...: each line that defines or assigns a capability
defaults() {
    local re
    re=$(echo $caps | sed 's/ /|/g')
    grep -nE "^[[:space:]]*#[[:space:]]*define[[:space:]]+CAP_($re)\b|^[[:space:]]*CAP_($re)[[:space:]]*[:?+]?=|-DCAP_($re)\b" "$@" \
        /dev/null | grep -v '^boards/features.mk:'
}
files=$(git ls-files 'firmware/*' 'hal/*' 'sim/*' 'web/*.in' 'web/*.mk' 'boards/*' 'tools/*.mk' \
    'host-tests/*.mk' 'host-tests/*/*.mk' Makefile | grep -v '^web/node_modules/')
# shellcheck disable=SC2086
out=$(defaults $files)
if [ -z "$out" ]; then ok "no capability defaulted outside $table ($(echo $files | wc -w) files)"
else bad "no capability defaulted outside $table" "$out"; fi
printf '#ifndef CAP_SOUND\n#define CAP_SOUND 0\n#endif\n' >"$tmp/planted.h"
printf 'CAP_PLAY := 0\n' >"$tmp/planted.mk"
[ "$(defaults "$tmp/planted.h" "$tmp/planted.mk" | wc -l)" = 2 ] && ok "planted: a header and a board.mk defaulting one" ||
    bad "planted: a header and a board.mk defaulting one" "not found"

# ---- no board folder includes another's ------------------------------------------
cross() { # board.mk...: each include of a board folder's file
    local f
    for f in "$@"; do
        grep -nE '^[[:space:]]*-?include[[:space:]]+boards/[^/]+/' "$f" /dev/null |
            grep -vE 'boards/(chips|profiles|shields)/'
    done
}
out=$(cross boards/*/board.mk)
if [ -z "$out" ]; then ok "no board.mk includes another board's ($(ls boards/*/board.mk | wc -l) boards)"
else bad "no board.mk includes another board's" "$out"; fi
printf 'include boards/uno-lcdshield/board.mk\n' >"$tmp/board.mk"
[ -n "$(cross "$tmp/board.mk")" ] && ok "planted: a board.mk including another" ||
    bad "planted: a board.mk including another" "not found"

tally_end
