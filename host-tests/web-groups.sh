# shellcheck shell=bash
# web-groups.sh — the groups the page's scenarios are played in
# (WEB_SCENARIO_GROUPS, host-tests/check.mk; sourced by
# host-tests/run-all.sh after suites.sh; its planted cases:
# host-tests/sim/self/run.sh).
#   web_groups          one group a line, its boards joined by commas
#                       (without WEB_SCENARIO_GROUPS, a board a group)
#   web_groups_check    0 when every board of COVERING_BUILDS and
#                       WEB_ENCODER_BUILDS is in exactly one group and
#                       every board of a group is one of them; else 1,
#                       with a line per fault (a board left out would be
#                       played by no one, and pass), and WEB_ONCE_BOARD
#                       (the board whose group plays the runner's
#                       once-a-run parts), where set, in a group
#   web_claimed_parts   each group not yet taken, played (run-all.sh)
web_groups() {
    local groups=${WEB_SCENARIO_GROUPS:-}
    [ -n "$groups" ] || groups="${COVERING_BUILDS:-${WEB_BOARDS:-}} ${WEB_ENCODER_BUILDS:-}"
    echo "$groups" | tr ' ' '\n' | grep -v '^$'
}
web_groups_check() {
    local b n bad=0
    for b in ${COVERING_BUILDS:-} ${WEB_ENCODER_BUILDS:-}; do
        n=$(web_groups | tr ',' '\n' | grep -cx -- "$b")
        [ "$n" = 1 ] || { echo "WEB_SCENARIO_GROUPS: $b is in $n groups, not 1"; bad=1; }
    done
    for b in $(web_groups | tr ',' ' '); do
        # shellcheck disable=SC2086
        in_list "$b" ${COVERING_BUILDS:-} ${WEB_ENCODER_BUILDS:-} ||
            { echo "WEB_SCENARIO_GROUPS: $b is not a covering or encoder build"; bad=1; }
    done
    if [ -n "${WEB_ONCE_BOARD:-}" ] && ! web_groups | tr ',' '\n' | grep -qx -- "$WEB_ONCE_BOARD"; then
        echo "WEB_ONCE_BOARD: $WEB_ONCE_BOARD is in no group (the page's units and once-a-run scripts would play nowhere)"
        bad=1
    fi
    return "$bad"
}
# The page's scenarios in Node, in groups taken as the boards' are (a
# claim directory each), the longest first: the other core's lane takes
# the first from the start, and whichever lane is free the next, so the
# longest suite of all runs on both cores and ends on both.
# WEB_SCENARIO_GROUPS: groups of boards joined by commas; the boards of a
# view (chip, display, keys) share a group, since the page's runner plays
# a script again only on a board of another view or of other
# capabilities the script asks about (the Uno's play set in a process of
# its own played 26 s, after the Uno's coach set 7 s), and an encoder
# board follows a board of five keys (the runner's own planted cases
# play on a group's first board).  A board of COVERING_BUILDS or
# WEB_ENCODER_BUILDS in no group, or in two, fails the suite.
web_claimed_parts() {
    local group g=0 log start
    for group in $(web_groups); do
        g=$((g + 1))
        log=$WEB_DIR/scenarios-$g.log
        mkdir "$WEB_DIR/scenarios-$g.claim" 2>/dev/null || continue
        start=$SECONDS
        WEB_BOARDS="${group//,/ }" bounded "$lane_limit" \
            node web/test/scenarios.mjs "$WEB_DIR" >"$log" 2>&1
        echo "$? $((SECONDS - start))" >"$log.status"
    done
}
