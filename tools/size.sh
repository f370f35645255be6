#!/usr/bin/env bash
# Flash and static RAM of a firmware ELF against the board's budgets.
#   tools/size.sh ELF CODE_BUDGET RAM_BUDGET BOARD [FLASH_SIZE]
# Code is .text + .data (the initial values live in flash too) without the
# built-in maps' tables (symbols nb_map_* in flash, tools/mapc), which the
# code budget leaves aside; with FLASH_SIZE, code plus maps is also checked
# against the flash the bootloader leaves.  Static RAM is .data + .bss.
# Exits 1 when any is over budget.
set -eu
elf=$1 code_budget=$2 ram_budget=$3 board=$4 flash_size=${5:-}
read -r text data bss < <(avr-size -A "$elf" | awk '
    $1 == ".text" { t = $2 } $1 == ".data" { d = $2 } $1 == ".bss" { b = $2 }
    END { print t + 0, d + 0, b + 0 }')
maps=$(avr-nm -S -t d "$elf" | awk '$3 ~ /^[tT]$/ && $4 ~ /^nb_map_/ { s += $2 }
    END { print s + 0 }')
code=$((text + data - maps))
ram=$((data + bss))
status=0
printf '%s: code %d B of %d B (%d%%), static RAM %d B of %d B (%d%%: data %d, bss %d)\n' \
    "$board" "$code" "$code_budget" $((100 * code / code_budget)) \
    "$ram" "$ram_budget" $((100 * ram / ram_budget)) "$data" "$bss"
if [ -n "$flash_size" ]; then
    printf '%s: maps %d B; flash %d B of %d B (%d%%, code + maps)\n' "$board" "$maps" \
        $((code + maps)) "$flash_size" $((100 * (code + maps) / flash_size))
    if [ $((code + maps)) -gt "$flash_size" ]; then echo "size: flash over budget" >&2; status=1; fi
fi
if [ "$code" -gt "$code_budget" ]; then echo "size: code over budget" >&2; status=1; fi
if [ "$ram" -gt "$ram_budget" ]; then echo "size: static RAM over budget" >&2; status=1; fi
exit $status
