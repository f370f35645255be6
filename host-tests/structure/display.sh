#!/usr/bin/env bash
# The displays, as docs/extending.md ("A display") states them:
#   - each descriptor boards/displays/<name>.mk names the very files the
#     doc's table gives that display (its DISPLAY_SRC lines, every bus's;
#     its simulator's, DISPLAY_SIM_SRC...; its page fragments,
#     DISPLAY_WEB_DEF_<bus>);
#   - no file of firmware/, hal/, sim/ or the page's board definition
#     (web/*.in) but a display's own has an #if on a display's or a
#     bus's name (LCD_TRANSPORT_..., DISPLAY_BUS_..., DISPLAY_<NAME> of
#     a descriptor, a -D flag of a descriptor's DISPLAY_FLAGS_<bus>): the
#     choice is the descriptor's, handed down as -D flags and files;
#   - on each of its buses a display's simulator files define the board's
#     display (sim_display) once, and no common file of sim/ does;
#   - a mistyped display or bus is refused with the nearest name, and the
#     old LCD_TRANSPORT word builds what its two words build.
# Each check also runs once on a planted fault, so a check that cannot fail
# fails here.
#   host-tests/structure/display.sh            (from the top of the tree)
set -u
. "$(dirname "$0")/../tally.sh"
doc=docs/extending.md

# the doc's table: "name<TAB>file file ..." per row
sed -n '/<!-- display-files -->/,/<!-- \/display-files -->/p' "$doc" |
    grep '^| `' | sed -E 's/^\| `([^`]*)` \| (.*) \|$/\1\t\2/; s/`//g' >"$tmp/table"
descs=$(ls boards/displays/*.mk | grep -v '/display\.mk$')
if [ "$(wc -l <"$tmp/table")" -ge 2 ] && [ "$(wc -l <"$tmp/table")" = "$(echo $descs | wc -w)" ]; then
    ok "display table read ($(cut -f1 "$tmp/table" | tr '\n' ' '))"
else bad "display table read" "$(wc -l <"$tmp/table") rows in $doc for $(echo $descs | wc -w) descriptors"; fi

# desc_files FILE: the files a descriptor names, sorted, one a line
desc_files() {
    sed -n 's/^DISPLAY_SRC[_a-z0-9]* := //p; s/^DISPLAY_SIM_SRC[_a-z0-9]* := //p;
        s/^DISPLAY_WEB_DEF_[a-z0-9]* := //p' "$1" | tr ' ' '\n' | grep . | sort -u
}
# table_mismatch TABLE DESCRIPTOR...: one line per display whose files differ
table_mismatch() {
    local table=$1 d name; shift
    for d in "$@"; do
        name=$(basename "$d" .mk)
        if ! diff <(desc_files "$d") \
            <(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$table" | tr ' ' '\n' | grep . | sort -u) >/dev/null; then
            echo "$name: $d names $(desc_files "$d" | tr '\n' ' ')but $doc lists $(awk -F'\t' -v n="$name" '$1 == n { print $2 }' "$table")"
        fi
    done
}
# shellcheck disable=SC2086
out=$(table_mismatch "$tmp/table" $descs)
if [ -z "$out" ]; then ok "each display's files as the doc lists them"
else bad "each display's files as the doc lists them" "$out"; fi
# planted: a file the doc does not list
printf 'DISPLAY_SRC := hal/oled.c hal/font_5x7.c hal/avr/ssd1306.c hal/st7920.c\nDISPLAY_SRC_i2c := hal/avr/twi.c\n' >"$tmp/ssd1306.mk"
[ -n "$(table_mismatch "$tmp/table" "$tmp/ssd1306.mk")" ] && ok "planted: a display file the doc does not list" ||
    bad "planted: a display file the doc does not list" "not found"

# ---- no display #if outside a display's own files ----------------------------
# own: every descriptor's files, with their headers
own=$(for d in $descs; do desc_files "$d"; done | sort -u | tr "\n" " ")
own="$own $(for f in $own; do echo "${f%.c}.h"; done) hal/hd44780.h hal/avr/lcd_bus.h"
# the names an #if would choose a display by: the old words, the buses',
# each descriptor's DISPLAY_<NAME>, and the -D flags of its buses' own
names="LCD_TRANSPORT_[A-Z0-9]+|DISPLAY_BUS_[A-Z0-9]+"
for d in $descs; do
    names="$names|DISPLAY_$(basename "$d" .mk | tr a-z A-Z)"
    for f in $(sed -n 's/^DISPLAY_FLAGS_[a-z0-9]* *:\{0,1\}= //p' "$d" | grep -oE -- '-D[A-Z0-9_]+' | cut -c3-); do
        names="$names|$f"
    done
done
# display_ifs FILE...: the #if lines on a display's or a bus's name in files not a display's own
display_ifs() {
    local f
    for f in "$@"; do
        case " $own " in *" $f "*) continue ;; esac
        grep -HnE "^[[:space:]]*#[[:space:]]*(if|ifdef|ifndef|elif)\b.*\b($names)\b" "$f"
    done
    return 0
}
code=$(git ls-files 'firmware/*.c' 'firmware/*.h' 'hal/*.c' 'hal/*.h' 'sim/*.c' 'sim/*.h' 'web/*.in' 'web/displays/*.in' 2>/dev/null)
[ -n "$code" ] || code=$(find firmware hal sim -name '*.[ch]' | sort; ls web/*.in web/displays/*.in 2>/dev/null)
out=$(display_ifs $code)
if [ -z "$out" ]; then ok "no display #if outside a display's files ($(echo $code | wc -w) files)"
else bad "no display #if outside a display's files" "$out"; fi
mkdir -p "$tmp/hal" "$tmp/sim" "$tmp/web"
printf '#if LCD_TRANSPORT_SSD1306\n#define LCD_PICTURE_PAGES 4\n#endif\n' >"$tmp/hal/lcd.h"
[ -n "$(cd "$tmp" && display_ifs hal/lcd.h)" ] && ok "planted: an #if on the OLED in hal/lcd.h" ||
    bad "planted: an #if on the OLED in hal/lcd.h" "not found"
printf '#if LCD_TRANSPORT_PCF8574\n#elif DISPLAY_ST7920\n    add(sim_port_irq(0, 0), 1, "st7920_cs");\n#endif\n' >"$tmp/sim/trace.c"
[ "$(cd "$tmp" && display_ifs sim/trace.c | wc -l)" = 2 ] && ok "planted: the trace's signals chosen by #if in sim/trace.c" ||
    bad "planted: the trace's signals chosen by #if in sim/trace.c" "$(cd "$tmp" && display_ifs sim/trace.c)"
printf '#if DISPLAY_OLED_SH1106\n  chip: "sh1106",\n#endif\n' >"$tmp/web/board-def.in"
[ -n "$(cd "$tmp" && display_ifs web/board-def.in)" ] && ok "planted: an #if on the OLED's chip flag in web/board-def.in" ||
    bad "planted: an #if on the OLED's chip flag in web/board-def.in" "not found"
# planted the other way: a display's own file may choose by its own name
cp sim/st7920.c "$tmp/sim/st7920.c" && printf '#if DISPLAY_ST7920\n#endif\n' >>"$tmp/sim/st7920.c"
[ -z "$(cd "$tmp" && display_ifs sim/st7920.c)" ] && ok "planted: an #if in the ST7920's own sim/st7920.c is its own" ||
    bad "planted: an #if in the ST7920's own sim/st7920.c is its own" "found"

# ---- the simulator's model: one sim_display per display and bus ------------------
defines='^const struct sim_display \*sim_display\(void\)'
# model_count DESCRIPTOR BUS: how many of its files for that bus define sim_display
model_count() {
    local files
    files=$(sed -n "s/^DISPLAY_SIM_SRC := //p; s/^DISPLAY_SIM_SRC_$2 := //p" "$1")
    # shellcheck disable=SC2086
    [ -n "$files" ] && grep -lE "$defines" $files 2>/dev/null | wc -l || echo 0
}
out=
for d in $descs; do
    for b in $(sed -n 's/^DISPLAY_BUSES := //p' "$d"); do
        n=$(model_count "$d" "$b")
        [ "$n" = 1 ] || out="$out $(basename "$d" .mk)/$b: $n files define sim_display;"
    done
done
common=$(for f in sim/*.c; do case " $own " in *" $f "*) ;; *) echo "$f" ;; esac; done)
# shellcheck disable=SC2086
shared=$(grep -lE "$defines" $common)
[ -n "$shared" ] && out="$out common files define sim_display: $shared"
if [ -z "$out" ]; then ok "each display's model defined once on each of its buses, by its own files"
else bad "each display's model defined once on each of its buses, by its own files" "$out"; fi
# planted: a bus whose files name no model
printf 'DISPLAY_BUSES := pins\nDISPLAY_SIM_SRC := sim/oled_view.c\n' >"$tmp/st7920.mk"
[ "$(model_count "$tmp/st7920.mk" pins)" = 0 ] && ok "planted: a display whose files define no model" ||
    bad "planted: a display whose files define no model" "counted $(model_count "$tmp/st7920.mk" pins)"

# ---- the two axes: each name checked, the nearest offered; the old word mapped ----
out=$(make -s --no-print-directory BOARD=nano-oled DISPLAY=ssd1036 print-board-values 2>&1)
case $out in *"no display 'ssd1036'"*"nearest: ssd1306"*) ok "a mistyped display: the nearest offered" ;;
*) bad "a mistyped display: the nearest offered" "$out" ;; esac
out=$(make -s --no-print-directory BOARD=nano-i2c DISPLAY_BUS=pcf8754 print-board-values 2>&1)
case $out in *"no bus 'pcf8754' for the hd44780"*"nearest: pcf8574"*) ok "a mistyped bus: the nearest offered" ;;
*) bad "a mistyped bus: the nearest offered" "$out" ;; esac
old=$(make -s --no-print-directory BOARD=uno-lcdshield LCD_TRANSPORT=pcf8574 print-board-values 2>&1)
new=$(make -s --no-print-directory BOARD=uno-lcdshield DISPLAY_BUS=pcf8574 print-board-values 2>&1)
if [ "$(echo "$old" | grep -v '^make: ')" = "$new" ] && echo "$old" | grep -q 'is now DISPLAY=hd44780 DISPLAY_BUS=pcf8574' &&
    echo "$new" | grep -q 'DISPLAY_BUS_PCF8574=1'; then ok "LCD_TRANSPORT=pcf8574: the same build, with a notice"
else bad "LCD_TRANSPORT=pcf8574: the same build, with a notice" "$(diff <(echo "$old") <(echo "$new"))"; fi
# planted: a board naming the pins bus is not the backpack's build
[ "$(make -s --no-print-directory BOARD=uno-lcdshield print-board-values 2>&1)" != "$new" ] &&
    ok "planted: the pins bus differs from pcf8574" || bad "planted: the pins bus differs from pcf8574" "the same values"

tally_end
