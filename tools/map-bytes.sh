#!/usr/bin/env bash
# The flash bytes of a firmware ELF's built-in maps: every nb_map_* symbol
# tools/mapc generates (the packed graphs, names and grid widths in flash,
# the graph descriptors in .data).  With `misere`, its misere tables'
# instead (nb_misere_*, tools/misere/); with `all`, both: the data compiled
# at build time, which the code budget leaves aside (tools/size.sh, the
# boards' rows, dist's manifest).  Used by tools/size.sh and `make size`'s
# capacity line.
#   tools/map-bytes.sh ELF [misere|all]
set -eu
case ${2:-} in
    misere) pattern='^nb_misere_' ;;
    all) pattern='^nb_(map|misere)_' ;;
    *) pattern='^nb_map_' ;;
esac
avr-nm -S -t d "$1" | awk -v p="$pattern" '$3 ~ /^[tTdDrR]$/ && $4 ~ p { s += $2 } END { print s + 0 }'
