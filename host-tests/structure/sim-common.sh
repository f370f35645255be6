#!/usr/bin/env bash
# The simulator's common objects (sim/sim.mk: SIM_COMMON_SRC, compiled
# once for every build in build/sim-common/, without the board's folder or
# flags) stay every build's:
#   - no header of sim/ chooses by a build's name (an #if, #ifdef,
#     #ifndef, #elif or defined() on a name of SIM_BUILD_NAMES) or
#     includes board.h or the capabilities: a common file that includes
#     it would be compiled one way for every board, silently;
#   - the common list holds the files that name none of them, and is not
#     empty; a file that names one is a build's.
# Each check also runs once on a planted fault.
#   host-tests/structure/sim-common.sh            (from the top of the tree)
set -u
. "$(dirname "$0")/../tally.sh"
split=$(make -s --no-print-directory BOARD=nano-oled print-sim-split 2>/dev/null)
names=$(sed -n 1p <<<"$split")

# header_choices FILE...: each line of them choosing by a build's name
header_choices() {
    grep -nE "^[[:space:]]*#[[:space:]]*(if|ifdef|ifndef|elif|include)\b.*($names)" "$@"
}
if [ -z "$names" ]; then
    bad "SIM_BUILD_NAMES read (make print-sim-split)" "empty"
else
    out=$(header_choices sim/*.h)
    if [ -z "$out" ]; then ok "no header of sim/ chooses by a build's name ($(ls sim/*.h | wc -l) headers)"
    else bad "no header of sim/ chooses by a build's name" "$out"; fi
    mkdir -p "$tmp/sim"
    printf '#ifndef X_H\n#define X_H\n#ifdef BOARD_LCD_POWER_PORT\nint x;\n#endif\n#endif\n' >"$tmp/sim/x.h"
    [ -n "$(header_choices "$tmp/sim/x.h")" ] && ok "planted: a header's #ifdef on a board's pin" ||
        bad "planted: a header's #ifdef on a board's pin" "not found"
    printf '#include "board.h"\n' >"$tmp/sim/y.h"
    [ -n "$(header_choices "$tmp/sim/y.h")" ] && ok "planted: a header including board.h" ||
        bad "planted: a header including board.h" "not found"
fi

# the lists a build gets: common files name none, the build's own name one
common=$(sed -n 2p <<<"$split")
own=$(sed -n 3p <<<"$split")
named=$( [ -n "$common" ] && grep -l -E "$names" $common)
if [ -n "$common" ] && [ -z "$named" ] && [ -n "$own" ]; then
    ok "the common files name no build's name ($(echo $common | wc -w) common, $(echo $own | wc -w) the build's)"
else
    bad "the common files name no build's name" "common: ${common:-none}; naming one: ${named:-none}"
fi
# planted: a common file that reads a board's pin is found
printf '/* planted */\nint pin = BOARD_BUZZER_BIT;\n' >"$tmp/sim/planted.c"
[ -n "$(grep -l -E "$names" "$tmp/sim/planted.c")" ] && ok "planted: a common file naming a board's pin" ||
    bad "planted: a common file naming a board's pin" "not found"
tally_end
