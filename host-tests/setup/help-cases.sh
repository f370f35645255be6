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
