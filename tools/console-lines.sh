# console-lines.sh — sourced by the scenario generators (flood-scenario.sh,
# soak-scenario.sh): random console lines within the smallest board's
# limits (16 piles, heaps up to 9999, grundy up to 99, lines under 96
# characters), and the host command's answer to a line as the device's
# console words it.  Seed RANDOM before use.
rules=(nim misere take:3 take:7 pow2 sub:1,3,4 sub:2,5,6 sub:1,2,4,8 half kayles dawson octal:0.137)
maps=(rook knight sample1 sample2)

# The generators set $line and run in this shell, never in a subshell
# (bash seeds RANDOM afresh in each subshell: the lines would change from
# run to run).
heap_line() {
    local piles=$((1 + RANDOM % 8)) i
    line="move $1"
    for ((i = 0; i < piles; i++)); do
        line+=" $((RANDOM % 10 < 7 ? RANDOM % 40 : RANDOM % 10000))"
    done
}

map_line() {
    local terms=$((1 + RANDOM % 6)) i
    line="move dag:$1"
    for ((i = 0; i < terms; i++)); do
        line+=" $((RANDOM % $2))=$((1 + RANDOM % 9))"
    done
}

bad_line() {
    line_bad=1
    case $((RANDOM % 6)) in
    0) line="move nim 3 x$RANDOM" ;;
    1) line="move chess $((RANDOM % 50))" ;;
    2) line="grundy misere $((RANDOM % 50))" ;;
    3) line="move dag:rook 64=1" ;;
    4) line="move take:0 5" ;;
    5) line="move nim 2=3" ;;
    esac
}

make_line() {
    local pick=$((RANDOM % 20)) m r
    line_bad=0
    if [ "$pick" -lt 9 ]; then
        heap_line "${rules[RANDOM % ${#rules[@]}]}"
    elif [ "$pick" -lt 14 ]; then
        m=$((RANDOM % 4))
        case $m in 0 | 1) map_line "${maps[m]}" 64 ;; 2) map_line sample1 4 ;; 3) map_line sample2 7 ;; esac
    elif [ "$pick" -lt 17 ]; then
        r=${rules[RANDOM % ${#rules[@]}]}
        [ "$r" = misere ] && r=nim
        line="grundy $r $((RANDOM % 100))"
    else
        bad_line
    fi
}

# The host's answer as the console says it: the same words, an error as
# "error: ..." without the host's "nimbox: COMMAND: " prefix (and the
# host's misere:RULE left out of a list of rules); several
# reply lines joined by " | ".  The host command shares the device's
# engine, so each answer is first judged by host-tests/oracle/sg.awk,
# written apart from it: a verdict the oracle's, a move winning by the
# oracle, SG values the oracle's, an error only for a line made bad; the
# generator stops (exit 1) on the first the oracle does not take.
oracle=$(dirname "${BASH_SOURCE[0]}")/../host-tests/oracle/sg.awk
judged() { # line host-output: the oracle's verdict on the host's answer
    local words verdict
    read -ra words <<<"$1"
    local cmd=${words[0]} rule=${words[1]} pos=("${words[@]:2}")
    if [ "$line_bad" = 1 ]; then
        case $2 in "nimbox: "*": "*) return 0 ;; *) echo "a bad line was answered"; return 1 ;; esac
    fi
    case "$cmd $2" in
    "grundy "*)
        verdict=$(awk -f "$oracle" -v grundy="${pos[0]}" "$rule")
        [ "${2%%$'\n'*}" = "$verdict" ] || { echo "the oracle's SG values: $verdict"; return 1; } ;;
    "move lose" | "move won")
        verdict=$(awk -f "$oracle" "$rule" "${pos[@]}")
        [ "$verdict" = "${2#move }" ] || [ "$verdict" = "$2" ] || { echo "the oracle says: $verdict"; return 1; } ;;
    "move win "*)
        read -ra words <<<"$2"
        # win I FROM TO (a pile) or win U V (a map): the move as the oracle takes it
        [ ${#words[@]} -eq 4 ] && verdict="${words[1]} ${words[3]}" || verdict="${words[1]} ${words[2]}"
        verdict=$(awk -f "$oracle" -v check="$verdict" "$rule" "${pos[@]}")
        [ "$verdict" = legal-win ] || { echo "the oracle judges the move $verdict"; return 1; } ;;
    *) echo "no answer the oracle can judge"; return 1 ;;
    esac
}
# answer LINE [BAD]: sets $reply (BAD: 1 when bad_line made the line,
# default $line_bad); exits the generator when the oracle disagrees
answer() {
    local out why
    line_bad=${2:-$line_bad}
    out=$("$nimbox" $1 2>&1) || true
    if ! why=$(judged "$1" "$out"); then
        printf '%s: the host command answers `%s` with `%s`: %s\n' "$0" "$1" "$out" "$why" >&2
        exit 1
    fi
    # (the boards have no misere search, NB_MISERE_TABLE 0: their list of
    # rules ends at dag:NAME)
    out=$(printf '%s\n' "$out" | sed -E 's/^nimbox: (move|grundy): /error: /; s/, misere:RULE\)/)/')
    reply=$(printf '%s\n' "$out" | awk 'NR > 1 { printf " | " } { printf "%s", $0 } END { print "" }')
}

