# `make help` against the Makefile (sourced by host-tests/setup/run.sh):
# every target make knows from the Makefile and the files it includes
# (read from make's own database, `make -pq`) is either listed by `make
# help`, one line each, or named in HELP_INTERNAL; and nothing listed is
# stale (a target that no longer exists).
# shellcheck shell=bash disable=SC2016,SC2154  # eval strings; variables from run.sh

in_root_make() { (cd "$root" && MAKEFLAGS= MAKELEVEL= make --no-print-directory "$@"); }

# every target: rule lines of make's database that are not "# Not a target"
# (nor text inside a define), file and pattern names (a '/', '.' or '%')
# left out
targets=$(in_root_make -pRrq 2>/dev/null |
    awk '/^define / { indef = 1; next }
         /^endef/ { indef = 0; next }
         indef { next }
         /^# Not a target/ { skip = 1; next }
         /^[A-Za-z0-9][A-Za-z0-9_-]*:/ { if (!skip) { sub(/:.*/, ""); print } }
         { skip = 0 }' | sort -u)
internal=$(in_root_make -pRrq 2>/dev/null | sed -n 's/^HELP_INTERNAL := //p')
help_out=$(in_root_make -s help 2>&1)
listed=$(printf '%s\n' "$help_out" | sed -n 's/^  \([a-z][a-z0-9-]*\)  .*/\1/p' | sort)

check "make help: runs and lists targets" eval '[ -n "$listed" ] && [ -n "$targets" ]'
for t in $targets; do
    case " $(echo $listed) $internal " in
        *" $t "*) ok "make help: target $t listed (or internal)" ;;
        *) bad "make help: target $t missing" "add a line for it to HELP_TEXT in the Makefile (or to HELP_INTERNAL)" ;;
    esac
done
for t in $listed $internal; do
    case " $(echo $targets) " in
        *" $t "*) ;;
        *) bad "make help: $t listed but no such target" "make help: $help_out" ;;
    esac
done
check "make help: each listed target appears once, with a description" \
    eval '[ "$(printf "%s\n" "$listed" | uniq -d)" = "" ] &&
          [ "$(printf "%s\n" "$help_out" | grep -Ec "^  [a-z][a-z0-9-]* +[^ ]")" -eq "$(printf "%s\n" "$listed" | wc -l)" ]'

# The boards and feature sets make names are the tree's: `make help`
# lists every board folder and set; a mistyped board, set or display
# option names the valid ones and the nearest; an old board name says
# what replaced it.
boards_here=$(cd "$root" && ls boards/*/board.mk | sed 's|boards/\(.*\)/board.mk|\1|')
help_head=$(printf '%s\n' "$help_out" | head -n 1)
for b in $boards_here; do
    check "make help: names board $b" eval 'case "$help_head" in *"$b"*) true ;; *) false ;; esac'
done
for s in coach play practice full; do
    check "make help: names feature set $s" eval 'printf "%s\n" "$help_out" | grep -q "^  CONFIG=$s "'
done
make_err() { in_root_make -s "$@" print-board-values 2>&1 >/dev/null; }
err=$(make_err BOARD=uno)
check "make BOARD=uno: names the boards and the nearest" \
    eval 'case "$err" in *"no board '"'"'uno'"'"'"*"nano-i2c"*"uno-lcdshield"*"nearest: uno-lcdshield"*) true ;; *) false ;; esac'
err=$(make_err BOARD=nano-12c)
check "make BOARD=nano-12c: nearest nano-i2c" eval 'case "$err" in *"nearest: nano-i2c"*) true ;; *) false ;; esac'
err=$(make_err BOARD=uno-lcdshield CONFIG=paly)
check "make CONFIG=paly: names the sets and the nearest" \
    eval 'case "$err" in *"coach play practice full"*"nearest: play"*) true ;; *) false ;; esac'
err=$(make_err BOARD=uno-lcdshield LCD=2004)
check "make LCD=2004 on a board without it: refused, naming the boards with it" \
    eval 'case "$err" in *"uno-lcdshield offers no display option"*"nano-i2c"*) true ;; *) false ;; esac'
err=$(make_err BOARD=nano-i2c LCD=1604)
check "make LCD=1604 on nano-i2c: names its options" \
    eval 'case "$err" in *"LCD=1602 or LCD=2004"*) true ;; *) false ;; esac'
err=$(in_root_make -s BOARD=uno-play print-board-values 2>&1 >/dev/null)
vals=$(in_root_make -s BOARD=uno-play print-board-values 2>/dev/null)
check "make BOARD=uno-play: says what replaced it, builds the Uno's play set" \
    eval 'case "$err" in *"now BOARD=uno-lcdshield CONFIG=play"*) true ;; *) false ;; esac &&
          printf "%s\n" "$vals" | grep -qx "CONFIG=play" && printf "%s\n" "$vals" | grep -qx "CAP_PLAY=1"'

# `make web` builds what the page offers and no test image (a covering
# build's test firmware, the OLED test program); `make check`'s builds
# and `make web-check` build those.  Read from make's plan (-n, with
# every file taken as new: -W), nothing built.
plan() { in_root_make -n "$@" 2>/dev/null; }
web_plan=$(plan BOARD=uno-lcdshield -W firmware/app/main.c -W host-tests/sim/oled/oled-test.c \
    web-board build/web/gen/uno-lcdshield.js)
check "make web: a covering build's page image, not its test build" \
    eval 'printf "%s\n" "$web_plan" | grep -q "build/uno-lcdshield/nimbox.hex" &&
          ! printf "%s\n" "$web_plan" | grep -q "test/\|-test\.hex\|oled-test"'
check "make web: the bundle alone (no test image named)" \
    eval '! in_root_make -pq web 2>/dev/null | grep -q "^web:.*oled-test"'
item_plan=$(plan ITEM=uno-lcdshield -W firmware/app/main.c check-build-item)
check "make check's builds: a covering build's test image for the page" \
    eval 'printf "%s\n" "$item_plan" | grep -q "uno-lcdshield-test\.hex"'
check "make check and web-check: the OLED test program" \
    eval 'in_root_make -pq check-tests 2>/dev/null | grep -q "web-bundle \$(WEB_TESTS)\|web-bundle build/web/oled-test.hex" &&
          in_root_make -pq web-check 2>/dev/null | grep -q "^web-check:.*oled-test.hex"'

# `make boards` says each build as it is done (tools/boards-progress.sh):
# its name, flash and RAM against what it has, and the seconds; a build
# that fails stops the queue (xargs: status 255) with its log's end.
# Against a stub make that writes the row size-row would.
boards_box=$(mktemp -d "$tmp/boards.XXXXXX")
mkdir -p "$boards_box/build/boards/rows"
printf '#!%s\ncase "$*" in *BOARD=ok-one*) echo "ok-one play 0 31000 31555 700 32256 1500 1664 atmega328p 8000000 0 0 0 1" >build/boards/rows/ok-one.row ;;\n*) echo "error: it broke"; exit 2 ;; esac\n' \
    "$BASH" >"$boards_box/make"
chmod +x "$boards_box/make"
line=$(cd "$boards_box" && bash "$root/tools/boards-progress.sh" ok-one ./make 2>&1)
check "make boards: a line per build as it is done (name, flash, RAM, seconds)" \
    eval 'printf "%s\n" "$line" | grep -Eq "^  ok-one +flash +31700 B of +32256 B, RAM +1500 B of +1664 B, fits: +[0-9]+\.[0-9] s$"'
line=$(cd "$boards_box" && bash "$root/tools/boards-progress.sh" bad-one ./make 2>&1); status=$?
check "make boards: a build that fails stops the queue, saying which and why" \
    eval 'status_is 255 && printf "%s\n" "$line" | grep -q "bad-one: the build failed" &&
          printf "%s\n" "$line" | grep -q "error: it broke"'
check "make boards: runs each build through tools/boards-progress.sh" \
    eval 'in_root_make -pq boards 2>/dev/null | grep -q "xargs -P 2 -I{} bash tools/boards-progress.sh {}"'
