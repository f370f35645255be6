#!/usr/bin/env bash
# The docs' examples and quoted values, checked against the build (the
# convention is in docs/testing.md, "Docs that cannot drift"):
#
#   <!-- example -->      before a code block (indented or fenced): each
#                         `$ COMMAND` line is run with bash from the top of
#                         the sources, `nimbox` being the host command under
#                         test, and what it prints (stdout and stderr) must
#                         be the lines under it, up to the next `$ ` line or
#                         the block's end.
#   <!-- value BOARD NAME -->VALUE
#                         VALUE (up to a space or , ; ) ]) must be what the
#                         board's build says NAME is: a variable of its
#                         board.mk (CODE_BUDGET, RAM_BUDGET, FLASH_SIZE, ...)
#                         or an engine limit of its BOARD_LIMITS
#                         (NB_MAX_PILES, NB_SUB_TABLE, ...).
#
#   host-tests/docs/run.sh NIMBOX DOC...
set -u
nimbox=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
here=$(dirname "$0")
. "$here/../tally.sh"

mkdir -p "$tmp/bin"
ln -s "$nimbox" "$tmp/bin/nimbox"

# run_example DOC LINE CMD EXPECTED-FILE
run_example() {
    local got
    got=$(cd "$(git rev-parse --show-toplevel 2>/dev/null || pwd)" &&
          PATH="$tmp/bin:$PATH" timeout 60 bash -c "$3" 2>&1 </dev/null)
    if [ "$got" = "$(cat "$4")" ]; then
        ok "$1:$2: \$ $3"
    else
        bad "$1:$2: \$ $3" "the doc shows:" "$(sed 's/^/  /' "$4")" "it prints:" "$(printf '%s\n' "$got" | sed 's/^/  /')"
    fi
}

# The examples of one doc: a state machine over its lines.
examples() {
    local doc=$1 n=0 state=out fence= cmd= cmdline= line body
    local exp=$tmp/expected
    flush() {
        if [ -n "$cmd" ]; then
            # trailing blank lines are the block's, not the output's
            sed -i -e ':a' -e '/^\n*$/{$d;N;ba' -e '}' "$exp"
            run_example "$doc" "$cmdline" "$cmd" "$exp"
        fi
        cmd=
    }
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        case $state in
        out)
            [[ $line == '<!-- example -->' ]] && state=marked ;;
        marked)   # blank lines, then the block
            if [[ -z $line ]]; then continue
            elif [[ $line == '```'* ]]; then state=fenced
            elif [[ $line == '    '* ]]; then state=indented; fence=; body=${line#    }
                if [[ $body == '$ '* ]]; then cmd=${body#\$ }; cmdline=$n; : >"$exp"
                else bad "$doc:$n: an example block starts with \`\$ COMMAND\`" "$line"; state=out; fi
            else bad "$doc:$n: <!-- example --> is not followed by a code block" "$line"; state=out
            fi ;;
        fenced|indented)
            if [[ $state == fenced ]]; then
                if [[ $line == '```'* ]]; then flush; state=out; continue; fi
                body=$line
            else
                if [[ -n $line && $line != '    '* ]]; then flush; state=out
                    [[ $line == '<!-- example -->' ]] && state=marked
                    continue
                fi
                body=${line#    }
            fi
            if [[ $body == '$ '* ]]; then
                flush
                cmd=${body#\$ }; cmdline=$n; : >"$exp"
            elif [ -n "$cmd" ]; then
                printf '%s\n' "$body" >>"$exp"
            elif [[ -n $body ]]; then
                bad "$doc:$n: output before any \`\$ COMMAND\`" "$body"
            fi ;;
        esac
    done <"$doc"
    [[ $state == fenced || $state == indented ]] && flush
    [[ $state == marked ]] && bad "$doc: <!-- example --> at the end, without a block"
}

# board_values BOARD: NAME=VALUE lines (cached)
board_values() {
    local f=$tmp/values-$1
    if [ ! -f "$f" ]; then
        if [ ! -f "boards/$1/board.mk" ]; then : >"$f"
        else make -s --no-print-directory BOARD="$1" print-board-values >"$f" 2>/dev/null || : >"$f"; fi
    fi
    cat "$f"
}

values() {
    local doc=$1 n=0 line rest before board name shown want
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        rest=$line
        while [[ $rest == *'<!-- value '* ]]; do
            before=${rest%%<!-- value *}
            rest=${rest#*<!-- value }
            [[ $before == *'`' ]] && continue   # the mark named in `code`
            read -r board name _ <<<"${rest%%-->*}"
            shown=${rest#*-->}
            shown=${shown%%[ ,;)\]]*}
            want=$(board_values "$board" | sed -n "s/^$name=//p" | tail -n 1)
            if [ -z "$want" ]; then
                bad "$doc:$n: $board $name: no such board or value"
            elif [ "$shown" = "$want" ]; then
                ok "$doc:$n: $board $name = $want"
            else
                bad "$doc:$n: $board $name is $want, the doc says $shown"
            fi
        done
    done <"$doc"
}

for doc in "$@"; do
    examples "$doc"
    values "$doc"
done
tally_end
