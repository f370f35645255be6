#!/usr/bin/env bash
# The valid name nearest to a mistyped one, for make's errors: the first
# listed that begins with it, else the fewest single-character edits.
#   tools/nearest-name.sh WORD NAME...
set -eu
word=$1; shift
printf '%s\n' "$@" | awk -v w="$word" '
function dist(a, b,    i, j, la, lb, d, c, x) {
    la = length(a); lb = length(b)
    for (i = 0; i <= la; i++) d[i, 0] = i
    for (j = 0; j <= lb; j++) d[0, j] = j
    for (i = 1; i <= la; i++)
        for (j = 1; j <= lb; j++) {
            c = (substr(a, i, 1) == substr(b, j, 1)) ? 0 : 1
            x = d[i - 1, j] + 1
            if (d[i, j - 1] + 1 < x) x = d[i, j - 1] + 1
            if (d[i - 1, j - 1] + c < x) x = d[i - 1, j - 1] + c
            d[i, j] = x
        }
    return d[la, lb]
}
{ s = dist(w, $0); if (w != "" && index($0, w) == 1) s = -1000 + NR
  if (best == "" || s < bs) { best = $0; bs = s } }
END { print best }'
