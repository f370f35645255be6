#!/usr/bin/env bash
# Released images are reproducible: one board x feature set built twice
# from nothing (its build folder removed in between) into `make dist`'s
# form gives the same .hex, .elf and manifest line, byte for byte; and the
# manifest line names what a person needs to flash it.
#   host-tests/dist/run.sh [BOARD [SET]]     (from the top of the tree)
set -u
. "$(dirname "$0")/../tally.sh"
board=${1:-nano-i2c} set=${2:-practice}
dir=build/dist-repro
build() { # N: a clean build into $tmp/N
    rm -rf "$dir"
    make -s --no-print-directory BOARD="$board" CONFIG="$set" AVR_DIR="$dir" DIST_DIR="$tmp/$1" \
        dist-one >"$tmp/$1.log" 2>&1
}
if build 1 && build 2; then
    ok "$board $set built twice from nothing"
    for f in "$board-$set.hex" "$board-$set.elf" "parts/$board-$set.json"; do
        if [ -s "$tmp/1/$f" ] && cmp -s "$tmp/1/$f" "$tmp/2/$f"; then ok "the same bytes: $f"
        else bad "the same bytes: $f" "$(cmp "$tmp/1/$f" "$tmp/2/$f" 2>&1)"; fi
    done
    line=$(cat "$tmp/1/parts/$board-$set.json")
    missing=
    for key in board set mcu clock_hz flash_used ram_used fuses bootloader version commit avrdude; do
        case $line in *"\"$key\": "*) ;; *) missing="$missing $key" ;; esac
    done
    if [ -z "$missing" ]; then ok "the manifest line has every field"
    else bad "the manifest line has every field" "missing:$missing" "$line"; fi
    # the manifest of the two builds' images is JSON that names them
    bash tools/dist.sh finish "$tmp/1" >/dev/null
    if node -e 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
            if (!Array.isArray(m) || m.length !== 1 || !m[0].avrdude.includes(m[0].image)) process.exit(1);' \
            "$tmp/1/manifest.json" 2>"$tmp/json.err" &&
        (cd "$tmp/1" && sha256sum -c --quiet SHA256SUMS); then ok "manifest.json parses; SHA256SUMS checks"
    else bad "manifest.json parses; SHA256SUMS checks" "$(cat "$tmp/json.err")" "$(cat "$tmp/1/manifest.json")"; fi
    # whether it fits the old bootloader (ATmegaBOOT, 57600 baud) is its
    # flash against what that one leaves; planted: a smaller room says no
    fits_old() { node -e 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
        const f = m.flash_used <= m.old_bootloader_flash;
        if (m.fits_old_bootloader !== f) { console.log(JSON.stringify(m)); process.exit(1); }
        console.log(f)' "$1"; }
    if said=$(fits_old "$tmp/1/parts/$board-$set.json"); then
        ok "the manifest says whether it fits the old bootloader: $said"
    else bad "the manifest says whether it fits the old bootloader" "$said"; fi
    used=$(sed -n 's/.*"flash_used": \([0-9]*\).*/\1/p' "$tmp/1/parts/$board-$set.json")
    make -s --no-print-directory BOARD="$board" CONFIG="$set" AVR_DIR="$dir" DIST_DIR="$tmp/room" \
        OLD_BOOTLOADER_FLASH=$((used - 1)) dist-one >"$tmp/room.err" 2>&1
    if grep -q '"fits_old_bootloader": false' "$tmp/room/parts/$board-$set.json" 2>/dev/null; then
        ok "planted: a byte less room than the image: it does not fit"
    else bad "planted: a byte less room than the image: it does not fit" "$(cat "$tmp/room.err")"; fi
    # planted: an image one byte changed is told apart
    cp "$tmp/2/$board-$set.hex" "$tmp/planted.hex"
    printf 'x' >>"$tmp/planted.hex"
    cmp -s "$tmp/1/$board-$set.hex" "$tmp/planted.hex" && bad "planted: a changed image" "not told apart" ||
        ok "planted: a changed image"
else
    bad "$board $set built twice from nothing" "$(tail -n 5 "$tmp"/*.log)"
fi
rm -rf "$dir"
tally_end
