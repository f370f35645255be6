# cut-plan.sh — which power-cut sweeps a build plays (sourced by
# host-tests/run-all.sh, after suites.sh; its own tests: self/run.sh).
# CUT_PLAN's words are BUILD=all or BUILD=FILE,FILE: a build without a
# word plays none of CUT_SCENARIOS, and every build plays the rest.  A
# plan is a filter, so one that matches nothing would play no sweep and
# pass: a word whose build is not among SIM_BOARDS, or a FILE not among
# CUT_SCENARIOS, fails, and so does a sweep no build plays.

cut_plan_of() { # build: its CUT_PLAN entry ("all", "a.txt,b.txt" or "")
    local w
    for w in ${CUT_PLAN:-}; do
        [ "${w%%=*}" = "$1" ] && { echo "${w#*=}"; return; }
    done
}

# cut_plan_check: 0 when every word of CUT_PLAN names a build of
# SIM_BOARDS and files of CUT_SCENARIOS, and every sweep is played by a
# build; otherwise 1, with a line per fault.
cut_plan_check() {
    local w build files f s names="" played="" bad=0
    for s in ${CUT_SCENARIOS:-}; do names="$names ${s##*/}"; done
    for w in ${CUT_PLAN:-}; do
        build=${w%%=*} files=${w#*=}
        if [ "$build" = "$w" ] || [ -z "$files" ]; then
            echo "CUT_PLAN: \"$w\" is not BUILD=all or BUILD=FILE,..."
            bad=1
            continue
        fi
        # shellcheck disable=SC2086
        if ! in_list "$build" ${SIM_BOARDS:-}; then
            echo "CUT_PLAN: $build (in \"$w\") is not a build of SIM_BOARDS: its sweeps would run nowhere"
            bad=1
        fi
        [ "$files" = all ] && { played="$played $names"; continue; }
        for f in ${files//,/ }; do
            # shellcheck disable=SC2086
            if in_list "$f" $names; then
                played="$played $f"
            else
                echo "CUT_PLAN: $f (in \"$w\") matches no power-cut scenario (CUT_SCENARIOS:${names:- none})"
                bad=1
            fi
        done
    done
    if [ -n "${CUT_PLAN:-}" ]; then
        for f in $names; do
            # shellcheck disable=SC2086
            in_list "$f" $played || { echo "CUT_PLAN: no build plays $f"; bad=1; }
        done
    fi
    return "$bad"
}
