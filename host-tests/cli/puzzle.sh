#!/usr/bin/env bash
# `nimbox puzzle` from the outside: an exact seeded session (right, wrong,
# `none`, refused lines), the same seed setting the same puzzles, a perfect
# person (each answer from host-tests/oracle/sg.awk, brute-force SG values
# written apart from the engine, never `nimbox move`) right every time under every kind
# of rule while the puzzles grow, a person always answering `none` right on
# the lost ones only, and the errors (exit 2, one `nimbox: ...` line).
#   host-tests/cli/puzzle.sh path/to/nimbox
set -u
nimbox=$1
. "$(dirname "$0")/../tally.sh"
. "$(dirname "$0")/expect.sh"
oracle() { awk -f "$(dirname "$0")/../oracle/sg.awk" "$@"; }

# the transcript is exact
printf '1 2\nnone\n9 1\nx\n2 4\n1 1\nquit\n' | "$nimbox" puzzle --seed 3 take:3 >"$tmp/out" 2>"$tmp/err"
want='take:3 puzzles: type the winning move (I TO: pile I down to TO stones, or I A+B), none when no move wins, or quit
puzzle 1 (streak 0, best 0): 3 2
your answer: 1 2
right! XOR of the SG values 3 2 is 1: pile 1 from 3 to 2 makes it 0
puzzle 2 (streak 1, best 1): 4 5
your answer: none
wrong: 1 1 wins. XOR of the SG values 0 1 is 1: pile 1 from 4 to 1 makes it 0
puzzle 3 (streak 0, best 1): 4 1
your answer: 9 1
illegal: no pile 9 (piles 1..2)
your answer: x
type a move as I TO (pile I down to TO stones) or I A+B, none, or quit
your answer: 2 4
illegal: pile 2 cannot go from 1 to 4 under take:3
your answer: 1 1
right! XOR of the SG values 0 1 is 1: pile 1 from 4 to 1 makes it 0
puzzle 4 (streak 1, best 1): 4 3
your answer: quit
2 of 3 right; streak 1, best 1'
[ "$(cat "$tmp/out")" = "$want" ] && [ ! -s "$tmp/err" ] && ok "puzzle transcript" ||
    bad "puzzle transcript" "got:" "$(cat "$tmp/out")" "stderr: $(cat "$tmp/err")"

# a lost position: `none` is right, a move is wrong
printf 'none\n' | "$nimbox" puzzle --seed 4 nim >"$tmp/out"
grep -q '^puzzle 1 (streak 0, best 0): 4 4$' "$tmp/out" && grep -q "^right! XOR of the SG values 4 4 is 0: every move makes it non-zero$" "$tmp/out" &&
    ok "puzzle lost: none is right" || bad "puzzle lost: none is right" "$(cat "$tmp/out")"
printf '1 0\n' | "$nimbox" puzzle --seed 4 nim >"$tmp/out"
grep -q "^wrong: no move wins. XOR of the SG values 4 4 is 0: every move makes it non-zero$" "$tmp/out" &&
    ok "puzzle lost: a move is wrong" || bad "puzzle lost: a move is wrong" "$(cat "$tmp/out")"

# the why on a map: the XOR of the stones' SG values (the grundy line's)
# and the stone that makes it 0
printf 'none\n' | "$nimbox" puzzle --seed 3 dag:rook >"$tmp/out"
sg3=$("$nimbox" grundy dag:rook 3 | head -n 1); sg3=${sg3##* }
grep -q "^wrong: 3 0 wins. XOR of the SG values of the stones is $sg3: a stone from 3 to 0 makes it 0$" "$tmp/out" &&
    ok "puzzle why on a map" || bad "puzzle why on a map" "$(cat "$tmp/out")"

# the same seed, the same puzzles; another seed, others
a=$(printf 'none\nnone\nnone\n' | "$nimbox" puzzle --seed 7 kayles)
b=$(printf 'none\nnone\nnone\n' | "$nimbox" puzzle --seed 7 kayles)
c=$(printf 'none\nnone\nnone\n' | "$nimbox" puzzle --seed 8 kayles)
[ "$a" = "$b" ] && [ "$a" != "$c" ] && ok "puzzle seeded" || bad "puzzle seeded" "$a" "$c"

# perfect RULE SEED N: answer N puzzles with the oracle's winning move (none
# when it says lose), the session run again with one more line each time; every
# answer right, the streak N, and the puzzles grown (the last one's size)
perfect() {
    local rule=$1 seed=$2 n=$3 inputs="" i pos mv w last
    for i in $(seq 1 "$n"); do
        pos=$(printf '%b' "$inputs" | "$nimbox" puzzle --seed "$seed" "$rule" | grep '^puzzle ' | tail -n 1)
        pos=${pos#*: }
        mv=$(oracle "$rule" $pos)
        if [ "${mv%% *}" = win ]; then read -ra w <<<"${mv#win }"
            if [ ${#w[@]} -eq 3 ]; then inputs+="${w[0]} ${w[2]}\n"; else inputs+="${w[0]} ${w[1]}\n"; fi
        else inputs+="none\n"; fi
    done
    printf '%b' "$inputs" | "$nimbox" puzzle --seed "$seed" "$rule" >"$tmp/out"
    last=$(tail -n 1 "$tmp/out")
    if [ "$last" = "$n of $n right; streak $n, best $n" ] && ! grep -q '^wrong' "$tmp/out" &&
       grep -q '^right! XOR of the .* is 0: every move makes it non-zero$\|^right! every move loses' "$tmp/out"; then
        ok "puzzle perfect $rule: $n right, won and lost"
    else bad "puzzle perfect $rule" "$(cat "$tmp/out")"; fi
    echo "$pos" >"$tmp/last"
}
perfect nim 5 12
[ "$(wc -w <"$tmp/last")" -eq 4 ] && ok "puzzle grows: 4 piles after 10 right (as many of two digits as fit 16 columns)" ||
    bad "puzzle grows" "$(cat "$tmp/last")"
perfect misere 2 10
perfect take:3 6 10
perfect pow2 2 10
perfect sub:1,3,4 3 10
perfect half 1 10
perfect kayles 4 10
perfect dawson 4 10
perfect octal:0.137 5 10
perfect dag:rook 3 10
perfect dag:knight 2 10

# always `none`: right on the lost puzzles only, which the coin makes about
# half of them, not all and not none
printf 'none\n%.0s' $(seq 1 30) | "$nimbox" puzzle --seed 9 nim >"$tmp/out"
n=$(tail -n 1 "$tmp/out" | sed -n "s/^\([0-9]*\) of 30 right; .*/\1/p")
[ -n "$n" ] && [ "$n" -ge 5 ] && [ "$n" -le 25 ] &&
    ok "puzzle: none every time, right on the lost ones" || bad "puzzle: none every time" "$(tail -n 1 "$tmp/out")"

# always `none`, graded against the oracle: right exactly on the puzzles it
# calls lost, and on the others the move the grade names wins by the oracle
for rule in nim misere take:3 sub:1,3,4 half kayles octal:0.137 dag:rook dag:knight; do
    printf 'none\n%.0s' $(seq 1 12) | "$nimbox" puzzle --seed 5 "$rule" >"$tmp/out"
    wrong="" pos="" n=0
    while IFS= read -r line; do
        case $line in
        "puzzle "*) pos=${line#*: } ;;
        "right!"*) n=$((n + 1)); [ "$(oracle "$rule" $pos)" = lose ] || wrong+=" [$pos: right on none]" ;;
        "wrong: "*)
            n=$((n + 1)); mv=${line#wrong: }; mv=${mv%% wins.*}
            [ "$(oracle -v check="$mv" "$rule" $pos)" = legal-win ] || wrong+=" [$pos: $line]" ;;
        esac
    done <"$tmp/out"
    [ "$n" -eq 12 ] && [ -z "$wrong" ] && ok "puzzle grades $rule = oracle ($n)" ||
        bad "puzzle grades $rule = oracle" "graded $n of 12" "$wrong"
done

# the input's last line without its newline: echoed on a line of its own;
# none and quit are those words, nothing longer (nonesuch is no answer)
printf '1 0' | "$nimbox" puzzle --seed 1 nim >"$tmp/out" 2>&1
grep -qx 'your answer: 1 0' "$tmp/out" && grep -q '^wrong: ' "$tmp/out" &&
    ok "puzzle last line without newline" || bad "puzzle last line without newline" "$(cat "$tmp/out")"
printf 'nonesuch\nquitter\nquit\n' | "$nimbox" puzzle --seed 1 nim >"$tmp/out" 2>&1
! grep -q '^wrong\|^right' "$tmp/out" && [ "$(grep -c '^type a move' "$tmp/out")" -eq 2 ] &&
    [ "$(tail -n 1 "$tmp/out")" = "0 of 0 right; streak 0, best 0" ] &&
    ok "puzzle none and quit whole words" || bad "puzzle none and quit whole words" "$(cat "$tmp/out")"
printf 'none \n' | "$nimbox" puzzle --seed 4 nim | grep -q '^right! ' &&
    ok "puzzle none blanks" || bad "puzzle none blanks"
expect_err "puzzle bad rule"   "puzzle: rule 'nix': unknown rule"               -- puzzle nix
expect_err "puzzle no seed"    "puzzle: option '--seed' needs a value"          -- puzzle --seed
expect_err "puzzle bad seed"   "puzzle: --seed 'x': expected a number"          -- puzzle --seed x nim
expect_err "puzzle seed 2^32"  "puzzle: --seed '4294967296': expected a number 0-4294967295" -- puzzle --seed 4294967296 nim
expect_err "puzzle seed 2^64"  "puzzle: --seed '18446744073709551616': expected a number 0-4294967295" -- puzzle --seed 18446744073709551616 nim
expect_err "puzzle two rules"  "puzzle: one RULE at most"                       -- puzzle nim kayles
expect_err "puzzle option"     "puzzle: unknown option '--level'"               -- puzzle --level 3
expect_err "puzzle bad map"    "puzzle: rule 'dag:nowhere'"                     -- puzzle dag:nowhere
ctrl=$(printf '\x01%.0s' $(seq 200))
expect_err "puzzle seed quoted whole" "puzzle: --seed '(\\\\x01){200}': expected a number 0-4294967295$" -- puzzle --seed "$ctrl"
long=$(head -c 40000 /dev/zero | tr '\0' '0')
expect_err "puzzle rule too long" "puzzle: rule 'sub:0{196}\\.\\.\\.': argument too long \\(at most 32767 characters\\)$" -- puzzle "sub:${long}1"
"$nimbox" puzzle --help | head -n 1 | grep -q '^usage: nimbox puzzle \[--seed S\] \[RULE\]$' &&
    ok "puzzle help" || bad "puzzle help"

tally_end
