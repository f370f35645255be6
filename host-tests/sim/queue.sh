# shellcheck shell=bash
# queue.sh — the boards' simulator runs, sourced by host-tests/run-all.sh
# after suites.sh: sim_board BOARD (its scenarios in its simulator, as
# its kind of build and CUT_PLAN say), sim_margins BOARD (the lines its
# report quotes), sim_claimed_boards (the queue both lanes take from,
# a claim directory a board) and bench_builds_check (BENCH_BUILDS names
# builds of SIM_BOARDS only: a misspelt one would leave a build's
# budgets out, and pass).
# the firmware of every board in its simulator (SIM_BOARDS: board names;
# SIM_SCENARIOS: the shared scripts; each board adds its generated SG one),
# the LCD's timing checked at LCD_KHZ (an HD44780's slow corner), its
# narrowest margin, the EEPROM's wear and the power cuts tried (the
# power-cut-* scenarios: cut points per torn-cell model, and those lost)
# printed
lcd_khz=${LCD_KHZ:-190}
# A board's scenarios in its simulator (cycle-counted: the same on a busy
# machine), reported with the LCD's narrowest margin, the EEPROM's wear
# and the power cuts tried.
# The settings store's planned scenarios (CUT_SCENARIOS: the power-cut
# sweeps and the hour of wear) run where CUT_PLAN says
# (host-tests/sim/cut-plan.sh; check.mk says which and why); every build
# says where the sweeps it left ran, and a plan that names no build or
# sweep there fails the board's scenarios.
. "$(dirname "${BASH_SOURCE[0]}")/cut-plan.sh"
# A build not a covering one plays its set's and its OLED's own
# scenarios (SET_SCENARIOS) alone, without the soak and the SG rows.
sim_board() { # board
    local dir=build/$1 scenarios=${SIM_SCENARIOS:-} f kept= left= plan
    if [ "$1" = mega-ramps-12864 ] && [ -n "${OWN_SCENARIOS_RAMPS:-}" ]; then
        echo "skip: $1 plays its display's and keys' own scenarios (OWN_SCENARIOS_RAMPS), the rest the Mega's and the encoder builds'"
        # shellcheck disable=SC2086
        bounded "$lane_limit" "$dir/nimbox-sim" --lcd-khz "$lcd_khz" --check "$dir/nimbox.elf" $OWN_SCENARIOS_RAMPS
        return
    fi
    if [ -n "${SET_SCENARIOS:-}" ] && [ -n "${COVERING_BUILDS:-}" ] && ! in_list "$1" $COVERING_BUILDS; then
        echo "skip: $1 plays its set's and its OLED's own scenarios (SET_SCENARIOS), the rest its covering builds'"
        # shellcheck disable=SC2086
        bounded "$lane_limit" "$dir/nimbox-sim" --lcd-khz "$lcd_khz" --check "$dir/nimbox.elf" $SET_SCENARIOS
        return
    fi
    plan=$(cut_plan_of "$1")
    cut_plan_check || return 2
    if [ -n "${CUT_PLAN:-}" ] && [ "$plan" != all ]; then
        for f in $scenarios; do
            # shellcheck disable=SC2086
            if in_list "$f" ${CUT_SCENARIOS:-} && ! in_list "${f##*/}" ${plan//,/ }; then
                left="$left ${f##*/}"
            else
                kept="$kept $f"
            fi
        done
        scenarios=$kept
        echo "skip$left: played as CUT_PLAN says:${CUT_PLAN} (each EEPROM size and settings record once)"
    fi
    # shellcheck disable=SC2086
    bounded "$lane_limit" "$dir/nimbox-sim" --lcd-khz "$lcd_khz" --check "$dir/nimbox.elf" \
        $scenarios "$dir/maps/sg-scenario.txt" "$dir/soak-${SOAK_SECONDS:-600}s.txt"
}
sim_margins() { # board
    sed -n 's/^\(lcd timing at .*\)/    \1/p; s/^\(eeprom wear: .*\)/    \1/p;
        s/^\(power cuts inside .*\)/    \1/p; s/^\(skip power-cut.*\)/    \1/p' "build/$1/sim.log"
}
# Every board's scenarios not yet taken, each taken by making its claim
# directory (mkdir either makes it or fails: one taker per board), its
# output in build/BOARD/sim.log and its status and seconds beside it.
# (the builds CUT_PLAN names first: their sweeps make theirs the longest
# runs, 55 s on the 1284P, and the longest taken last kept the other
# lane idle for most of a minute at the end)
sim_claimed_boards() {
    local board start first= w
    for w in ${CUT_PLAN:-}; do
        # shellcheck disable=SC2086
        in_list "${w%%=*}" ${SIM_BOARDS:-} && first="$first ${w%%=*}"
    done
    # shellcheck disable=SC2086
    for board in $first $(for b in ${SIM_BOARDS:-}; do in_list "$b" $first || echo "$b"; done); do
        mkdir "build/$board/sim.claim" 2>/dev/null || continue
        start=$SECONDS
        sim_board "$board" >"build/$board/sim.log" 2>&1
        echo "$? $((SECONDS - start))" >"build/$board/sim.log.status"
    done
}
bench_builds_check() {
    local b bad=0
    for b in ${BENCH_BUILDS:-}; do
        # shellcheck disable=SC2086
        in_list "$b" ${SIM_BOARDS:-} || { echo "BENCH_BUILDS: $b is not a build of SIM_BOARDS"; bad=1; }
    done
    return "$bad"
}
