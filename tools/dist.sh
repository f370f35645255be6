#!/usr/bin/env bash
# Released images (`make dist`): each board x feature set's nimbox.hex and
# nimbox.elf copied into build/dist/ as BOARD-SET.hex/.elf with one JSON
# line about it, then SHA256SUMS and manifest.json over them all.
#   tools/dist.sh add DIST_DIR AVR_DIR    (one build; the rest from the
#       environment: BOARD CONFIG MCU F_CPU LFUSE HFUSE EFUSE BOOTLOADER
#       PROGRAMMER PROGRAMMER_BAUD PORT FLASH_FLAGS CODE_BUDGET RAM_BUDGET
#       FLASH_SIZE, and where the chip has one, the old bootloader's
#       OLD_BOOTLOADER OLD_BOOTLOADER_BAUD OLD_BOOTLOADER_FLASH)
#   tools/dist.sh finish DIST_DIR         (SHA256SUMS, manifest.json)
# Nothing in the output depends on the time or the machine: two clean
# builds of one commit give the same bytes (host-tests/dist/run.sh).
set -eu
cmd=$1 dist=$2
case $cmd in
add)
    avr=$3 name=$BOARD-$CONFIG
    mkdir -p "$dist/parts"
    cp "$avr/nimbox.hex" "$dist/$name.hex"
    cp "$avr/nimbox.elf" "$dist/$name.elf"
    read -r text data bss < <(avr-size -A "$avr/nimbox.elf" | awk '
        $1 == ".text" { t = $2 } $1 == ".data" { d = $2 } $1 == ".bss" { b = $2 }
        END { print t + 0, d + 0, b + 0 }')
    maps=$(bash "$(dirname "$0")/map-bytes.sh" "$avr/nimbox.elf" all)
    version=$(sed -n 's/^#define NIMBOX_VERSION "\(.*\)"/\1/p' firmware/app/version.h)
    commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
    # a tree with changes not committed says so
    if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then commit=$commit-dirty; fi
    # shellcheck disable=SC2086
    flash_line="avrdude -p $MCU -c $PROGRAMMER -b $PROGRAMMER_BAUD -P $PORT $FLASH_FLAGS -U flash:w:$name.hex:i"
    flash_line=$(echo $flash_line)
    printf '{"image": "%s", "board": "%s", "set": "%s", "mcu": "%s", "clock_hz": %s, ' \
        "$name.hex" "$BOARD" "$CONFIG" "$MCU" "${F_CPU%UL}" >"$dist/parts/$name.json"
    printf '"flash_used": %d, "flash_size": %d, "code": %d, "code_budget": %d, "maps": %d, ' \
        $((text + data)) "$FLASH_SIZE" $((text + data - maps)) "$CODE_BUDGET" "$maps" >>"$dist/parts/$name.json"
    printf '"ram_used": %d, "ram_budget": %d, ' $((data + bss)) "$RAM_BUDGET" >>"$dist/parts/$name.json"
    printf '"fuses": {"low": "%s", "high": "%s", "extended": "%s"}, ' "$LFUSE" "$HFUSE" "$EFUSE" \
        >>"$dist/parts/$name.json"
    printf '"bootloader": "%s", "programmer": "%s", "baud": %s, ' "$BOOTLOADER" "$PROGRAMMER" \
        "$PROGRAMMER_BAUD" >>"$dist/parts/$name.json"
    # whether it fits the flash the chip's old bootloader leaves (a 328P's
    # ATmegaBOOT at 57600 baud: 30720 B); null where there is none
    if [ -n "${OLD_BOOTLOADER_FLASH:-}" ]; then
        fits=false; [ $((text + data)) -le "$OLD_BOOTLOADER_FLASH" ] && fits=true
        printf '"old_bootloader": "%s", "old_bootloader_baud": %s, "old_bootloader_flash": %s, "fits_old_bootloader": %s, ' \
            "$OLD_BOOTLOADER" "$OLD_BOOTLOADER_BAUD" "$OLD_BOOTLOADER_FLASH" "$fits" >>"$dist/parts/$name.json"
    else
        printf '"old_bootloader": null, "fits_old_bootloader": null, ' >>"$dist/parts/$name.json"
    fi
    printf '"version": "%s", "commit": "%s", "avrdude": "%s"}\n' "$version" "$commit" "$flash_line" \
        >>"$dist/parts/$name.json"
    ;;
finish)
    ls "$dist"/parts/*.json >/dev/null 2>&1 || { echo "dist: no images in $dist" >&2; exit 2; }
    { echo '['; sed '$!s/$/,/' <(cat "$dist"/parts/*.json) | sed 's/^/  /'; echo ']'; } >"$dist/manifest.json"
    (cd "$dist" && LC_ALL=C sha256sum -- *.hex *.elf manifest.json >SHA256SUMS)
    echo "dist: $(ls "$dist"/*.hex | wc -l) images in $dist (manifest.json, SHA256SUMS)"
    ;;
*) echo "dist: expected add or finish, got '$cmd'" >&2; exit 2 ;;
esac
