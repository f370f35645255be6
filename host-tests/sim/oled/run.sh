#!/usr/bin/env bash
# The simulator's OLED model (sim/oled.c) tested apart from nimbox's
# driver: oled-test.c (raw TWI register code) built for the ATmega328P,
# and the simulator built for a Nano with an SSD1306 (nano-i2c's pins,
# the OLED's simulator files on I2C as its descriptor names them, a 21x4
# text grid) into build/oled-test/, under
# UBSan (the OLED's own code: the model, its checks, the PNG writer),
# unoptimised: the test programs are short, and the two builds at -O0
# took 7.8 s with their runs where -O2 -g took 13.8 s.
#   good.txt         must pass: text, cursor, stones, sleep and wake, the
#                    chips and addresses told apart, the current, a PNG
#   fault-*.txt      must fail, each with the line naming its fault
#   wrong-*.txt      must fail: a check that would pass a wrong screen;
#                    one failure, the file's last line (the lines before
#                    it hold), the checker's own verdict (not a malformed
#                    line): every checker of the glass has one
# and the same model on SPI (spi-*.txt, below: spi-test.c).
# Run from the repository's root: bash host-tests/sim/oled/run.sh
set -u
here=host-tests/sim/oled
out=build/oled-test
mkdir -p "$out"
rm -f "$out"/wrong-*.log
passed=0 failed=0
ok() { echo "ok   $1"; passed=$((passed + 1)); }
bad() { echo "FAIL $1"; [ -n "${2:-}" ] && printf '%s\n' "$2" | sed 's/^/     /'; failed=$((failed + 1)); }

make --no-print-directory -s BOARD=nano-i2c build/nano-i2c/capabilities.h >/dev/null || exit 2
avr-gcc -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega328p -DF_CPU=16000000UL \
    -I. -I/usr/include/simavr -Wl,--undefined=_mmcu,--section-start=.mmcu=0x910000 \
    "$here/oled-test.c" hal/font_5x7.c -o "$out/oled-test.elf" || exit 2
# shellcheck disable=SC2046
cc -std=gnu99 -Wall -Wextra -Werror -O0 -fsanitize=undefined -fno-sanitize-recover=undefined \
    -I. -Ifirmware -Iboards/nano-i2c \
    -DDISPLAY_USES_SPI=0 -DBOARD_OLED_I2C_ADDR=0x3C \
    -DBOARD_LCD_COLS=21 -DBOARD_LCD_ROWS=4 -include build/nano-i2c/capabilities.h \
    -DSIM_MAPS='"sample1"' $(pkg-config --cflags simavr simavrparts) \
    $(make --no-print-directory -s BOARD=nano-i2c DISPLAY=ssd1306 DISPLAY_BUS=i2c print-sim-sources) \
    $(pkg-config --libs simavr simavrparts) -lelf -o "$out/nimbox-sim" || exit 2
sim=$out/nimbox-sim elf=$out/oled-test.elf

log=$out/good.log
rm -f "$out/glass.png"
if "$sim" --check "$elf" "$here/good.txt" >"$log" 2>&1; then
    ok "good.txt: $(grep -c '^ *ok' "$log") checks passed"
else
    bad "good.txt" "$(grep -v '^ *ok' "$log" | head -30)"
fi
# the file whole: it ends with the IEND chunk (no data, its CRC 0xAE426082)
if [ -s "$out/glass.png" ] && file "$out/glass.png" | grep -q 'PNG image data, 544 x 288' &&
    [ "$(tail -c 12 "$out/glass.png" | od -An -tx1 | tr -d ' \n')" = 0000000049454e44ae426082 ]; then
    ok "screenshot: $(file -b "$out/glass.png"), ending with its IEND chunk"
else
    bad "screenshot" "$(file "$out/glass.png" 2>&1)"
fi

# want FILE TEXT: FILE's run fails, and its output holds TEXT
want_fail() {
    local f=$1 text=$2 log=$out/$(basename "$1" .txt).log
    if "$sim" --check "$elf" "$here/$f" >"$log" 2>&1; then
        bad "$f: passed, must fail ($text)" "$(cat "$log")"
    elif grep -qF -- "$text" "$log"; then
        ok "$f fails: $(grep -F -- "$text" "$log" | head -1 | sed 's/^ *//' | cut -c1-150)"
    else
        bad "$f: failed without \"$text\"" "$(cat "$log")"
    fi
}
# want_wrong FILE TEXT: as want_fail, for the glass's checkers' newer
# planted cases (the page's web/test/oled-scripts.mjs plays the files of
# want_fail's lines only)
want_wrong() { want_fail "$@"; }
want_fail fault-pump.txt "display on (0xAF) with the charge pump off"
want_fail fault-column.txt "data at column 128 of page 0: past the RAM's last column, 127"
want_fail fault-page.txt "page 8 (0xB8): a page above 7"
want_fail fault-sh1106-column.txt "data at column 132 of page 0: past the RAM's last column, 131"
want_fail wrong-glyph.txt "expect-lcd 0 Nim 3 4 5"
want_fail wrong-offset.txt "expect-lcd 0 Nim 3 4 5"
want_fail wrong-stones.txt "page 4 shows 3 filled, 2 hollow, 0 other, marked"
want_fail wrong-asleep.txt "the OLED is off"
want_wrong wrong-contrast.txt "the contrast is 207"
want_wrong wrong-pixel-right.txt "page 5: column 120 is 0x01"
want_wrong wrong-band-row.txt "band row 8 is lit at 120"
want_wrong wrong-bars.txt "the bars from heap 0 are 0 0"
want_wrong wrong-board.txt "the board shows .. .."
want_wrong wrong-oled-ua.txt "the OLED draws "
want_wrong wrong-picture.txt "1 of the glass's 8192 pixels differ from build/oled-test/before-pixel.png, the first at x 120, y 40"
want_wrong wrong-sweep.txt "no whole-glass sweep (pages 0-7, 128 columns each, in order) since the last measure"
# every wrong-*.txt: one failure, at the file's last line (the lines
# before it hold), its checker's own verdict (not a malformed line)
for f in "$here"/wrong-*.txt; do
    f=${f##*/} log=$out/$(basename "$f" .txt).log
    last=$(grep -n -v -e '^#' -e '^ *$' "$here/$f" | tail -n 1 | cut -d: -f1)
    if [ ! -f "$log" ]; then
        bad "$f: not run (no want_fail or want_wrong line)"
    elif grep -qx '[0-9]* passed, 1 failed' "$log" && grep -q "^FAIL $f:$last " "$log" &&
        ! grep -q 'malformed line' "$log"; then
        ok "$f: one failure, at line $last, by its checker"
    else
        bad "$f: not one failure, at line $last, by its checker" "$(grep -v '^ *ok' "$log" | head -12)"
    fi
done

# ---- the same model on SPI (sim/oled_spi.c): spi-test.c (raw SPI
# register code, nano-oled's LCD=spi pins) and the simulator built for
# nano-oled-spi (the OLED on SPI) into build/oled-test/spi/
#   spi-good.txt          must pass: a RES pulse, the setup, text, 8 MHz
#   spi-fault-*.txt       must fail, each with the line naming its fault
#   spi-wrong-dclow.txt   must fail: the glyphs sent with DC low never
#                         reach the glass, and the text check says so
spi=$out/spi
mkdir -p "$spi"
make --no-print-directory -s BOARD=nano-oled-spi build/nano-oled-spi/capabilities.h >/dev/null || exit 2
avr-gcc -std=c99 -Wall -Wextra -Werror -Os -mmcu=atmega328p -DF_CPU=16000000UL \
    -I. -I/usr/include/simavr -Wl,--undefined=_mmcu,--section-start=.mmcu=0x910000 \
    "$here/spi-test.c" hal/font_5x7.c -o "$spi/spi-test.elf" || exit 2
# shellcheck disable=SC2046
cc -std=gnu99 -Wall -Wextra -Werror -O0 -fsanitize=undefined -fno-sanitize-recover=undefined \
    -I. -Ifirmware -Iboards/nano-oled \
    -DDISPLAY_USES_SPI=1 -DDISPLAY_BUS_SPI=1 \
    -DBOARD_LCD_COLS=21 -DBOARD_LCD_ROWS=4 -include build/nano-oled-spi/capabilities.h \
    -DSIM_MAPS='"sample1"' $(pkg-config --cflags simavr simavrparts) \
    $(make --no-print-directory -s BOARD=nano-oled-spi print-sim-sources) \
    $(pkg-config --libs simavr simavrparts) -lelf -o "$spi/nimbox-sim" || exit 2
sim=$spi/nimbox-sim elf=$spi/spi-test.elf out=$spi
# want_spi FILE TEXT: as want_fail, on SPI (the page's oled-scripts.mjs
# plays these with spi-test.c on an SPI board)
want_spi() { want_fail "$@"; }
log=$spi/spi-good.log
if "$sim" --check "$elf" "$here/spi-good.txt" >"$log" 2>&1; then
    ok "spi-good.txt: $(grep -c '^ *ok' "$log") checks passed"
else
    bad "spi-good.txt" "$(grep -v '^ *ok' "$log" | head -30)"
fi
want_spi spi-fault-nores.txt "byte 0xAE before RES was pulsed since the module's supply came on"
want_spi spi-fault-dcmid.txt "DC changed while byte 0xA6 was on the wire"
want_spi spi-fault-csmid.txt "CS rose while byte 0xA6 was on the wire"
want_spi spi-fault-mode1.txt "SPI mode 1: the chip latches MOSI on SCK's rising edge"
want_spi spi-fault-lsb.txt "least significant bit first (DORD)"
want_spi spi-fault-prr.txt "SPDR written while PRR stops the SPI (PRSPI)"
want_spi spi-fault-arg.txt "data 0x40 while command 0x81 waits for its argument"
want_spi spi-fault-held.txt "byte 0xA6 while RES holds the module in reset"
want_spi spi-fault-sh1106-fast.txt "SCK at 8000000 Hz: over the SH1106's 4000000 Hz"
want_spi spi-wrong-dclow.txt "expect-lcd 0 Nim 3 4 5"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
