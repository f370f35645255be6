#!/usr/bin/env bash
# docs/images/oled-*.png against the glass (host-tests/sim/pictures.txt:
# each picture reached by its keys, then expect-picture), and planted:
# the same script with each picture swapped for the next one's must fail
# at every picture, and a PNG that is not the simulator's glass (a screen
# Chromium shot) is refused, saying why.
#   host-tests/sim/pictures.sh SIM ELF      (from the top of the tree)
set -u
sim=$1 elf=$2
here=$(dirname "$0")
. "$here/../tally.sh"
script=$here/pictures.txt

"$sim" --check "$elf" "$script" >"$tmp/good.log" 2>&1
status=$?
n=$(grep -c '^ok .*expect-picture' "$tmp/good.log")
if [ "$status" -eq 0 ] && [ "$n" -gt 0 ]; then
    ok "docs/images: $n pictures of the OLED are the glass pixel for pixel"
else
    bad "docs/images: the pictures of the OLED are the glass" "$(grep -v '^ok' "$tmp/good.log" | head -n 12)"
fi

# planted: each picture named where the next one's is shot
pics=$(sed -n 's/^expect-picture //p' "$script")
set -- $pics
rotated=$(printf '%s\n' "${@:2}" "$1")
awk -v list="$rotated" 'BEGIN { n = split(list, p, "\n") }
    /^expect-picture / { print "expect-picture " p[++i]; next } { print }' "$script" >"$tmp/swapped.txt"
"$sim" --check "$elf" "$tmp/swapped.txt" >"$tmp/swapped.log" 2>&1
failed=$(grep -c '^FAIL .*expect-picture' "$tmp/swapped.log")
differ=$(grep -c 'pixels differ from docs/images/' "$tmp/swapped.log")
if [ "$failed" -eq $# ] && [ "$differ" -eq $# ] && [ $# -gt 1 ]; then
    ok "planted: each of the $# pictures in another's place fails"
else
    bad "planted: each picture in another's place fails ($failed of $#)" \
        "$(grep 'expect-picture' "$tmp/swapped.log" | head -n 8)"
fi

# planted: a picture Chromium shot (compressed, RGB) is refused with why
{ echo "requires oled=1"; echo "wait 100"; echo "expect-picture docs/images/screen-home.png"; } >"$tmp/other.txt"
"$sim" --check "$elf" "$tmp/other.txt" >"$tmp/other.log" 2>&1
if grep -q '^FAIL .*expect-picture' "$tmp/other.log" &&
    grep -q 'screen-home.png: .*not the glass as the simulator shoots it' "$tmp/other.log"; then
    ok "planted: a PNG that is not the glass is refused, saying why"
else
    bad "planted: a PNG that is not the glass is refused" "$(cat "$tmp/other.log")"
fi
tally_end
