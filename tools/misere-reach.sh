#!/usr/bin/env bash
# Where the misere search's answers stop, rule by rule (the rules it
# answers; take:M, pow2 and half have Bouton's rule, any size): for 1 to 4 equal
# heaps, the largest heap nimbox answers under misere:RULE (past it the
# search is refused: more than TOKENS tokens, the host's NB_MISERE_TOKENS,
# or more positions than its table holds).  The search is assumed to reach no further with larger
# heaps (it reaches every position a smaller one does), so each column is
# a binary search.
#   bash tools/misere-reach.sh [build/host/nimbox]
set -u
nimbox=${1:-build/host/nimbox}
TOKENS=${TOKENS:-128}
answered() {   # answered RULE K N: are K heaps of N answered?
    local args=() i
    for ((i = 0; i < $2; i++)); do args+=("$3"); done
    "$nimbox" move "$1" "${args[@]}" >/dev/null 2>&1
}
printf '%-20s %8s %8s %8s %8s\n' rule "1 heap" "2 heaps" "3 heaps" "4 heaps"
for rule in misere:sub:1,3,4 misere:kayles misere:dawson misere:octal:0.137 misere:octal:0.007; do
    printf '%-20s' "$rule"
    for k in 1 2 3 4; do
        lo=0 hi=$((TOKENS / k))   # lo answered (or 0), past hi refused by the token count
        if answered "$rule" "$k" "$hi"; then lo=$hi; fi
        while [ $((hi - lo)) -gt 1 ] && [ "$lo" -ne "$hi" ]; do
            mid=$(((lo + hi) / 2))
            if answered "$rule" "$k" "$mid"; then lo=$mid; else hi=$mid; fi
        done
        printf ' %8s' "$lo"
    done
    echo
done
