#!/usr/bin/env bash
# Flash and static RAM of a firmware ELF against the board's budgets.
#   tools/size.sh ELF CODE_BUDGET RAM_BUDGET BOARD
# Code is .text + .data (the initial values live in flash too); static RAM
# is .data + .bss.  Exits 1 when either is over budget.
set -eu
elf=$1 code_budget=$2 ram_budget=$3 board=$4
read -r text data bss < <(avr-size -A "$elf" | awk '
    $1 == ".text" { t = $2 } $1 == ".data" { d = $2 } $1 == ".bss" { b = $2 }
    END { print t + 0, d + 0, b + 0 }')
code=$((text + data))
ram=$((data + bss))
status=0
printf '%s: code %d B of %d B (%d%%), static RAM %d B of %d B (%d%%: data %d, bss %d)\n' \
    "$board" "$code" "$code_budget" $((100 * code / code_budget)) \
    "$ram" "$ram_budget" $((100 * ram / ram_budget)) "$data" "$bss"
if [ "$code" -gt "$code_budget" ]; then echo "size: code over budget" >&2; status=1; fi
if [ "$ram" -gt "$ram_budget" ]; then echo "size: static RAM over budget" >&2; status=1; fi
exit $status
