#!/usr/bin/env bash
# Misère play of every rule (`misere:RULE`) from the outside: `move`,
# `reply`, `play` and `puzzle`.  Who wins, and whether a move wins, is
# judged by host-tests/oracle/sg.awk (its own search of the whole game,
# written apart from the engine), never by the command under test:
# every position of 1-3 heaps with at most TOTAL tokens under each rule
# below, level 5's reply from every won one, whole piped games of a
# perfect person, and a puzzle session answered `none` throughout.  Then
# the refusals (exit 2, one `nimbox: ...` line saying why).
#   host-tests/cli/misere.sh path/to/nimbox
set -u
nimbox=$1
. "$(dirname "$0")/../tally.sh"
. "$(dirname "$0")/expect.sh"
leaks_unchecked   # (13.2 s to 8.0 s)
oracle() { awk -f "$(dirname "$0")/../oracle/sg.awk" "$@"; }
TOTAL=8

# ---- move and reply against the oracle -------------------------------------------
# positions of 1-3 heaps of 1.., ascending, at most TOTAL tokens
positions() {
    local a b c
    for a in $(seq 1 $TOTAL); do
        echo "$a"
        for b in $(seq "$a" $((TOTAL - a))); do
            echo "$a $b"
            for c in $(seq "$b" $((TOTAL - a - b))); do echo "$a $b $c"; done
        done
    done
}
# (a rule of each method here, Bouton's rule on SG values and the search,
# with and without splits: test_misere_search holds every rule to a brute
# force on every position of 1-4 heaps up to 24 tokens)
for rule in misere:take:2 misere:half misere:sub:2,3 misere:kayles misere:octal:0.4; do
    n=0 wrong=""
    while read -r pos; do
        n=$((n + 1))
        want=$(oracle "$rule" $pos)
        got=$("$nimbox" move "$rule" $pos)
        if [ "${want%% *}" != "${got%% *}" ]; then wrong+=" [$pos: $got, oracle $want]"; continue; fi
        [ "${got%% *}" = win ] || continue
        read -ra w <<<"${got#win }"
        [ "$(oracle -v check="${w[0]} ${w[2]}" "$rule" $pos)" = legal-win ] ||
            wrong+=" [$pos: move $got loses]"
        read -ra w <<<"$("$nimbox" reply "$rule" $pos)"
        [ "$(oracle -v check="${w[0]} ${w[2]}" "$rule" $pos)" = legal-win ] ||
            wrong+=" [$pos: reply ${w[*]} loses]"
    done < <(positions)
    [ -z "$wrong" ] && [ "$n" -eq 40 ] && ok "$rule: $n positions as the oracle" ||
        bad "$rule: $n positions (40 expected) as the oracle" "$wrong"
done
# maps: two stones anywhere on the small map, one or two near the end of rook's
n=0 wrong=""
for u in 0 1 2 3 4 5; do
    for v in $(seq "$u" 5); do
        n=$((n + 1))
        want=$(oracle misere:dag:sample2 $u=1 $v=1)
        got=$("$nimbox" move misere:dag:sample2 $u=1 $v=1)
        [ "$want" = "$got" ] || { [ "${want%% *}" = win ] && [ "${got%% *}" = win ] &&
            [ "$(oracle -v check="${got#win }" misere:dag:sample2 $u=1 $v=1)" = legal-win ]; } ||
            wrong+=" [$u $v: $got, oracle $want]"
    done
done
[ -z "$wrong" ] && ok "misere:dag:sample2: $n placements as the oracle" ||
    bad "misere:dag:sample2 as the oracle" "$wrong"
# the oracle itself tells a misère answer from a normal one (a planted fault)
[ "$(oracle misere:kayles 1)" = lose ] && [ "$(oracle kayles 1)" = "win 1 1 0" ] &&
    [ "$(oracle -v check="1 0" misere:kayles 1 1)" = legal-win ] &&
    [ "$(oracle -v check="1 0" misere:kayles 1)" = legal-lose ] &&
    ok "oracle: misère is not normal play" || bad "oracle: misère is not normal play"

# ---- the answers' forms -------------------------------------------------------------
expect_out "kayles split"       "win 1 3 1+1" -- move misere:kayles 3 4
expect_out "no move: won"       "won"         -- move misere:dawson 1 1
expect_out "misere:nim is misere" "lose"      -- move misere:nim 1000 1000
expect_out "any case"           "lose"        -- move MISERE:Kayles 1
# a grid map's squares name its nodes under misere play too (b2 9, d3 19)
expect_out "squares"            "$("$nimbox" move misere:dag:rook 9=1 19=1)" -- move misere:dag:rook b2=1 d3=1
expect_out "reply none"         "none"        -- reply misere:dawson 1
expect_out "explain"            "win 1 3 1+1
misere play (the last mover loses), no SG values: the whole game searched, 19 positions decided: take 1 from pile 1 (3 -> 1+1); 3 winning moves" -- move --explain misere:kayles 3 4

# ---- refusals ---------------------------------------------------------------------------
expect_err "too many tokens" "move: too many tokens for the misere search: 129 \\(at most 128 with a move; on a map, stones\\)$" \
    -- move misere:sub:1,3,4 60 60 9
expect_err "table full"      "move: misere search too large: more positions than its table holds \\([0-9]+\\)$" \
    -- move misere:kayles 64
expect_err "too deep"        "move: misere search too deep: a line of play longer than [0-9]+ moves$" \
    -- move misere:dag:large 0=1
expect_err "stones"          "reply: too many tokens for the misere search: 9 " -- reply misere:dag:sample1 0=9
expect_err "grundy"          "grundy: argument 1 'misere:kayles': misere play" -- grundy misere:kayles 5
expect_err "misere twice"    "move: argument 1 'misere:misere': unknown rule" -- move misere:misere 3

# ---- play: a perfect person against level 5 ---------------------------------------------
# perfect_game NAME WANT_LAST_LINE ARGS...: the person plays the oracle's
# winning move each turn (nimbox's reply when lost), the game run again
# with one more input line until it ends
perfect_game() {
    local name=$1 want=$2; shift 2
    local args=("$@") rule="" inputs="" i pos mv w
    while [ $# -gt 0 ]; do case $1 in --*) shift 2 ;; *) rule=$1; break ;; esac; done
    for i in $(seq 1 40); do
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
# (the oracle decides each start: a won start the person wins, a lost one nimbox)
for start in "misere:kayles 3 4" "misere:kayles 2 2" "misere:take:3 5 6" "misere:dawson 4 4" \
             "misere:octal:0.137 5 3" "misere:dag:rook 9=1 19=1" "misere:dag:rook 9=1 18=1"; do
    read -ra s <<<"$start"
    case $(oracle "${s[@]}") in win*) want="You win!" ;; *) want="nimbox wins." ;; esac
    perfect_game "play $start: $want" "$want" --seed 2 "${s[@]}"
done

# ---- puzzle: always `none`, graded as the oracle says -------------------------------------
for rule in misere:kayles misere:take:3 misere:dag:knight; do
    printf 'none\n%.0s' $(seq 1 12) | timeout 60 "$nimbox" puzzle --seed 5 "$rule" >"$tmp/pz" 2>"$tmp/err"
    n=0 wrong=""
    while IFS= read -r line; do
        case $line in
            "puzzle "*) pos=${line#*): } ;;
            right!*|wrong:*)
                n=$((n + 1))
                want=$(oracle "$rule" $pos)
                if [ "${want%% *}" = win ] && [ "${line%%!*}" = right ]; then wrong+=" [$pos: none right, oracle $want]"; fi
                if [ "${want%% *}" != win ] && [ "${line%%:*}" = wrong ]; then wrong+=" [$pos: none wrong, oracle $want]"; fi ;;
        esac
    done <"$tmp/pz"
    [ -z "$wrong" ] && [ "$n" -eq 12 ] && ok "puzzle $rule: 12 graded as the oracle" ||
        bad "puzzle $rule: $n graded" "$wrong" "$(cat "$tmp/err")"
done

tally_end
