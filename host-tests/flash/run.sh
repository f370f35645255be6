#!/usr/bin/env bash
# `make flash` end to end against the board's real bootloader in the
# simulator (nimbox-sim --bootloader, sim/bootloader.c): the Arduino
# bootloader image from Debian's arduino-core-avr package in the boot
# section, an empty application, the console's UART on a pty.  For each
# board given: `make flash PORT=<pty>` writes nimbox.hex through avrdude;
# avrdude, connecting again, reads the flash back and it matches the
# image byte for byte;
# opening the port resets the board, the bootloader hands over and the
# firmware answers `version` on the console.  The Uno also meets its
# faults: an image for the Mega refused by signature before a byte is
# written, and the old 57600-baud bootloader of early Nanos, which
# `make flash` names, and then writes at that rate.  The page's flasher
# flashes the Uno over the same pty, and its rate is put beside avrdude's
# (web/test/flash-pty.mjs).
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

# bad images and fuses: each refused with what and where, exit status 2
if [ -x build/uno-lcdshield/nimbox-sim ]; then
    sim=build/uno-lcdshield/nimbox-sim
    elf=build/uno-lcdshield/nimbox.elf
    printf ':10zz\n' >"$tmp/bad.hex"
    for case in "$tmp/bad.hex||not Intel HEX at line 1" \
        "$boot_dir/stk500v2/stk500boot_v2_mega2560.hex||past the end of the atmega328p's flash" \
        "$boot_dir/atmega/ATmegaBOOT_168_atmega328.hex||outside the boot section 0x7E00..0x7FFF that high fuse 0xDE" \
        "$boot_dir/optiboot/optiboot_atmega328.hex|0x1FF|--hfuse 0x1FF: a byte"; do
        image=${case%%|*} rest=${case#*|}
        hfuse=${rest%%|*} want=${rest#*|}
        "$sim" --bootloader "$image" ${hfuse:+--hfuse "$hfuse"} --timeout 5 "$elf" >"$tmp/bad.out" 2>&1
        status=$?
        if [ "$status" -eq 2 ] && grep -qF -- "$want" "$tmp/bad.out"; then
            ok "refused: $(basename "$image")${hfuse:+ --hfuse $hfuse}: $want"
        else
            bad "refused: $(basename "$image") ${hfuse} (exit $status)" "$(cat "$tmp/bad.out")"
        fi
    done
fi

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
    # a second session (the port opened again: a reset into the bootloader)
    # reads the image's extent back and compares it byte for byte
    timeout 60 avrdude -p "${part:-m328p}" -c "$prog" -b 115200 -P "$pty" \
        -U "flash:v:$dir/nimbox.hex:i" >"$tmp/read.log" 2>&1
    size=$(sed -n 's/^avrdude: \([0-9]*\) bytes of flash verified/\1/p' "$tmp/read.log")
    if [ -n "$size" ] && ! grep -qi "mismatch\|error: verif" "$tmp/read.log"; then
        ok "$board: read back in a new session, the flash holds the image byte for byte ($size B)"
    else
        bad "$board: the flash read back holds the image" "$(tail -n 8 "$tmp/read.log")"
    fi
    if timeout 20 python3 "$here/console.py" "$pty" version 15 >"$tmp/console.log" 2>&1 &&
        grep -q "nimbox .*: .*version" "$tmp/console.log" &&
        sed -n '/^reply to version:/{n;p}' "$tmp/console.log" | grep -q "^nimbox .*$board"; then
        ok "$board: the firmware starts and answers on the console ($(sed -n 's/^banner (\(.*\) after.*/\1/p' "$tmp/console.log"))"
    else
        bad "$board: the firmware starts and answers version" "$(cat -v "$tmp/console.log")"
    fi
    # a Mega's image offered to this board: refused by its signature
    # before a byte is written (the image read back is still this one's)
    if [ "$board" = uno-lcdshield ] && [ -r build/mega-lcdshield/nimbox.hex ]; then
        timeout 60 bash tools/flash.sh build/mega-lcdshield/nimbox.hex atmega2560 arduino 115200 \
            "$pty" -D -x attempts=2 >"$tmp/wrong.log" 2>&1
        status=$?
        timeout 60 avrdude -p m328p -c arduino -b 115200 -P "$pty" \
            -U "flash:v:$dir/nimbox.hex:i" >"$tmp/read.log" 2>&1
        if [ "$status" -ne 0 ] && grep -q "flash: the chip is not an atmega2560" "$tmp/wrong.log" &&
            grep -q "bytes of flash verified" "$tmp/read.log"; then
            ok "$board: a Mega's image is refused by signature, the flash untouched"
        else
            bad "$board: a Mega's image refused by signature (exit $status)" \
                "$(tail -n 8 "$tmp/wrong.log")" "$(tail -n 4 "$tmp/read.log")"
        fi
    fi
    stop_board
    echo "  $board: $(tail -n 1 "$tmp/sim.err")"
done

# The page's flasher (web/src/flash/) and avrdude on the same simulated
# link: both write and verify, the flasher's rate within half of avrdude's
# Every open of the port is a reset, as a bridge's DTR pulse: five opens
# and closes one after another, faster than the simulator looks at the
# port, are five (a hang-up seen between two looks counted one or none:
# avrdude then spoke to the firmware, never in sync, once in a dozen
# loaded runs)
if [ -x build/uno-lcdshield/nimbox-sim ]; then
    start_board uno-lcdshield
    python3 -c 'import os, sys
for _ in range(5): os.close(os.open(sys.argv[1], os.O_RDWR | os.O_NOCTTY))' "$pty"
    sleep 0.3
    stop_board
    if grep -q ': 5 connections;' "$tmp/sim.err"; then
        ok "five quick opens of the port: five resets"
    else
        bad "five quick opens of the port: five resets" "$(tail -n 1 "$tmp/sim.err")"
    fi
fi

if command -v node >/dev/null && [ -x build/uno-lcdshield/nimbox-sim ]; then
    if timeout 120 node web/test/flash-pty.mjs uno-lcdshield >"$tmp/pty.log" 2>&1; then
        ok "the page's flasher over the pty: $(sed -n 's/.*B (write .*: \([0-9]* B\/s, [0-9.]* of avrdude.s\)/\1/p' "$tmp/pty.log")"
    else
        bad "the page's flasher over the simulator's pty" "$(grep -v '^ok' "$tmp/pty.log" | tail -n 12)"
    fi
fi

# The old bootloader of early Nanos (ATmegaBOOT, 2 KB, 57600 baud; high
# fuse 0xDA): `make flash` at 115200 is not answered and says to retry at
# 57600, and that retry writes the board.
old_boot=$boot_dir/atmega/ATmegaBOOT_168_atmega328.hex
if [ -x build/uno-lcdshield/nimbox-sim ] && [ -r "$old_boot" ]; then
    "build/uno-lcdshield/nimbox-sim" --bootloader "$old_boot" --hfuse 0xDA --blank --timeout 120 \
        build/uno-lcdshield/nimbox.elf >"$tmp/sim.out" 2>"$tmp/sim.err" &
    sim_pid=$!
    pids+=("$sim_pid")
    pty=
    for _ in $(seq 100); do
        pty=$(grep -m1 '^/dev/' "$tmp/sim.out" 2>/dev/null) && break
        sleep 0.05
    done
    timeout 60 make --no-print-directory BOARD=uno-lcdshield flash PORT="$pty" \
        FLASH_FLAGS="-D -x attempts=1" >"$tmp/flash.log" 2>&1
    status=$?
    if [ "$status" -ne 0 ] && grep -q "add$" "$tmp/flash.log" &&
        grep -q "PROGRAMMER_BAUD=57600" "$tmp/flash.log"; then
        ok "old bootloader: make flash at 115200 is not answered and names PROGRAMMER_BAUD=57600"
    else
        bad "old bootloader: make flash at 115200 names the 57600 retry (exit $status)" \
            "$(tail -n 12 "$tmp/flash.log")"
    fi
    timeout 60 make --no-print-directory BOARD=uno-lcdshield flash PORT="$pty" \
        PROGRAMMER_BAUD=57600 >"$tmp/flash.log" 2>&1
    status=$?
    if [ "$status" -eq 0 ] && grep -q "bytes of flash verified" "$tmp/flash.log"; then
        ok "old bootloader: make flash PROGRAMMER_BAUD=57600 writes and verifies the board"
    else
        bad "old bootloader: make flash PROGRAMMER_BAUD=57600 (exit $status)" \
            "$(tail -n 12 "$tmp/flash.log")"
    fi
    stop_board
    echo "  old bootloader: $(tail -n 1 "$tmp/sim.err")"
fi
tally_end
