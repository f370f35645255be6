#!/usr/bin/env bash
# The oracle and the scenario generators that lean on it, from the outside:
# sg.awk's published shortcuts (periods, half's recurrence) and its
# one-move legality test held against its own brute force; the flood and
# soak generators stopped (exit 1, the line named) by a host command that
# lies, so an engine bug the device shares cannot pass as an expectation.
#   host-tests/oracle/run.sh path/to/nimbox
set -u
nimbox=$1
here=$(dirname "$0")
. "$here/../tally.sh"

for rule in nim misere take:3 pow2 sub:1,3,4 sub:2,5,6 half kayles dawson octal:0.137 octal:0.4 octal:0.156; do
    got=$(awk -f "$here/sg.awk" -v selfcheck=300 "$rule" 2>&1)
    [ "$got" = ok ] && ok "oracle selfcheck $rule" || bad "oracle selfcheck $rule" "$got"
done
# a wrong published period is caught by the selfcheck
sed 's/per = 12; pre = 71/per = 12; pre = 70/' "$here/sg.awk" >"$tmp/wrong.awk"
got=$(awk -f "$tmp/wrong.awk" -v selfcheck=300 kayles 2>&1)
[ $? -eq 1 ] && [ "${got#heap }" != "$got" ] && ok "planted: a wrong period fails the selfcheck" ||
    bad "planted: a wrong period fails the selfcheck" "$got"

# liar WORD PATTERN REPLACEMENT: a host command whose answers to lines
# with WORD have PATTERN replaced (sed), the rest the real command's
liar() {
    cat >"$tmp/liar" <<LIAR
#!/usr/bin/env bash
out=\$("$nimbox" "\$@" 2>&1); status=\$?
case " \$* " in *" $1 "*) out=\$(printf '%s\n' "\$out" | sed -E '$2') ;; esac
printf '%s\n' "\$out"; exit \$status
LIAR
    chmod +x "$tmp/liar"
}
# generator NAME: the flood or soak generator's output with the host given
# (shorter than make check's own: the lines' kinds all come within them)
flood() { bash tools/flood-scenario.sh "$1" 120 >"$tmp/out" 2>"$tmp/err"; }
soak() { bash tools/soak-scenario.sh "$1" 60 96 700 >"$tmp/out" 2>"$tmp/err"; }

for gen in flood soak; do
    if $gen "$nimbox" && grep -q '^send ' "$tmp/out" && [ ! -s "$tmp/err" ]; then ok "$gen: the real host passes the oracle"
    else bad "$gen: the real host passes the oracle" "$(head -n 3 "$tmp/err")"; fi
    for lie in "move|s/^win ([0-9]+) ([0-9]+) ([0-9]+)$/win \\1 \\2 0/" \
               "move|s/^lose$/win 1 1 0/" \
               "move|s/^win .*/lose/" \
               "grundy|1s/ 1 / 2 /" \
               "dag:rook|s/^win ([0-9]+) ([0-9]+)$/win \\1 0/"; do
        liar "${lie%%|*}" "${lie#*|}"
        if ! $gen "$tmp/liar" && grep -q 'the host command answers' "$tmp/err"; then ok "$gen: planted lie ${lie#*|} stops it"
        else bad "$gen: planted lie ${lie#*|} stops it" "exit 0 or no reason: $(head -n 2 "$tmp/err")"; fi
    done
done
tally_end
