# tools/flash.sh against a stub avrdude (sourced by host-tests/setup/run.sh).
# The stub writes its arguments to the box's log, prints FAKE_AVRDUDE_OUT
# on stderr (the words real avrdude 6 and 7 print in each situation) and
# exits with FAKE_AVRDUDE_STATUS; PATH holds the stub and the few real
# tools flash.sh uses, so the avrdude installed here is never run.  Then
# `make -n flash` shows that the Makefile hands every board's settings to
# the script.
# shellcheck shell=bash disable=SC2016,SC2154  # eval strings; variables from run.sh

new_flash_box() {
    box=$(mktemp -d "$tmp/flash.XXXXXX")
    mkdir "$box/bin"
    : >"$box/log"
    local t
    for t in grep tee mktemp rm cat awk; do ln -s "$(command -v "$t")" "$box/bin/$t"; done
    printf '#!%s\necho "avrdude $*" >>"$BOX_LOG"\nprintf "%%b\\n" "$FAKE_AVRDUDE_OUT" >&2\nexit "$FAKE_AVRDUDE_STATUS"\n' \
        "$BASH" >"$box/bin/avrdude"
    chmod +x "$box/bin/avrdude"
    printf ':00000001FF\n' >"$box/nimbox.hex"
}

# run_flash STATUS AVRDUDE_OUTPUT [ARG...]: flash.sh for an Uno by default
run_flash() {
    local st=$1 said=$2
    shift 2
    [ $# -gt 0 ] || set -- "$box/nimbox.hex" atmega328p arduino 115200 /dev/ttyACM0 -D
    PATH="$box/bin" BOX_LOG="$box/log" FAKE_AVRDUDE_STATUS="$st" FAKE_AVRDUDE_OUT="$said" \
        "$BASH" "$root/tools/flash.sh" "$@" >"$box/out" 2>"$box/err"
    status=$?
}

# advice TEXT: flash.sh said TEXT (fixed string) on stderr
advice() { grep -Fq -- "$1" "$box/err"; }

new_flash_box
run_flash 0 "avrdude: 1024 bytes of flash verified"
check "flash: success: avrdude's arguments exactly, exit 0" \
    eval 'status_is 0 && [ "$(cat "$box/log")" = "avrdude -p atmega328p -c arduino -b 115200 -P /dev/ttyACM0 -D -U flash:w:$box/nimbox.hex:i" ] &&
          grep -q "flash: done" "$box/out"'

new_flash_box
AVRDUDE="avrdude -B 32" run_flash 0 "" "$box/nimbox.hex" atmega1284p usbasp 0 usb
check "flash: AVRDUDE with flags (a slow ISP clock), no FLASH_FLAGS" \
    eval 'status_is 0 && [ "$(cat "$box/log")" = "avrdude -B 32 -p atmega1284p -c usbasp -b 0 -P usb -U flash:w:$box/nimbox.hex:i" ]'

new_flash_box
rm "$box/bin/avrdude"
run_flash 0 ""
check "flash: no avrdude: exit 127, points at tools/setup.sh" \
    eval 'status_is 127 && advice "avrdude not found" && advice "tools/setup.sh"'

new_flash_box
run_flash 0 "" "$box/none.hex" atmega328p arduino 115200 /dev/ttyACM0
check "flash: no HEX file: exit 2, avrdude not run" eval 'status_is 2 && no_calls && advice "make builds it"'

new_flash_box
run_flash 1 "avrdude OS error: cannot open port /dev/ttyACM0: No such file or directory
avrdude error: unable to open programmer arduino on port /dev/ttyACM0"
check "flash: no such port (avrdude 7): says so, names PORT=, keeps avrdude's status" \
    eval 'status_is 1 && advice "no board answers on /dev/ttyACM0: no such port" && advice "PORT=" &&
          grep -q "cannot open port" "$box/out"'

new_flash_box
run_flash 1 "avrdude: ser_open(): can't open device \"/dev/ttyACM0\": No such file or directory"
check "flash: no such port (avrdude 6)" eval 'status_is 1 && advice "no such port"'

new_flash_box
run_flash 1 "avrdude OS error: cannot open port /dev/ttyACM0: Permission denied
avrdude error: unable to open programmer arduino on port /dev/ttyACM0"
check "flash: permission denied (avrdude 7): the dialout group" \
    eval 'status_is 1 && advice "permission denied" && advice "usermod -aG dialout" && ! advice "no such port"'

new_flash_box
run_flash 1 "avrdude: ser_open(): can't open device \"/dev/ttyACM0\": Permission denied"
check "flash: permission denied (avrdude 6)" eval 'status_is 1 && advice "dialout"'

new_flash_box
run_flash 1 "avrdude warning: attempt 1 of 10: not in sync: resp=0x00
avrdude warning: attempt 10 of 10: not in sync: resp=0x00
avrdude error: unable to open programmer arduino on port /dev/ttyACM0"
check "flash: not in sync (avrdude 7): wrong board, press reset" \
    eval 'status_is 1 && advice "not in sync" && advice "BOARD=mega-lcdshield" && advice "reset button"'

new_flash_box
run_flash 1 "avrdude: stk500_recv(): programmer is not responding
avrdude: stk500_getsync() attempt 1 of 10: not in sync: resp=0x00"
check "flash: not in sync (avrdude 6)" eval 'status_is 1 && advice "reset button"'

new_flash_box
run_flash 1 "avrdude: stk500v2_ReceiveMessage(): timeout
avrdude: stk500v2_getsync(): timeout communicating with programmer" \
    "$box/nimbox.hex" atmega2560 wiring 115200 /dev/ttyACM0 -D
check "flash: the Mega's bootloader silent (stk500v2 timeout)" \
    eval 'status_is 1 && advice "no wiring bootloader answers" && advice "reset button"'

new_flash_box
run_flash 1 "avrdude OS error: cannot set attributes for port /dev/null: Inappropriate ioctl for device"
check "flash: PORT not a serial port" eval 'status_is 1 && advice "not a serial port"'

new_flash_box
run_flash 1 "avrdude error: cannot find USB device with vid=0x16c0 pid=0x5dc vendor='www.fischl.de' product='USBasp'
avrdude error: unable to open programmer usbasp on port usb" \
    "$box/nimbox.hex" atmega1284p usbasp 0 usb
check "flash: no USBasp on USB (avrdude 7)" \
    eval 'status_is 1 && advice "no usbasp programmer found on USB" && advice "udev"'

new_flash_box
run_flash 1 "avrdude: error: could not find USB device with vid=0x16c0 pid=0x5dc vendor='www.fischl.de' product='USBasp'" \
    "$box/nimbox.hex" atmega1284p usbasp 0 usb
check "flash: no USBasp on USB (avrdude 6)" eval 'status_is 1 && advice "no usbasp programmer"'

new_flash_box
run_flash 1 "avrdude: error: program enable: target doesn't answer. 1
avrdude: initialization failed, rc=-1" "$box/nimbox.hex" atmega1284p usbasp 0 usb
check "flash: ISP target silent: cable, power, a slow clock (-B 32), fuses first" \
    eval 'status_is 1 && advice "the atmega1284p does not" && advice "-B 32" && advice "docs/flashing.md"'

new_flash_box
run_flash 1 "avrdude: Device signature = 0x1e950f (probably m328p)
avrdude: Expected signature for ATmega2560 is 1E 98 01" \
    "$box/nimbox.hex" atmega2560 wiring 115200 /dev/ttyACM0 -D
check "flash: another chip on the port: choose BOARD" eval 'status_is 1 && advice "is not an atmega2560"'

new_flash_box
run_flash 3 "avrdude: something new went wrong"
check "flash: an unknown failure: avrdude's status kept, its words shown" \
    eval 'status_is 3 && advice "avrdude failed (exit status 3)" && grep -q "something new" "$box/out"'

# an image that ends past what the bootloader leaves (FLASH_ROOM: the old
# 2 KiB bootloader's 30720 B) is refused before avrdude runs; one that
# ends at it is written.  hex_to END FILE: an image of END bytes (its last
# record's end; a 64 KiB segment record first, as a large image has).
hex_to() {
    local end=$1 file=$2 a
    printf ':020000020000FC\n' >"$file"
    for a in 0 $((end - 16)); do
        printf ':10%04X00%s%02X\n' "$a" "$(printf 'FF%.0s' $(seq 16))" \
            $(( (0x100 - (16 + (a >> 8) + (a & 255) + 16 * 255) % 256) % 256 )) >>"$file"
    done
    printf ':00000001FF\n' >>"$file"
}
new_flash_box
hex_to 30736 "$box/nimbox.hex"
FLASH_ROOM=30720 FLASH_ROOM_BY="the old bootloader" run_flash 0 "" \
    "$box/nimbox.hex" atmega328p arduino 57600 /dev/ttyUSB0 -D
check "flash: an image past the old bootloader's 30720 B: exit 2, avrdude not run, says what to do" \
    eval 'status_is 2 && no_calls && advice "30736 B" && advice "30720 B" && advice "the old bootloader" &&
          advice "Optiboot"'
new_flash_box
hex_to 30720 "$box/nimbox.hex"
FLASH_ROOM=30720 FLASH_ROOM_BY="the old bootloader" run_flash 0 "" \
    "$box/nimbox.hex" atmega328p arduino 57600 /dev/ttyUSB0 -D
check "flash: an image of exactly the old bootloader's 30720 B is written" eval 'status_is 0 && ! no_calls'

# ---- the Makefile hands each board's settings to flash.sh ----------------------------
flash_line() { # BOARD [VAR=VALUE...]: the flash recipe make would run
    (cd "$root" && MAKEFLAGS= MAKELEVEL= make -n --no-print-directory flash BOARD="$@" 2>&1) |
        grep -F 'tools/flash.sh'
}
check "make flash: the Uno through its bootloader, -D" \
    eval '[ "$(flash_line uno-lcdshield)" = "AVRDUDE=\"avrdude\" FLASH_ROOM=32256 FLASH_ROOM_BY=\"optiboot\" bash tools/flash.sh build/uno-lcdshield/nimbox.hex atmega328p arduino 115200 /dev/ttyACM0 -D" ]'
check "make flash: the Mega through its bootloader (wiring)" \
    eval 'flash_line mega-lcdshield | grep -Fq "atmega2560 wiring 115200 /dev/ttyACM0 -D"'
check "make flash: the handheld through a USBasp, chip erased" \
    eval '[ "$(flash_line handheld-1284p)" = "AVRDUDE=\"avrdude\" FLASH_ROOM=131072 FLASH_ROOM_BY=\"none\" bash tools/flash.sh build/handheld-1284p/nimbox.hex atmega1284p usbasp 0 usb " ] ||
          [ "$(flash_line handheld-1284p)" = "AVRDUDE=\"avrdude\" FLASH_ROOM=131072 FLASH_ROOM_BY=\"none\" bash tools/flash.sh build/handheld-1284p/nimbox.hex atmega1284p usbasp 0 usb" ]'
check "make flash: a Nano at the old bootloader's 57600 baud: its 30720 B the limit" \
    eval 'flash_line nano-oled PROGRAMMER_BAUD=57600 | grep -Fq "FLASH_ROOM=30720 FLASH_ROOM_BY=\"the old bootloader ATmegaBOOT at 57600 baud\" bash tools/flash.sh build/nano-oled/nimbox.hex atmega328p arduino 57600"'
