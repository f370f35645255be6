#!/usr/bin/env bash
# The flash bytes of a firmware ELF's built-in maps: every nb_map_* symbol
# tools/mapc generates (the packed graphs, names and grid widths in flash,
# the graph descriptors in .data).  Used by tools/size.sh and `make size`'s
# capacity line.
#   tools/map-bytes.sh ELF
set -eu
avr-nm -S -t d "$1" | awk '$3 ~ /^[tTdD]$/ && $4 ~ /^nb_map_/ { s += $2 } END { print s + 0 }'
