#!/usr/bin/env bash
# Runs every host test suite, prints one count line per suite and a total,
# and exits non-zero if any test failed or any suite did not run to the end.
#   host-tests/run-all.sh CHECK_DIR UNIT_BINARY...
set -u
check_dir=$1
shift
total_pass=0
total_fail=0
broken=0

# the suites' running and reporting: bounded, run_suite, report_suite,
# waiting_report, ... (host-tests/suites.sh)
. "$(dirname "$0")/suites.sh"

# the boards' simulator runs and their queue (host-tests/sim/queue.sh)
. "$(dirname "$0")/sim/queue.sh"
# the page's scenario groups and their queue (web-groups.sh)
. "$(dirname "$0")/web-groups.sh"
# The other core's lane, in the background from the start: the page's
# scenarios in Node and its flasher, then the boards' scenarios, one board after another,
# taken from the same queue as this lane takes them from once every
# board's other suites (some of them timed in real time: the interactive
# front end) have run here, one at a time; the suites before those run
# here meanwhile too.
web_started=
if [ -z "${WEB_ONLY:-}" ] && [ -n "${SIM_BOARDS:-}" ]; then
    for board in $SIM_BOARDS; do
        rm -rf "build/$board/sim.claim" "build/$board/sim.log.status"
    done
    [ -n "${WEB_DIR:-}" ] && web_started=1 && rm -f "$WEB_DIR/flash.log.status"
    if [ -n "$web_started" ]; then
        rm -rf "$WEB_DIR"/scenarios*.claim "$WEB_DIR"/scenarios*.log.status
    fi
    (
        # it computes: below the lanes paced to the wall clock (nice 15)
        renice -n 15 -p "$BASHPID" >/dev/null 2>&1
        if [ -n "$web_started" ]; then
            web_claimed_parts
            # the page's flasher against the boards' real bootloaders
            start=$SECONDS
            bounded "$suite_limit" node web/test/flash.mjs "$WEB_DIR" >"$WEB_DIR/flash.log" 2>&1
            echo "$? $((SECONDS - start))" >"$WEB_DIR/flash.log.status"
        fi
        sim_claimed_boards
    ) &
    lane_pid=$!
fi

# Every board's simulator tools (host-tests/sim/tools/run.sh: the trace,
# the console on a pty, gdb) and interactive front end (interactive.sh) in
# the background from the start, one suite after another: they wait more
# than they compute (a pty, a debugger, a simulator paced to the wall
# clock: about 4 s and 15 s each, under 2 s of CPU together), so the
# cores stay with the suites that compute; each is reported in its
# board's place below once its status is written.
waiting_lane() {
    local board dir start
    for board in ${COVERING_BUILDS:-${SIM_BOARDS:-}}; do
        dir=build/$board
        start=$SECONDS
        bounded "$suite_limit" bash host-tests/sim/tools/run.sh "$dir/nimbox-sim" "$dir/nimbox.elf" \
            "$dir/debug/nimbox.elf" "$check_dir/nimbox" >"$dir/sim-tools.log" 2>&1
        echo "$? $((SECONDS - start))" >"$dir/sim-tools.log.status"
        start=$SECONDS
        bounded "$suite_limit" bash host-tests/sim/tools/interactive.sh "$dir/nimbox-sim" \
            "$dir/nimbox.elf" >"$dir/sim-interactive.log" 2>&1
        echo "$? $((SECONDS - start))" >"$dir/sim-interactive.log.status"
    done
}
if [ -z "${WEB_ONLY:-}" ] && [ -n "${SIM_BOARDS:-}" ]; then
    for board in ${COVERING_BUILDS:-$SIM_BOARDS}; do
        rm -f "build/$board/sim-tools.log.status" "build/$board/sim-interactive.log.status"
    done
    waiting_lane &
fi
# `make flash` into the simulated bootloaders (host-tests/flash/run.sh):
# avrdude and a simulator paced to the wall clock, mostly waiting, so it
# runs beside everything from the start and is reported in its place
flash_boards=
if [ -z "${WEB_ONLY:-}" ]; then
    for b in uno-lcdshield mega-lcdshield; do
        [ -x "build/$b/nimbox-sim" ] && flash_boards="$flash_boards $b"
    done
fi
if [ -n "$flash_boards" ]; then
    rm -f "$check_dir/flash.log.status"
    # (above the other lanes where the machine allows it, root in CI: the
    # simulated bootloader keeps avrdude's pace or avrdude gives up)
    # shellcheck disable=SC2086
    ( renice -n -10 -p "$BASHPID" >/dev/null 2>&1; start=$SECONDS; bounded "$suite_limit" bash host-tests/flash/run.sh $flash_boards \
        >"$check_dir/flash.log" 2>&1; echo "$? $((SECONDS - start))" >"$check_dir/flash.log.status" ) &
fi

# The page in headless Chromium (WEB_DIR): its emulator runs at the
# board's real speed, so its suites wait on the wall clock more than they
# compute; they run once `make flash` above is over (avrdude's and the
# page's flasher's timeouts are real time, and beside two starting
# Chromiums the simulated bootloader fell behind them: an avrdude timeout
# and two overruns in one fresh-clone run), in two Chromiums side by side
# (the boards' checks then the OLED boards' and the encoder's; the screens of
# docs/device.md then Flash to my board), above the computing lanes:
# everything started after this line runs at a lower priority (nice 15),
# so the page, the flashing and the interactive front end keep their
# pace.  (The page queues a key's presses in the device's time and the
# idle page is measured in CPU time, so a busy machine slows these suites
# without failing them.)
# (browser_group: LOG SCRIPT pairs, one after another; a script not there
# yet is left out)
browser_group() {
    while [ $# -ge 2 ]; do
        rm -f "$WEB_DIR/$1.status"
        if [ -f "web/test/$2" ]; then
            start=$SECONDS
            bounded "$lane_limit" node "web/test/$2" "$WEB_DIR" >"$WEB_DIR/$1" 2>&1
            echo "$? $((SECONDS - start))" >"$WEB_DIR/$1.status"
        fi
        shift 2
    done
}
browser_lane() {
    local waited=0
    while [ -n "$flash_boards" ] && [ ! -f "$check_dir/flash.log.status" ] && [ $waited -lt "$suite_limit" ]; do
        sleep 1
        waited=$((waited + 1))
    done
    browser_group browser.log browser.mjs browser-oled.log browser-oled.mjs browser-encoder.log browser-encoder.mjs &
    browser_group browser-screens.log browser-screens.mjs flash-browser.log flash-browser.mjs &
    wait
}
browser_pid=
if [ -n "${WEB_DIR:-}" ]; then
    browser_lane &
    browser_pid=$!
fi
renice -n 15 -p $$ >/dev/null 2>&1

# the unit tests (UNIT_BINARY...)
for bin in "$@"; do
    name=$(basename "$bin")
    case $bin in   # a unit test built with another board's headers says so
        "$check_dir"/*) ;;
        *) name="$name (${bin%%/unit/*})" ;;
    esac
    log="$bin.log"
    start=$SECONDS
    bounded "$suite_limit" "$bin" >"$log" 2>&1
    status=$?
    passed=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test(s)\./\1/p' "$log" | awk '{s+=$1} END {print s+0}')
    failed=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test(s), listed below:/\1/p' "$log" | awk '{s+=$1} END {print s+0}')
    ran=$(sed -n 's/^\[==========\] \([0-9]*\) test(s) run\./\1/p' "$log" | awk '{s+=$1} END {print s+0}')
    if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
        failed=1   # crashed or sanitizer abort: count the suite as failing
    fi
    if [ "$ran" -eq 0 ] || [ $((passed + failed)) -eq 0 ]; then
        # no cmocka summary, or one of no test: a suite that ran nothing
        echo "$bin: ran no test (no cmocka \"[==========] N test(s) run.\" with N > 0)" >>"$log"
        [ "$failed" -gt 0 ] || failed=1
        [ "$status" -ne 0 ] || status=1
    fi
    suite_line "$name" "$passed" "$failed" $((SECONDS - start))
    if [ "$status" -ne 0 ]; then
        broken=1
        echo "---- $name (exit $status) ----"
        grep -v '^\[ \(RUN\|       OK\) ' "$log" | tail -n 40
    fi
done

# WEB_ONLY=1 (make web-check): only the page's suites below
if [ -z "${WEB_ONLY:-}" ]; then
run_suite "cli (judge samples, errors)" "$check_dir/cli.log" 40 \
    bash host-tests/cli/run.sh "$check_dir/nimbox"

run_suite "cli (reply, play)" "$check_dir/cli-play.log" 40 \
    bash host-tests/cli/play.sh "$check_dir/nimbox"

run_suite "cli (puzzle)" "$check_dir/cli-puzzle.log" 40 \
    bash host-tests/cli/puzzle.sh "$check_dir/nimbox"

# the oracle's shortcuts, and the flood and soak generators stopped by a
# host command that lies
run_suite "oracle (shortcuts, generators)" "$check_dir/oracle.log" 40 \
    bash host-tests/oracle/run.sh "$check_dir/nimbox"

run_suite "cli (misere)" "$check_dir/cli-misere.log" 40 \
    bash host-tests/cli/misere.sh "$check_dir/nimbox"

run_suite "port (nimbox --port)" "$check_dir/port.log" 40 \
    bash host-tests/port/run.sh "$check_dir/nimbox" "$check_dir/fake_device"

# the tree's layers, capabilities, rule identifiers and header guards
# against docs/extending.md
run_suite "structure (includes, main.c, rule ids, guards)" "$check_dir/structure.log" 40 \
    bash host-tests/structure/run.sh

run_suite "mapc (map compiler)" "$check_dir/mapc.log" 40 \
    bash host-tests/mapc/run.sh "$check_dir/mapc" "$check_dir/gen_large"

# docs/simulator.md's tables of script commands and capabilities against
# the simulator's own (SIM_DOC; any board's simulator prints the same)
first_board=${SIM_BOARDS:-}
first_board=${first_board%% *}
if [ -n "${SIM_DOC:-}" ] && [ -n "$first_board" ]; then
    run_suite "simulator docs (tables)" "build/$first_board/sim-docs.log" 40 \
        bash sim/docs-tables.sh --check "build/$first_board/nimbox-sim" "$SIM_DOC"
    # the script runner's own planted faults (host-tests/sim/self/)
    run_suite "simulator runner (planted faults)" "build/$first_board/sim-self.log" 40 \
        bash host-tests/sim/self/run.sh "build/$first_board/nimbox-sim" "build/$first_board/nimbox.elf"
    # the simulator's OLED model apart from nimbox's driver: a raw-TWI
    # program's good sequences, and its planted wrong ones that must fail
    run_suite "simulator OLED model (planted faults)" "$check_dir/sim-oled.log" 40 \
        bash host-tests/sim/oled/run.sh
    # the ST7920's model likewise: its own pin-driving program's cases
    run_suite "simulator ST7920 model (planted faults)" "$check_dir/sim-st7920.log" 40 \
        bash host-tests/sim/st7920/run.sh
    # an active buzzer's beeps likewise: its own pin-driving program's cases
    run_suite "simulator beeps (planted faults)" "$check_dir/sim-beeper.log" 40 \
        bash host-tests/sim/beeper/run.sh
fi

# docs/boards.md's capacity table against every board's capacity program
# (built by `make size`; tools/capacity.c)
if [ -n "${SIM_BOARDS:-}" ]; then
    cap_bins=
    for board in $SIM_BOARDS; do cap_bins="$cap_bins build/$board/capacity/capacity"; done
    # shellcheck disable=SC2086
    run_suite "capacity docs (table)" "$check_dir/capacity-docs.log" 40 \
        bash tools/capacity-docs.sh --check docs/boards.md $cap_bins
fi

# every committed fuzz input (host-tests/fuzz/corpus/, crashes/) through its
# harness's plain driver (fuzz.mk), under ASan/UBSan
run_suite "fuzz corpora (replay)" "$check_dir/fuzz/replay.log" 40 \
    bash host-tests/fuzz/replay.sh "$check_dir/fuzz"

# the docs' marked examples run, their quoted values against the boards'
# builds (docs/testing.md, "Docs that cannot drift")
run_suite "docs (examples, quoted values)" "$check_dir/docs.log" 60 \
    bash host-tests/docs/run.sh "$check_dir/nimbox" README.md docs/*.md

# make install into a temporary DESTDIR: the installed command, its man
# page (groff -ww) and the bash and zsh completions, then make uninstall
run_suite "install (command, man page, completions)" "$check_dir/install.log" 40 \
    bash host-tests/install/run.sh

run_suite "setup, flash, help, wiring docs" "$check_dir/setup.log" 40 bash host-tests/setup/run.sh

# `make flash` through avrdude into the boards' real bootloaders,
# simulated (started in the background at the top: it waits on a wall
# clock more than it computes)
if [ -n "$flash_boards" ]; then
    waiting_report "make flash into the bootloaders" "$check_dir/flash.log"
fi

# the simulator's HD44780 timing check on synthetic pin timings
if [ -x "$check_dir/sim-lcd-timing" ]; then
    run_suite "simulator LCD timing check" "$check_dir/sim-lcd-timing.log" 40 \
        "$check_dir/sim-lcd-timing"
fi

# the Uno built with the 400-node map (LARGE400_DIR, `make large400-ready`):
# the map's screens and console, and every node's SG value against the host's
if [ -n "${LARGE400_DIR:-}" ]; then
    run_suite "simulator uno-lcdshield (400-node map)" "$LARGE400_DIR/sim.log" 40 \
        "$LARGE400_DIR/nimbox-sim" --check "$LARGE400_DIR/nimbox.elf" \
        host-tests/sim/scenarios/map-large400.txt "$LARGE400_DIR/maps/sg-scenario.txt"
fi

# every board's other suites here, one board after another, while the
# lane (above) runs the boards' scenarios
# (COVERING_BUILDS: each chip, display, key wiring and capability once,
# for the test build's scenarios and the simulator's tools)
covering() { [ -z "${COVERING_BUILDS:-}" ] || in_list "$1" $COVERING_BUILDS; }
if ! bench_builds_check; then
    suite_line "the bench's builds (BENCH_BUILDS)" 0 1
    broken=1
fi
for board in ${SIM_BOARDS:-}; do
    dir=build/$board
    if [ -n "${TEST_SCENARIOS:-}" ] && covering "$board"; then
        # shellcheck disable=SC2086
        run_suite "simulator $board (test build)" "$dir/sim-test.log" 60 \
            "$dir/nimbox-sim" --lcd-khz "$lcd_khz" --check "$dir/test/nimbox.elf" $TEST_SCENARIOS
    fi
    # the speed budgets (BENCH_SCENARIOS: `make bench`'s device scripts):
    # cycles counted in simavr, the same on every run (they work the five
    # keys: an encoder board's budgets are its own scenarios'), on the
    # builds of BENCH_BUILDS (check.mk: each chip, display and clock once)
    # shellcheck disable=SC2086
    if [ -n "${BENCH_SCENARIOS:-}" ] && in_list "$board" ${BENCH_BUILDS:-$board} &&
        ! "$dir/nimbox-sim" --caps "$dir/nimbox.elf" 2>/dev/null | grep -qx 'keys=encoder'; then
        # shellcheck disable=SC2086
        run_suite "simulator $board (budgets)" "$dir/sim-bench.log" 60 \
            "$dir/nimbox-sim" --lcd-khz "$lcd_khz" --check "$dir/nimbox.elf" $BENCH_SCENARIOS
    fi
    # docs/images' OLED pictures, on an OLED build that draws them all (pictures.sh)
    [ "$("$dir/nimbox-sim" --caps "$dir/nimbox.elf" 2>/dev/null | grep -cE '^(oled|picture|play|diagrams)=1$')" = 4 ] &&
        run_suite "simulator $board (docs' pictures)" "$dir/sim-pictures.log" 40 bash host-tests/sim/pictures.sh "$dir/nimbox-sim" "$dir/nimbox.elf"
    # trace, pty and gdb (host-tests/sim/tools/), and the interactive front
    # end in a terminal of 80 x 24 (tmux): wrapping, keys held until the
    # next key, the footer, a power cycle (both run in the background from
    # the start: waiting_lane above)
    if covering "$board"; then
        waiting_report "simulator $board (tools)" "$dir/sim-tools.log"
        grep '^skip' "$dir/sim-tools.log"
        waiting_report "simulator $board (interactive)" "$dir/sim-interactive.log"
    fi
done
# the boards' scenarios the lane has not taken yet, here too; then, once
# the lane has ended, every board's scenarios reported in order
[ -n "$web_started" ] && web_claimed_parts
sim_claimed_boards
[ -n "${lane_pid:-}" ] && wait "$lane_pid"
for board in ${SIM_BOARDS:-}; do
    result=$(cat "build/$board/sim.log.status" 2>/dev/null || echo "1 0")
    report_suite "simulator $board" "build/$board/sim.log" 60 "${result% *}" "${result#* }"
    sim_margins "$board"
done

# nano-i2c with a 20x4 (NANO2004_DIR, `make nano2004-ready`, a build
# option no board carries by default): the bench's cycle budgets (a key's
# new hint on the glass within 16 ms, the I2C bus's time included) and the
# scenarios of its display, keys and screens
if [ -n "${NANO2004_DIR:-}" ]; then
    # shellcheck disable=SC2086
    run_suite "simulator nano-i2c LCD=2004 (budgets, display)" "$NANO2004_DIR/sim.log" 60 \
        "$NANO2004_DIR/nimbox-sim" --lcd-khz "$lcd_khz" --check "$NANO2004_DIR/nimbox.elf" \
        ${BENCH_SCENARIOS:-} host-tests/sim/scenarios/keys-screen.txt \
        host-tests/sim/scenarios/lcd-i2c.txt host-tests/sim/scenarios/screens.txt \
        host-tests/sim/scenarios/keys.txt
fi

# nano-i2c with a rotary encoder (ENCODER_BUILDS, `make encoder-ready`):
# the encoder's own scenarios (ENCODER_SCENARIOS: a game, a puzzle, a
# rule, a fast spin, key to glass) and the runner's planted encoder cases
for board in ${ENCODER_BUILDS:-}; do
    # shellcheck disable=SC2086
    run_suite "simulator $board (the encoder's scenarios)" "build/$board/sim.log" 60 \
        "build/$board/nimbox-sim" --lcd-khz "$lcd_khz" --check "build/$board/nimbox.elf" \
        ${ENCODER_SCENARIOS:-}
    run_suite "simulator runner $board (planted encoder faults)" "build/$board/sim-self.log" 40 \
        bash host-tests/sim/self/run.sh "build/$board/nimbox-sim" "build/$board/nimbox.elf"
done

# the OLED on SPI (SPI_BUILDS, offered builds with their simulator):
# what the bus adds (SPI_SCENARIOS) and the whole glass's time on it
# (bench/oled.txt)
for board in ${SPI_BUILDS:-}; do
    # shellcheck disable=SC2086
    run_suite "simulator $board (the SPI bus's scenarios)" "build/$board/sim.log" 60 \
        "build/$board/nimbox-sim" --lcd-khz "$lcd_khz" --check "build/$board/nimbox.elf" \
        ${SPI_SCENARIOS:-} host-tests/sim/bench/oled.txt
done

fi

# the page (WEB_DIR: build/web, made by `make web`): the scenarios on the
# page's emulator in Node, then the page in headless Chromium (without
# it, each fails, or with NIMBOX_NO_CHROMIUM=1 is counted as skipped)
if [ -n "${WEB_DIR:-}" ]; then
    if [ -n "${web_started:-}" ]; then
        g=0
        for group in $(web_groups); do
            g=$((g + 1))
            finish_suite "web: scenarios on avr8js (Node, ${group//,/ })" "$WEB_DIR/scenarios-$g.log" 60
        done
        if web_groups_check >"$WEB_DIR/scenario-groups.log"; then
            suite_line "web: the scenario groups (each board once)" 1 0
        else
            suite_line "web: the scenario groups (each board once)" 0 1
            broken=1
            cat "$WEB_DIR/scenario-groups.log"
        fi
    else
        run_suite "web: scenarios on avr8js (Node)" "$WEB_DIR/scenarios.log" 60 \
            node web/test/scenarios.mjs "$WEB_DIR"
    fi
    # the OLED on SPI (SPI_BUILDS, not covering builds): its own
    # scenarios on the page's SPI (web/src/oled-spi.js)
    if [ -n "${SPI_BUILDS:-}" ] && [ -n "${SPI_SCENARIOS:-}" ]; then
        # shellcheck disable=SC2046
        run_suite "web: the OLED on SPI (Node)" "$WEB_DIR/scenarios-spi.log" 40 \
            env WEB_BOARDS="$SPI_BUILDS" node web/test/scenarios.mjs "$WEB_DIR" \
            $(for f in $SPI_SCENARIOS; do basename "$f"; done)
    fi
    # the page's flasher against the boards' real bootloaders in avr8js
    # (run in the lane after the scenarios)
    if [ -n "${web_started:-}" ]; then
        waiting_report "web: flasher into the bootloaders (Node)" "$WEB_DIR/flash.log"
    else
        run_suite "web: flasher into the bootloaders (Node)" "$WEB_DIR/flash.log" 40 \
            node web/test/flash.mjs "$WEB_DIR"
    fi
    # the page in Chromium (started at the top)
    [ -n "$browser_pid" ] && wait "$browser_pid"
    waiting_report "web: the page (Chromium)" "$WEB_DIR/browser.log"
    waiting_report "web: the screens of device.md (Chromium)" "$WEB_DIR/browser-screens.log"
    waiting_report "web: Flash to my board (Chromium)" "$WEB_DIR/flash-browser.log"
    if [ -f web/test/browser-oled.mjs ]; then
        waiting_report "web: the OLED boards (Chromium)" "$WEB_DIR/browser-oled.log"
    fi
    if [ -f web/test/browser-encoder.mjs ]; then
        waiting_report "web: the rotary encoder (Chromium)" "$WEB_DIR/browser-encoder.log"
    fi
fi

echo "total: $total_pass passed, $total_fail failed${total_skipped:+, $total_skipped suites skipped (said above)}"
if [ "$total_fail" -ne 0 ] || [ "$broken" -ne 0 ] || [ "$total_pass" -eq 0 ]; then
    exit 1
fi
