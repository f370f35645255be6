#!/usr/bin/env bash
# make mutants — plants bugs one at a time and counts what the suites
# catch.  Each line of host-tests/mutants/list.txt names a plausible
# one-token bug: a file, a text in it (its first occurrence), the text
# that replaces it, and the narrowest suite that should see it.  The
# mutants are planted in a copy of the sources (build/mutants/tree: the
# checkout's files as they are now, committed or not), never in the
# checkout itself; each is built and its suite run under a time limit,
# the file restored after.  A mutant is killed when its suite fails,
# survives when it passes (one marked "# equivalent: WHY" in the list,
# whose behaviour cannot change, is counted apart, out of the rate), is
# stale when its text is no longer in the file (the list has gone stale:
# that fails the run) and void when it does not build.  The kill rate and
# every survivor are printed, and the run fails below GOAL percent (95).
# Not part of `make check`: a few minutes per ten mutants (a simulator's
# or the page's a minute or more each).
#   host-tests/mutants/run.sh [ID_REGEX]
set -u
# (the whole script one block, read before it runs: bash reads a script as
# it goes, and a run of half an hour outlives edits to it)
{
top=$(cd "$(dirname "$0")/../.." && pwd)
list=$top/host-tests/mutants/list.txt
tree=$top/build/mutants/tree
filter=${1:-.}
goal=${GOAL:-95}
limit=${MUTANT_LIMIT:-300}
web_board=${MUTANT_WEB_BOARD:-uno-lcdshield}

mkdir -p "$tree"
# the sources as they are now (new and changed files too) over the last
# run's copy, a file copied only where it differs: its new time makes make
# rebuild what it feeds, and the last run's builds serve the rest (a
# planted file is restored and touched, so nothing built from a mutant
# outlives it)
(cd "$top" && git ls-files -co --exclude-standard) | while read -r f; do
    [ -f "$top/$f" ] && ! cmp -s "$top/$f" "$tree/$f" || continue
    mkdir -p "$tree/$(dirname "$f")" && cp "$top/$f" "$tree/$f"
done
if [ -d "$top/web/node_modules" ] && [ ! -e "$tree/web/node_modules" ]; then
    ln -s "$top/web/node_modules" "$tree/web/node_modules"
fi

# suite KIND ARGS...: sets $build (what to make first) and $run (the
# suite), both run in the copy
suite() {
    local kind=$1 s; shift
    case $kind in
    unit) build="make -s build/host-check/unit/$1"; run="build/host-check/unit/$1" ;;
    cli) build="make -s build/host-check/nimbox"; run="bash host-tests/cli/$1 build/host-check/nimbox" ;;
    oracle) build="make -s build/host-check/nimbox"; run="bash host-tests/oracle/run.sh build/host-check/nimbox" ;;
    sim) local b=$1; shift   # b: a build folder's name, which BOARD= takes
         build="make -s BOARD=$b firmware build/$b/nimbox-sim"
         run="build/$b/nimbox-sim --check build/$b/nimbox.elf"
         for s in "$@"; do run="$run host-tests/sim/scenarios/$s"; done ;;
    self) build="make -s BOARD=$1 firmware build/$1/nimbox-sim"
          run="bash host-tests/sim/self/run.sh build/$1/nimbox-sim build/$1/nimbox.elf" ;;
    oled) build=true; run="bash host-tests/sim/oled/run.sh" ;;
    beeper) build=true; run="bash host-tests/sim/beeper/run.sh" ;;
    web) local t=$1; shift   # the page built for the default board alone
         # (every build the page offers is a quarter of an hour more)
         build="make -s web WEB_BOARDS=$web_board"
         run="WEB_BOARDS=$web_board FLASH_BOARDS=$web_board node web/test/$t build/web $*" ;;
    *) build=false; run=false ;;
    esac
}

killed=0 survived=0 void=0 stale=0 equivalent=0 n=0 marked=0
survivors=()
while IFS= read -r entry; do
    # "# equivalent: WHY" above a mutant: its survival is no gap (counted
    # apart, out of the rate); a blank line or another mutant ends it
    case $entry in
    '# equivalent:'*) marked=1; continue ;;
    '#'*) continue ;;
    '') marked=0; continue ;;
    esac
    equiv=$marked; marked=0
    # the fields, split at " | " (a TEXT may hold "||")
    id=${entry%% | *}; entry=${entry#* | }
    file=${entry%% | *}; entry=${entry#* | }
    from=${entry%% | *}; entry=${entry#* | }
    to=${entry%% | *}; entry=${entry#* | }
    read -r kind args <<<"$entry"
    echo "$id" | grep -Eq -- "$filter" || continue
    n=$((n + 1))
    cp "$tree/$file" "$tree/$file.orig"
    if ! FROM=$from TO=$to perl -0pi -e 'my $f = $ENV{FROM}; my $t = $ENV{TO}; $c = s/\Q$f\E/$t/ or exit 3;' "$tree/$file"; then
        printf '%-28s STALE (text not in %s: %s)\n' "$id" "$file" "$from"
        stale=$((stale + 1)); mv "$tree/$file.orig" "$tree/$file"; continue
    fi
    # shellcheck disable=SC2086
    suite "$kind" $args
    start=$SECONDS
    log=$tree/../$id.log
    # (stdin: nothing, never the list, which a suite reading its input
    # would eat, its later mutants never run)
    if ! (cd "$tree" && $build) </dev/null >"$log" 2>&1; then
        status=void
    else
        (cd "$tree" && timeout -k 5 "$limit" bash -c "$run") </dev/null >>"$log" 2>&1
        status=$?
    fi
    mv "$tree/$file.orig" "$tree/$file"
    touch "$tree/$file"
    if [ "$status" = void ]; then
        printf '%-28s void (does not build)   %s\n' "$id" "$kind $args"
        void=$((void + 1))
    elif [ "$status" -ne 0 ]; then
        printf '%-28s killed (%3d s)          %s\n' "$id" $((SECONDS - start)) "$kind $args"
        killed=$((killed + 1))
    else
        if [ "$equiv" = 1 ]; then
            printf '%-28s equivalent (%3d s)      %s\n' "$id" $((SECONDS - start)) "$kind $args"
            equivalent=$((equivalent + 1)); continue
        fi
        printf '%-28s SURVIVED (%3d s)        %s\n' "$id" $((SECONDS - start)) "$kind $args"
        survived=$((survived + 1)); survivors+=("$id: $file: '$from' -> '$to'")
    fi
done <"$list"

counted=$((killed + survived))
rate=0; [ "$counted" -gt 0 ] && rate=$((100 * killed / counted))
echo
echo "$n mutants: $killed killed, $survived survived, $equivalent equivalent (survived, out of the rate), $void void, $stale stale; kill rate $rate %"
for s in "${survivors[@]}"; do echo "  survivor $s"; done
[ "$stale" -eq 0 ] && [ "$counted" -gt 0 ] && [ "$rate" -ge "$goal" ]
exit
}
