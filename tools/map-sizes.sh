#!/usr/bin/env bash
# The built-in maps' size lines (written by tools/mapc when it generated
# maps.c) for `make size`: the board's maps, then every other map in
# firmware/maps/ from the host build, so each map's bytes/edge shows (the
# large map's too, on boards that leave it out).
#   tools/map-sizes.sh BOARD BOARD_SIZES HOST_SIZES
set -eu
board=$1 board_sizes=$2 host_sizes=$3
echo "maps on $board (packed, header and index included):"
sed 's/^/  /' "$board_sizes"
others=$(awk 'NR == FNR { on[$2] = 1; next } !($2 in on)' "$board_sizes" "$host_sizes")
if [ -n "$others" ]; then
    echo "other maps in firmware/maps/ (host build, not in this board's MAPS):"
    printf '%s\n' "$others" | sed 's/^/  /'
fi
