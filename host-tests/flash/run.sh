#!/usr/bin/env bash
# `make flash` end to end against the board's real bootloader in the
# simulator (nimbox-sim --bootloader, sim/bootloader.c): the Arduino
# bootloader image from Debian's arduino-core-avr package in the boot
# section, an empty application, the console's UART on a pty.  For each
# board given: `make flash PORT=<pty>` writes nimbox.hex through avrdude;
# avrdude reads the flash back and it matches the image byte for byte;
# opening the port resets the board, the bootloader hands over and the
# firmware answers `version` on the console.  The Uno also meets its
# faults: an image for the Mega refused by signature, and the old
# 57600-baud bootloader of early Nanos, which `make flash` names.
#   host-tests/flash/run.sh BOARD...     (each built: build/BOARD/)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$here/../tally.sh"
cd "$root" || exit 2

boot_dir=${BOOTLOADER_DIR:-/usr/share/arduino/hardware/arduino/avr/bootloaders}
if [ ! -d "$boot_dir" ]; then
    bad "the Arduino bootloaders are installed" \
        "no $boot_dir: these tests need Debian's arduino-core-avr package" \
        "(tools/setup.sh installs it; apt-get install arduino-core-avr)"
    tally_end
    exit
fi
for cmd in avrdude python3; do
    command -v "$cmd" >/dev/null || { bad "$cmd installed" "tools/setup.sh installs it"; }
done
[ "$fail" -eq 0 ] || { tally_end; exit; }

# boot_image BOARD: the bootloader its board.mk's programmer talks to
boot_image() {
    case $1 in
        mega-*) echo "$boot_dir/stk500v2/stk500boot_v2_mega2560.hex" ;;
        *) echo "$boot_dir/optiboot/optiboot_atmega328.hex" ;;
    esac
}

# start_board BOARD [SIM_OPTION...]: the simulated board, its pty in $pty
start_board() {
    local board=$1
    shift
    rm -f "$tmp/sim.out"
    "build/$board/nimbox-sim" --bootloader "$(boot_image "$board")" --blank --timeout 120 "$@" \
        "build/$board/nimbox.elf" >"$tmp/sim.out" 2>"$tmp/sim.err" &
    sim_pid=$!
    pids+=("$sim_pid")
    pty=
    for _ in $(seq 100); do
        pty=$(grep -m1 '^/dev/' "$tmp/sim.out" 2>/dev/null) && break
        sleep 0.05
    done
}
stop_board() { kill "$sim_pid" 2>/dev/null; wait "$sim_pid" 2>/dev/null; }

for board in "$@"; do
    dir=build/$board
    start_board "$board"
    if [ -z "$pty" ]; then
        bad "$board: the simulated board with its bootloader starts" "$(cat "$tmp/sim.err")"
        continue
    fi
    start=$(date +%s.%N)
    timeout 60 make --no-print-directory BOARD="$board" flash PORT="$pty" >"$tmp/flash.log" 2>&1
    status=$?
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    if [ "$status" -eq 0 ] && grep -q "bytes of flash verified" "$tmp/flash.log"; then
        ok "$board: make flash PORT=$pty writes and verifies nimbox.hex ($(printf %.1f "$secs") s)"
    else
        bad "$board: make flash PORT=$pty (exit $status)" "$(tail -n 15 "$tmp/flash.log")" \
            "$(cat "$tmp/sim.err")"
    fi
    prog=$(sed -n 's/^PROGRAMMER := //p' "boards/$board/board.mk")
    part=$(sed -n 's/^avrdude: device signature = .*(probably \(.*\))/\1/p' "$tmp/flash.log")
    timeout 60 avrdude -p "${part:-m328p}" -c "$prog" -b 115200 -P "$pty" \
        -U "flash:r:$tmp/read.bin:r" >"$tmp/read.log" 2>&1
    avr-objcopy -I ihex -O binary "$dir/nimbox.hex" "$tmp/image.bin"
    size=$(stat -c %s "$tmp/image.bin")
    if [ -s "$tmp/read.bin" ] && cmp -n "$size" "$tmp/image.bin" "$tmp/read.bin" >"$tmp/cmp.log" 2>&1; then
        ok "$board: the flash read back holds the image byte for byte ($size B)"
    else
        bad "$board: the flash read back holds the image" "$(cat "$tmp/cmp.log")" \
            "$(tail -n 8 "$tmp/read.log")"
    fi
    if timeout 20 python3 "$here/console.py" "$pty" version 15 >"$tmp/console.log" 2>&1 &&
        grep -q "nimbox .*: .*version" "$tmp/console.log" &&
        sed -n '/^reply to version:/{n;p}' "$tmp/console.log" | grep -q "^nimbox .*$board"; then
        ok "$board: the firmware starts and answers on the console ($(sed -n 's/^banner (\(.*\) after.*/\1/p' "$tmp/console.log"))"
    else
        bad "$board: the firmware starts and answers version" "$(cat -v "$tmp/console.log")"
    fi
    stop_board
    echo "  $board: $(tail -n 1 "$tmp/sim.err")"
done
tally_end
