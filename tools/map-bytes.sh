#!/usr/bin/env bash
# The flash bytes of a firmware ELF's built-in maps: every nb_map_* symbol
# tools/mapc generates (the packed graphs, names and grid widths in flash,
# the graph descriptors in .data), and its misere tables' (nb_misere_*,
# tools/misere/: data compiled at build time as the maps are).  Used by
# tools/size.sh and `make size`'s capacity line.  With a second argument
# `misere`, the misere tables' alone.
#   tools/map-bytes.sh ELF [misere]
set -eu
pattern='^nb_(map|misere)_'
[ "${2:-}" = misere ] && pattern='^nb_misere_'
avr-nm -S -t d "$1" | awk -v p="$pattern" '$3 ~ /^[tTdDrR]$/ && $4 ~ p { s += $2 } END { print s + 0 }'
