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
