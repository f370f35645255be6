#!/usr/bin/env bash
# One build of `make boards`, measured, and a line about it as soon as it
# is done, so a person sees the matrix fill (two run at a time): its name,
# flash (code + maps) and static RAM against what it has, whether it fits,
# and the seconds it took (a build already up to date: under one).
#   tools/boards-progress.sh BUILD MAKE...     (BUILD: a build's name,
#       uno-lcdshield-play; MAKE: the make command, run with BOARD=BUILD
#       size-row, which writes build/boards/rows/BUILD.row)
set -u
build=$1; shift
start=$(date +%s.%N)
if ! "$@" BOARD="$build" size-row >"build/boards/rows/$build.log" 2>&1; then
    echo "  $build: the build failed (build/boards/rows/$build.log):" >&2
    tail -n 5 "build/boards/rows/$build.log" >&2
    exit 255   # xargs stops
fi
secs=$(echo "$(date +%s.%N) - $start" | bc)
read -r _ _ _ code cb maps fs ram rb _ <"build/boards/rows/$build.row"
flash=$((code + maps)) fit=fits
if [ "$flash" -gt "$fs" ]; then fit="flash over by $((flash - fs)) B"
elif [ "$code" -gt "$cb" ]; then fit="code over by $((code - cb)) B"
elif [ "$ram" -gt "$rb" ]; then fit="RAM over by $((ram - rb)) B"; fi
printf '  %-34s flash %6d B of %6d B, RAM %5d B of %5d B, %s: %5.1f s\n' \
    "$build" "$flash" "$fs" "$ram" "$rb" "$fit" "$secs"
rm -f "build/boards/rows/$build.log"
