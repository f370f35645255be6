#!/usr/bin/env bash
# `nimbox reply` and `nimbox play` from the outside: exact replies, errors
# (exit 2, one `nimbox: ...` line), and whole piped games: a perfect person
# (each move from `nimbox move`) beats level 5 from a won start and loses to
# it from a lost one, on heaps, with splits and on a map; illegal moves are
# refused with the reason and asked again.  Who wins, and which move wins,
# is judged by host-tests/oracle/sg.awk (brute-force SG values written
# apart from the engine), never by the command under test.
#   host-tests/cli/play.sh path/to/nimbox
set -u
nimbox=$1
. "$(dirname "$0")/../tally.sh"
. "$(dirname "$0")/expect.sh"
leaks_unchecked   # (12.4 s to 5.8 s)
oracle() { awk -f "$(dirname "$0")/../oracle/sg.awk" "$@"; }

# ---- reply -------------------------------------------------------------------
expect_out "reply nim win"          "1 3 1"      -- reply nim 3 4 5
expect_out "reply level 5 explicit" "1 3 1"      -- reply --level 5 --seed 9 nim 3 4 5
expect_out "reply kayles split"     "1 5 1+3"    -- reply kayles 5 7
expect_out "reply take:3"           "1 9 8"      -- reply take:3 9 4
expect_out "reply misere last"      "1 1 0"      -- reply misere 1
expect_out "reply map"              "63 31"      -- reply dag:rook 63=1 10=2
expect_out "reply none nim"         "none"       -- reply nim 0 0
expect_out "reply none misere"      "none"       -- reply misere 0
expect_out "reply none map"         "none"       -- reply dag:rook 0=3
expect_out "reply lost: fewest"     "2 2 1"      -- reply nim 1 2 3
expect_err "reply level 0"   "reply: --level '0': expected a level 1-5" -- reply --level 0 nim 1
expect_err "reply level 6"   "reply: --level '6': expected a level 1-5" -- reply --level 6 nim 1
expect_err "reply seed x"    "reply: --seed 'x': expected a number"     -- reply --seed x nim 1
expect_err "reply no value"  "reply: option '--level' needs a value"    -- reply --level
expect_err "reply option"    "reply: unknown option '--first'"          -- reply --first me nim 1
expect_err "reply no rule"   "reply: missing argument RULE"             -- reply
expect_err "reply bad pile"  "reply: argument 3 'x': not a number"      -- reply nim 1 x
expect_err "reply bad rule"  "reply: argument 1 'nix'"                  -- reply nix 1

# every level's reply on a won and a lost position is a legal Nim move, and
# lower levels miss the win sometimes, level 5 never
for level in 1 2 3 4 5; do
    missed=0 illegal=0
    for seed in $(seq 1 40); do
        r=$("$nimbox" reply --level $level --seed $seed nim 3 5 7 9)
        read -ra w <<<"$r"
        heaps=(0 3 5 7 9)
        if [ ${#w[@]} -ne 3 ] || [ "${w[1]}" != "${heaps[${w[0]}]}" ] || [ "${w[2]}" -ge "${w[1]}" ]; then illegal=1; fi
        heaps[${w[0]}]=${w[2]}
        [ "$(oracle nim ${heaps[1]} ${heaps[2]} ${heaps[3]} ${heaps[4]})" = lose ] || missed=$((missed + 1))
    done
    [ $illegal -eq 0 ] && ok "reply level $level legal" || bad "reply level $level legal" "$r"
    if [ $level -eq 5 ]; then [ $missed -eq 0 ] && ok "level 5 never misses" || bad "level 5 never misses" "$missed"
    elif [ $level -eq 1 ]; then [ $missed -ge 15 ] && ok "level 1 misses often" || bad "level 1 misses often" "$missed of 40"; fi
done

# ---- the engine against the oracle --------------------------------------------
# `nimbox grundy` equal to the oracle's brute force for heaps 0..40 (every
# node of a map); `nimbox move`'s verdict the oracle's on mixed positions,
# its move and level 5's reply winning ones by the oracle
for rule in take:3 pow2 sub:1,3,4 half kayles dawson octal:0.137 octal:0.4 dag:rook dag:knight dag:sample1 dag:large; do
    top=40
    case $rule in dag:*) top=$(("$(awk '!/^[[:space:]]*#/ && NF { print $1; exit }' "firmware/maps/${rule#dag:}.dag")" - 1)) ;; esac
    want=$(oracle -v grundy=$top "$rule") got=$("$nimbox" grundy "$rule" $top | head -n 1)
    [ -n "$want" ] && [ "$got" = "$want" ] && ok "grundy $rule 0..$top = oracle" ||
        bad "grundy $rule 0..$top = oracle" "oracle: $want" "nimbox: $got"
done
for rule in nim misere take:3 pow2 sub:1,3,4 half kayles dawson octal:0.137 dag:rook dag:knight; do
    wrong=""
    for p in "1 2 3" "3 4 5" "7 7" "1 1" "2 2 1" "9 4" "12 5 3" "6 10" "1" "11 1 1" "20 13"; do
        case $rule in dag:*) set -- $p; p="$((($1 * 7) % 64))=1 $((($1 * 11 + ${2:-0}) % 64))=${3:-1}" ;; esac
        o=$(oracle "$rule" $p) m=$("$nimbox" move "$rule" $p)
        if [ "${o%% *}" != "${m%% *}" ]; then wrong+=" [$p: oracle $o, nimbox $m]"; continue; fi
        [ "${m%% *}" = win ] || continue
        read -ra w <<<"${m#win }"
        [ "$(oracle -v check="${w[0]} ${w[*]: -1}" "$rule" $p)" = legal-win ] || wrong+=" [$p: move $m]"
        read -ra w <<<"$("$nimbox" reply --level 5 "$rule" $p)"
        [ "$(oracle -v check="${w[0]} ${w[*]: -1}" "$rule" $p)" = legal-win ] || wrong+=" [$p: reply ${w[*]}]"
    done
    [ -z "$wrong" ] && ok "move and reply $rule = oracle" || bad "move and reply $rule = oracle" "$wrong"
done
# the oracle itself fails on a wrong answer (a planted fault)
[ "$(oracle -v check="1 2" nim 3 4 5)" = legal-lose ] && [ "$(oracle -v check="1 4" nim 3 4 5)" = illegal ] &&
    [ "$(oracle -v check="1 1+1" kayles 5 7)" = illegal ] && [ "$(oracle -v check="1 1+3" kayles 5 7)" = legal-win ] &&
    ok "oracle refuses wrong moves" || bad "oracle refuses wrong moves"

# ---- play ----------------------------------------------------------------------
# perfect_game NAME WANT_LAST_LINE ARGS...: the person plays the oracle's
# winning move each turn (nimbox's reply when lost), the game run again with one more input
# line until it ends.
perfect_game() {
    local name=$1 want=$2; shift 2
    local args=("$@") rule="" inputs="" i pos mv w
    while [ $# -gt 0 ]; do case $1 in --*) shift 2 ;; *) rule=$1; break ;; esac; done
    for i in $(seq 1 60); do
        printf '%b' "$inputs" | timeout 20 "$nimbox" play "${args[@]}" >"$tmp/game" 2>"$tmp/err"
        if grep -Eq '^(You win!|nimbox wins\.)$' "$tmp/game"; then break; fi
        pos=$(grep '^position:' "$tmp/game" | tail -n 1 | sed 's/^position://')
        mv=$(oracle "$rule" $pos)
        if [ "${mv%% *}" = win ]; then read -ra w <<<"${mv#win }"
        else read -ra w <<<"$("$nimbox" reply "$rule" $pos)"; fi
        if [ ${#w[@]} -eq 3 ]; then inputs+="${w[0]} ${w[2]}\n"; else inputs+="${w[0]} ${w[1]}\n"; fi
    done
    local last; last=$(tail -n 1 "$tmp/game")
    if [ "$last" = "$want" ]; then ok "$name"
    else bad "$name" "want last line: $want" "game:" "$(cat "$tmp/game")"; fi
}
perfect_game "play nim won start: person wins"    "You win!"     --seed 4 nim 3 4 5
perfect_game "play nim lost start: nimbox wins"   "nimbox wins." --seed 4 nim 1 2 3
perfect_game "play nimbox first, wins"            "nimbox wins." --first nimbox --seed 2 nim 3 4 5
perfect_game "play kayles won start"              "You win!"     --seed 1 kayles 4 7
perfect_game "play dawson lost start"             "nimbox wins." --seed 1 dawson 4 4
perfect_game "play misere won start"              "You win!"     --seed 3 misere 2 3 4
perfect_game "play take:3 level 1"                "You win!"     --level 1 --seed 3 take:3 5 6
perfect_game "play map won start"                 "You win!"     --seed 1 dag:rook 63=1 10=1
perfect_game "play map lost start"                "nimbox wins." --seed 1 dag:rook 63=1 9=1
perfect_game "play knight map, nimbox first, lost" "You win!"     --first nimbox --seed 5 dag:knight 40=1 33=2

# refusals, then a legal move; the transcript is exact
printf '1 2\n9 0\n4 0\nx\n2 1+1\n3 0\n2 1\n' | "$nimbox" play --seed 1 take:2 1 3 2 >"$tmp/out" 2>"$tmp/err"
want='take:2, nimbox at level 5; you move first
position: 1 3 2
your move: 1 2
illegal: pile 1 cannot go from 1 to 2 under take:2
your move: 9 0
illegal: no pile 9 (piles 1..3)
your move: 4 0
illegal: no pile 4 (piles 1..3)
your move: x
type a move as I TO (pile I down to TO stones) or I A+B, or quit
your move: 2 1+1
illegal: pile 2 cannot go from 3 to 1+1 under take:2
your move: 3 0
position: 1 3 0
nimbox: 1 0 (takes 1 from pile 1, 1 -> 0)
position: 0 3 0
your move: 2 1
position: 0 1 0
nimbox: 2 0 (takes 1 from pile 2, 1 -> 0)
position: 0 0 0
nimbox wins.'
[ "$(cat "$tmp/out")" = "$want" ] && ok "play refusals transcript" ||
    bad "play refusals transcript" "got:" "$(cat "$tmp/out")"
printf '7 63\n7 0\n' | "$nimbox" play dag:rook 7=1 >"$tmp/out"
grep -q '^illegal: no edge from node 7 to node 63 in dag:rook$' "$tmp/out" && grep -q '^You win!$' "$tmp/out" &&
    ok "play map refusal" || bad "play map refusal" "$(cat "$tmp/out")"
printf '1 0\n' | "$nimbox" play nim 5 5 5 5 >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "^nimbox: play: input ended before the game did$" "$tmp/err" &&
    ok "play input ends" || bad "play input ends" "$(cat "$tmp/err")"
printf 'quit\n' | "$nimbox" play nim 2 2 | tail -n 1 | grep -q "^You resign: nimbox wins.$" &&
    ok "play quit" || bad "play quit"
# the input's last line without its newline: echoed on a line of its own
printf '1 0' | "$nimbox" play --seed 1 nim 3 4 >"$tmp/out" 2>&1
grep -qx 'your move: 1 0' "$tmp/out" && grep -qx 'position: 0 4' "$tmp/out" &&
    ok "play last line without newline" || bad "play last line without newline" "$(cat "$tmp/out")"
# a line too long is refused whole (never read as two moves); numbers
# whole (leading zeros are the value; one too large for any pile said as
# typed)
printf '1 %300s0\n1 0\n' '' | "$nimbox" play --seed 1 nim 3 4 >"$tmp/out" 2>&1
[ "$(grep -c '^your move: ' "$tmp/out")" -eq 2 ] && grep -qx "your move: 1 $(printf '%300s' '')0" "$tmp/out" &&
    grep -qx 'that line is too long (at most 254 characters)' "$tmp/out" &&
    [ "$(grep -c '^type a move' "$tmp/out")" -eq 1 ] && grep -qx 'position: 0 4' "$tmp/out" &&
    ok "play long line refused whole" || bad "play long line refused whole" "$(cat "$tmp/out")"
zeros=$(printf '0%.0s' $(seq 70))
printf '%s1 %s0\n' "$zeros" "$zeros" | "$nimbox" play --seed 1 nim 3 4 >"$tmp/out" 2>&1
grep -qx 'position: 0 4' "$tmp/out" && ok "play leading zeros" || bad "play leading zeros" "$(cat "$tmp/out")"
printf '99999999999999999999999 0\n2 1+99999999999999999999999\n1 18446744073709551616\n1 x\n' |
    "$nimbox" play --seed 1 kayles 3 4 >"$tmp/out" 2>&1
grep -qx 'illegal: no pile 99999999999999999999999 (piles 1..2)' "$tmp/out" &&
    grep -qx 'illegal: pile 2 cannot go from 4 to 1+99999999999999999999999 under kayles' "$tmp/out" &&
    grep -qx 'illegal: pile 1 cannot go from 3 to 18446744073709551616 under kayles' "$tmp/out" &&
    ok "play numbers too large said as typed" || bad "play numbers too large said as typed" "$(cat "$tmp/out")"
printf '99999999999999999999999 0\n0 99999999999999999999999\n' |
    "$nimbox" play --seed 1 dag:rook 9=1 >"$tmp/out" 2>&1
grep -qx 'illegal: no stone on node 99999999999999999999999' "$tmp/out" &&
    ok "play map node too large said as typed" || bad "play map node too large said as typed" "$(cat "$tmp/out")"
# quit is the word quit, nothing else
printf 'quitter\n1 0\n' | "$nimbox" play --seed 1 nim 3 4 >"$tmp/out" 2>&1
grep -qx 'position: 0 4' "$tmp/out" && ! grep -q 'resign' "$tmp/out" &&
    ok "play quitter is no quit" || bad "play quitter is no quit" "$(cat "$tmp/out")"
printf 'quit  \n' | "$nimbox" play --seed 1 nim 3 4 | tail -n 1 | grep -q "^You resign: nimbox wins.$" &&
    ok "play quit blanks" || bad "play quit blanks"
expect_err "play first bad" "play: --first 'us': expected me or nimbox \\(who moves first\\)$" -- play --first us nim 1
expect_err "play first you" "play: --first 'you': expected me or nimbox \\(who moves first: 'you' could be either\\)$" -- play --first you nim 1
printf '1 0\n' | "$nimbox" play --first me nim 1 | head -n 1 | grep -q '; you move first$' &&
    ok "play first me" || bad "play first me"
printf '' | "$nimbox" play --first nimbox nim 1 2>/dev/null | head -n 1 | grep -q '; nimbox moves first$' &&
    ok "play first nimbox" || bad "play first nimbox"
expect_err "play bad heap"  "play: argument 3 'y'" -- play nim 1 y
# an error line whole, however long its quoted value (200 control bytes
# are 800 characters quoted)
ctrl=$(printf '\x01%.0s' $(seq 200))
expect_err "reply level quoted whole" "reply: --level '(\\\\x01){200}': expected a level 1-5$" -- reply --level "$ctrl" nim 3
expect_err "play seed quoted whole" "play: --seed '(\\\\x01){200}': expected a number 0-4294967295$" -- play --seed "$ctrl" nim 3
expect_err "play first quoted whole" "play: --first '(\\\\x01){200}': expected me or nimbox \\(who moves first\\)$" -- play --first "$ctrl" nim 3
expect_err "play heap quoted whole" "play: argument 3 '(\\\\x01){200}': not a number \\(digits 0-9 only\\)$" -- play nim 3 "$ctrl"
# an argument past the engine's length is refused, never cut (40001
# characters ending in 5 were played as a heap of 0)
long=$(head -c 40000 /dev/zero | tr '\0' '0')
expect_err "play argument too long" "play: argument 3 '0{200}\\.\\.\\.': argument too long \\(at most 32767 characters\\)$" -- play nim 3 "${long}5"
expect_out "play help" "$("$nimbox" play --help)" -- play -h

tally_end
