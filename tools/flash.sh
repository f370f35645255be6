#!/usr/bin/env bash
# Writes a firmware image to a board with avrdude (`make flash`), and when
# that fails says in plain words what to do about it: avrdude's own messages
# are shown as they come, then one `flash:` paragraph for the cause found in
# them (no such port, no permission on it, a board that does not answer the
# bootloader's protocol, an ISP programmer or chip that does not answer...).
#
#   tools/flash.sh HEX MCU PROGRAMMER BAUD PORT [AVRDUDE_FLAG...]
#
# AVRDUDE (environment) is the command to run, words split as the shell
# does: `make flash AVRDUDE="avrdude -B 32"` slows an ISP programmer's clock.
# FLASH_ROOM (environment, bytes), when set, is the flash the bootloader
# leaves the firmware (FLASH_ROOM_BY names it): an image that ends past it
# is refused before avrdude runs (the old 2 KiB bootloader's 30720 B).
# Exit status: avrdude's own (0 when written), 127 when avrdude is not
# installed, 2 for a bad call (no such HEX file, an image too large).
set -euo pipefail

if [ $# -lt 5 ]; then
    echo "usage: tools/flash.sh HEX MCU PROGRAMMER BAUD PORT [AVRDUDE_FLAG...]" >&2
    exit 2
fi
hex=$1 mcu=$2 programmer=$3 baud=$4 port=$5
shift 5

read -r -a avrdude <<<"${AVRDUDE:-avrdude}"
if [ ${#avrdude[@]} -eq 0 ] || ! command -v "${avrdude[0]}" >/dev/null 2>&1; then
    echo "flash: ${avrdude[0]:-avrdude} not found: it writes the firmware to the board." >&2
    echo "flash: install it with tools/setup.sh (Debian: apt-get install avrdude; Fedora:" >&2
    echo "flash: dnf install avrdude; Arch: pacman -S avrdude; macOS: brew install avrdude)." >&2
    exit 127
fi
if [ ! -r "$hex" ]; then
    echo "flash: no firmware image $hex (make builds it)" >&2
    exit 2
fi

# The image's end: the highest address its data records reach (Intel HEX,
# with the segment and linear address records of a large image).
image_end() {
    awk 'function hex(s,   i, v) { v = 0; s = toupper(s)
             for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789ABCDEF", substr(s, i, 1)) - 1
             return v }
         { sub(/\r$/, ""); n = hex(substr($0, 2, 2)); a = hex(substr($0, 4, 4))
           t = substr($0, 8, 2); d = substr($0, 10, 4)
           if (t == "02") base = hex(d) * 16
           else if (t == "04") base = hex(d) * 65536
           else if (t == "00" && base + a + n > end) end = base + a + n }
         END { print end + 0 }' "$1"
}
if [ -n "${FLASH_ROOM:-}" ]; then
    end=$(image_end "$hex")
    if [ "$end" -gt "$FLASH_ROOM" ]; then
        {
            echo "flash: $hex is $end B, past the $FLASH_ROOM B that ${FLASH_ROOM_BY:-the bootloader} leaves"
            echo "flash: the firmware ($((end - FLASH_ROOM)) B over): nothing written."
            if [ "$baud" = 57600 ]; then
                echo "flash: Burn Optiboot once through ISP (docs/flashing.md, \"Burning Optiboot\"),"
                echo "flash: then flash at its 115200 baud; or take a build that fits the old"
                echo "flash: bootloader (make dist's manifest.json: \"fits_old_bootloader\")."
            fi
        } >&2
        exit 2
    fi
fi

# Serial ports that could be a board, for the "no such port" advice.
list_ports() {
    local p found=()
    for p in /dev/ttyACM* /dev/ttyUSB* /dev/cu.usbmodem* /dev/cu.usbserial*; do
        [ -e "$p" ] && found+=("$p")
    done
    if [ ${#found[@]} -gt 0 ]; then
        echo "flash: serial ports here now: ${found[*]}"
    else
        echo "flash: no USB serial port is there now (/dev/ttyACM*, /dev/ttyUSB*): is the"
        echo "flash: board plugged in, with a data cable (not a charge-only one)?"
    fi
}

# has REGEX: avrdude said something matching (extended, any case)
has() { grep -Eqi -- "$1" "$log"; }

log=$(mktemp)
trap 'rm -f "$log"' EXIT

echo "flash: writing $hex to $mcu through $programmer on $port"
set +e
"${avrdude[@]}" -p "$mcu" -c "$programmer" -b "$baud" -P "$port" "$@" -U "flash:w:$hex:i" 2>&1 |
    tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -eq 0 ]; then
    echo "flash: done; the board restarts with the new firmware"
    exit 0
fi

{
    # avrdude 6 says "ser_open(): can't open device "P": ...", avrdude 7
    # "OS error: cannot open port P: ..."; the order matters: after a port
    # it cannot open, avrdude also says it cannot open the programmer
    if has "(can't open device|cannot open port).*no such file"; then
        echo "flash: no board answers on $port: no such port."
        list_ports
        echo "flash: name the board's port with PORT=..., e.g. make flash PORT=/dev/ttyUSB0"
    elif has "(can't open device|cannot open port).*permission denied"; then
        echo "flash: $port is there but you may not open it (permission denied)."
        echo "flash: on Linux, join the group that owns it (dialout; Arch: uucp), then log"
        echo "flash: out and in again:  sudo usermod -aG dialout \"\$USER\""
    elif has "(could not|cannot|did not) find (any )?usb device"; then
        echo "flash: no $programmer programmer found on USB: plug it in (and check its cable)."
        echo "flash: If lsusb lists it (16c0:05dc for a USBasp), you may lack the permission"
        echo "flash: to use it: add a udev rule for it (docs/flashing.md) or run as root."
    elif has "usb.*permission denied|cannot open usb device"; then
        echo "flash: the USB programmer is there but you may not open it (permission denied):"
        echo "flash: add a udev rule for it (docs/flashing.md) or run as root."
    elif has "target doesn't answer|program enable|initialization failed|invalid device signature|signature = 0x(000000|ffffff)"; then
        echo "flash: the programmer answers but the $mcu does not.  Check the ISP cable's"
        echo "flash: orientation (pin 1), that the board is powered (3.3 V, or the"
        echo "flash: programmer's target power) and its crystal.  A factory-fresh chip runs"
        echo "flash: at 1 MHz (CKDIV8): write the fuses first with a slow ISP clock,"
        echo "flash:     make fuses WRITE=1 BOARD=... AVRDUDE=\"avrdude -B 32\""
        echo "flash: (docs/flashing.md has the whole first flash)."
    elif has "expected signature|signature.*(not match|mismatch)"; then
        echo "flash: the chip is not an $mcu: choose the right BOARD=... (BOARD=mega-lcdshield"
        echo "flash: for a Mega 2560, BOARD=uno-lcdshield for an Uno)."
    elif has "not in sync|not responding|getsync|timeout communicating|stk500v2_receivemessage|protocol error"; then
        echo "flash: something is on $port but no $programmer bootloader answers (not in sync)."
        echo "flash: - the right board?  BOARD=uno-lcdshield (-c arduino) or BOARD=mega-lcdshield"
        echo "flash:   (-c wiring); the handheld has no bootloader (an ISP programmer, PORT=usb)"
        if [ "$programmer" = arduino ] && [ "$baud" = 115200 ]; then
            echo "flash: - a Nano (or clone) with the old bootloader talks at 57600 baud: add"
            echo "flash:   PROGRAMMER_BAUD=57600 (the Arduino IDE's \"ATmega328P (Old Bootloader)\")"
        fi
        echo "flash: - press the board's reset button just as avrdude starts, and try again"
        echo "flash: - close whatever else holds the port (a serial monitor, a terminal)"
        echo "flash: - a board whose bootloader was erased needs it written again through ISP"
    elif has "cannot set attributes for port|not a serial port|inappropriate ioctl"; then
        echo "flash: $port is not a serial port: name the board's port with PORT=..."
        list_ports
    else
        echo "flash: avrdude failed (exit status $status); its messages are above."
    fi
    echo "flash: see docs/flashing.md"
} >&2
exit "$status"
