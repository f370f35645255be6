#!/usr/bin/env bash
# Replays every committed fuzz input through its harness's plain driver
# (built by fuzz.mk for `make check`): host-tests/fuzz/corpus/NAME/ and
# host-tests/fuzz/crashes/NAME/ through DIR/replay-NAME.  Prints one line
# per harness, then "N passed, M failed" for host-tests/run-all.sh (N: the
# inputs replayed; M: the harnesses that stopped on an input that crashed,
# hung or broke a check); exits non-zero on any failure.  A board's
# harness without a corpus of its own (a board added since the corpora
# were made) replays the other boards' corpora of the same harness, and a
# board's corpus whose harness is not built here (a build `make check`
# does not replay: fuzz.mk's FUZZ_BOARDS) goes through every built harness
# of its kind: they are bytes any board's harness reads.
#   host-tests/fuzz/replay.sh DIR
set -u
dir=$1
src=$(dirname "$0")
pass=0
fail=0
names=$( (ls "$src/corpus" "$src/crashes" 2>/dev/null;
          ls "$dir" 2>/dev/null | sed -n 's/^replay-\(\(settings\|app\|cuts\)-.*\)$/\1/p' | grep -v '\.log$') |
       grep -v '^$' | grep -v ':$' | sort -u)
# a board's harness: settings-, app- or cuts- and the build's name
board_kind() { case $1 in settings-* | app-* | cuts-*) echo "${1%%-*}" ;; esac; }
for name in $names; do
    bin="$dir/replay-$name"
    kind=$(board_kind "$name")
    if [ ! -x "$bin" ] && [ -n "$kind" ] && ls "$dir"/replay-"$kind"-* >/dev/null 2>&1; then
        continue   # replayed by its kind's built harnesses, below
    fi
    inputs=()
    for d in "$src/corpus/$name" "$src/crashes/$name"; do
        [ -d "$d" ] && inputs+=("$d")
    done
    if [ ${#inputs[@]} -eq 0 ]; then
        for d in "$src/corpus/${name%%-*}"-*; do
            [ -d "$d" ] && inputs+=("$d")
        done
    fi
    if [ -n "$kind" ]; then   # the corpora of this kind with no harness built
        for d in "$src/corpus/$kind"-* "$src/crashes/$kind"-*; do
            [ -d "$d" ] && [ ! -x "$dir/replay-${d##*/}" ] && inputs+=("$d")
        done
        mapfile -t inputs < <(printf '%s\n' "${inputs[@]}" | sort -u)
    fi
    if [ ! -x "$bin" ]; then
        echo "FAIL $name: no replay driver $bin"
        fail=$((fail + 1))
        continue
    fi
    log="$dir/replay-$name.log"
    "$bin" "${inputs[@]}" >"$log" 2>&1
    status=$?
    counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    if [ "$status" -eq 0 ] && [ -n "$counts" ]; then
        echo "ok $name: ${counts%% *} inputs"
        pass=$((pass + ${counts%% *}))
    else
        echo "FAIL $name (exit $status), $(grep '^input: ' "$log" | tail -n 1):"
        grep -E 'ERROR|SUMMARY|FUZZ_CHECK|runtime error|replay:|^    #[0-3] ' "$log" | head -n 12
        fail=$((fail + 1))
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
