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
#   <!-- example console BOARD -->
#                         before a block of a board's console: the lines
#                         before the first `> LINE` are what it prints at
#                         start-up (the banner; left out, it is skipped),
#                         each `> LINE` is sent to build/BOARD/nimbox.elf in
#                         its simulator and the lines under it are the
#                         replies, exactly.
#   <!-- value BOARD NAME -->VALUE
#                         VALUE (up to a space or , ; : ) ] -, a full stop
#                         at its end left out) must be what the
#                         board's build says NAME is: a variable of its
#                         board.mk (CODE_BUDGET, RAM_BUDGET, FLASH_SIZE, ...)
#                         or an engine limit of its BOARD_LIMITS
#                         (NB_MAX_PILES, NB_SUB_TABLE, ...), or a capability
#                         its simulator reads from the firmware (`nimbox-sim
#                         --caps ELF`: piles, heap-max, grundy-max, baud, ...).
#                         (0x numbers compared in either case: 0xFD, 0xfd)
#   <!-- has BOARD NAME=VALUE... -->
#                         the sentence it stands in says so in words: each
#                         NAME of BOARD's build (as for `value`) must be
#                         VALUE (`lcd-power=0`: it does not switch itself off).
#   <!-- fuses BOARD... -->
#                         before the next line that writes fuses with
#                         avrdude (`-U lfuse:w:0xFF:m` ...): its chip (-p)
#                         and its three fuses must be each BOARD's (`make
#                         fuses BOARD=...`).  A line writing fuses without
#                         the mark fails: every fuse line names its board.
#
#   host-tests/docs/run.sh NIMBOX DOC...
set -u
nimbox=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
shift
here=$(dirname "$0")
. "$here/../tally.sh"

mkdir -p "$tmp/bin"
ln -s "$nimbox" "$tmp/bin/nimbox"
# the map compiler built beside it, for docs/maps.md
[ -x "$(dirname "$nimbox")/mapc" ] && ln -s "$(dirname "$nimbox")/mapc" "$tmp/bin/mapc"

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

# blocks DOC: every marked code block, as files $tmp/blocks/N: a first
# line "KIND LINE" (KIND: shell, or console BOARD), then "LINE<TAB>TEXT"
# for each line of the block (blank lines at its end left out).
blocks() {
    rm -rf "$tmp/blocks"
    mkdir -p "$tmp/blocks"
    awk -v dir="$tmp/blocks" -v doc="$1" '
        function close_block() {
            if (file != "") {
                while (nl > 0 && body[nl] ~ /^[ \t]*$/) nl--
                for (i = 1; i <= nl; i++) print lno[i] "\t" body[i] >file
                close(file)
            }
            file = ""; nl = 0; state = ""
        }
        function start(kind) { file = dir "/" (++count); print kind " " FNR >file; nl = 0 }
        {
            # (a mark indented, in a list item: its block is indented as much more)
            if (state == "fenced") {
                if (substr($0, ind + 1) ~ /^```/) { close_block(); next }
                body[++nl] = substr($0, ind + 1); lno[nl] = FNR; next
            }
            if (state == "indented") {
                if ($0 ~ /^[ \t]*$/ || index($0, code) == 1) {
                    body[++nl] = substr($0, ind + 5); lno[nl] = FNR; next
                }
                close_block()
            }
            if (state == "marked") {
                if ($0 ~ /^[ \t]*$/) next
                if (substr($0, ind + 1) ~ /^```/) { start(kind); state = "fenced"; next }
                if (index($0, code) == 1) {
                    start(kind); state = "indented"; body[++nl] = substr($0, ind + 5); lno[nl] = FNR; next
                }
                print "error " FNR >(dir "/" (++count)); close(dir "/" count); state = ""
            }
            if ($0 ~ /^ *<!-- example( console [a-z0-9-]+)? -->$/) {
                ind = match($0, /[^ ]/) - 1
                code = sprintf("%*s", ind + 4, "")
                n = split(substr($0, ind + 1), w, " ")
                kind = n == 3 ? "shell" : "console " w[4]
                state = "marked"; mark = FNR
            }
        }
        END { if (state == "marked") print "error " mark >(dir "/" (++count)); else close_block() }
    ' "$1"
}

# shell_block DOC FILE: each `$ COMMAND` run and compared with the lines under it
shell_block() {
    local doc=$1 file=$2 ln text cmd= cmdline= exp=$tmp/expected
    while IFS=$'\t' read -r ln text; do
        if [[ $text == '$ '* ]]; then
            [ -n "$cmd" ] && run_example "$doc" "$cmdline" "$cmd" "$exp"
            cmd=${text#\$ }; cmdline=$ln; : >"$exp"
        elif [ -n "$cmd" ]; then
            printf '%s\n' "$text" >>"$exp"
        else
            bad "$doc:$ln: output before any \`\$ COMMAND\`" "$text"
        fi
    done < <(tail -n +2 "$file")
    [ -n "$cmd" ] && run_example "$doc" "$cmdline" "$cmd" "$exp"
    if [ -z "$cmdline" ]; then bad "$doc:$(head -n 1 "$file" | cut -d' ' -f2): an example with no \`\$ COMMAND\`"; fi
}

# console_block DOC FILE BOARD: the lines before the first `> LINE` are
# what the board prints at start-up, then each `> LINE` is sent to its
# console in the simulator and the lines under it are its replies
console_block() {
    local doc=$1 file=$2 board=$3 ln text script=$tmp/console.txt first sent=0
    local sim=build/$board/nimbox-sim elf=build/$board/nimbox.elf
    first=$(sed -n '1s/.* //p' "$file")
    if [ ! -x "$sim" ] || [ ! -f "$elf" ]; then
        bad "$doc:$first: console $board: $sim and $elf are not built (make BOARD=$board firmware $sim)"
        return
    fi
    : >"$script"
    while IFS=$'\t' read -r ln text; do
        if [[ $text == '> '* ]]; then
            [ "$sent" -eq 0 ] && [ "$ln" = "$(sed -n '2s/\t.*//p' "$file")" ] &&
                echo "expect-reply-prefix nimbox " >>"$script"   # the banner, not shown
            echo "send ${text#> }" >>"$script"
            sent=1
        else
            echo "expect-reply $text" >>"$script"
        fi
    done < <(tail -n +2 "$file")
    local out
    out=$("$sim" --check "$elf" "$script" 2>&1)
    if [ $? -eq 0 ]; then
        ok "$doc:$first: console $board ($(grep -c '^send ' "$script") lines)"
    else
        bad "$doc:$first: console $board" "$(printf '%s\n' "$out" | grep -A3 '^FAIL' | head -n 12)"
    fi
}

# The examples of one doc.
examples() {
    local doc=$1 f kind
    blocks "$doc"
    for f in $(ls "$tmp/blocks" | sort -n); do
        read -r kind _ <"$tmp/blocks/$f"
        case $kind in
        shell) shell_block "$doc" "$tmp/blocks/$f" ;;
        console) console_block "$doc" "$tmp/blocks/$f" "$(head -n 1 "$tmp/blocks/$f" | cut -d' ' -f2)" ;;
        error) bad "$doc:$(cut -d' ' -f2 "$tmp/blocks/$f"): an example mark not followed by a code block" ;;
        esac
    done
}

# board_values BOARD: NAME=VALUE lines (cached)
board_values() {
    local f=$tmp/values-$1
    if [ ! -f "$f" ]; then
        # (a board, or a build folder's name: uno-lcdshield-play)
        make -s --no-print-directory BOARD="$1" print-board-values >"$f" 2>/dev/null || : >"$f"
        # the simulator's capabilities of the board's firmware (line-max, baud, ...)
        if [ -x "build/$1/nimbox-sim" ] && [ -f "build/$1/nimbox.elf" ]; then
            "build/$1/nimbox-sim" --caps "build/$1/nimbox.elf" >>"$f" 2>/dev/null
        fi
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
            shown=${shown%%[ ,;:)\]-]*}
            shown=${shown%.}   # a sentence's full stop
            want=$(board_values "$board" | sed -n "s/^$name=//p" | tail -n 1)
            # (a fuse's 0x number in either case: avrdude reads back 0xfd)
            [[ $want == 0x* && ${shown,,} == "${want,,}" ]] && shown=$want
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

# fuses DOC: every line that writes fuses with avrdude (-U Xfuse:w:V:m)
# under a `<!-- fuses BOARD... -->` mark, its chip and values each BOARD's
fuses() {
    local doc=$1 n=0 line boards= board mark=0 f v want mcu wrong
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        if [[ $line =~ \<!--\ fuses\ ([a-z0-9\ -]+)\ --\> ]]; then
            boards=${BASH_REMATCH[1]} mark=$n
            continue
        fi
        [[ $line == *"avrdude -p"* && $line =~ [lhe]fuse:w: ]] || continue
        if [ -z "$boards" ]; then
            bad "$doc:$n: a fuse line with no <!-- fuses BOARD --> mark before it" "$line"
            continue
        fi
        for board in $boards; do
            wrong=()
            mcu=$(board_values "$board" | sed -n 's/^MCU=//p')
            if [ -z "$mcu" ]; then
                bad "$doc:$n: fuses $board (mark on line $mark): no such board"
                continue
            fi
            [[ $line =~ -p\ +([a-z0-9]+) ]] && [ "${BASH_REMATCH[1]}" = "$mcu" ] ||
                wrong+=("the chip: $board's is -p $mcu")
            for f in lfuse hfuse efuse; do
                want=$(board_values "$board" | sed -n "s/^${f^^}=//p")
                if [[ $line =~ $f:w:(0[xX][0-9a-fA-F]+) ]]; then
                    v=${BASH_REMATCH[1]}
                    [ "${v,,}" = "${want,,}" ] || wrong+=("$f $v: $board's is $want (make fuses BOARD=$board)")
                else
                    wrong+=("no $f: $board's is $want")
                fi
            done
            if [ ${#wrong[@]} -eq 0 ]; then ok "$doc:$n: fuses $board"
            else bad "$doc:$n: fuses $board" "${wrong[@]}" "$line"; fi
        done
        boards=
    done <"$doc"
    [ -n "$boards" ] && bad "$doc:$mark: a <!-- fuses $boards --> mark with no fuse line after it"
}

# has DOC: every `<!-- has BOARD NAME=VALUE... -->` mark's values BOARD's
has() {
    local doc=$1 n=0 line rest before board pair name v want
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        rest=$line
        while [[ $rest == *'<!-- has '* ]]; do
            before=${rest%%<!-- has *}
            rest=${rest#*<!-- has }
            [[ $before == *'`' ]] && continue   # the mark named in `code`
            set -- ${rest%%-->*}
            board=$1; shift
            [ $# -gt 0 ] || bad "$doc:$n: has $board: no NAME=VALUE"
            for pair in "$@"; do
                name=${pair%%=*} v=${pair#*=}
                want=$(board_values "$board" | sed -n "s/^$name=//p" | tail -n 1)
                if [ -z "$want" ]; then bad "$doc:$n: $board $name: no such board or value"
                elif [ "$v" = "$want" ]; then ok "$doc:$n: $board has $name=$want"
                else bad "$doc:$n: $board's $name is $want, the doc says $v (in words)"; fi
            done
        done
    done <"$doc"
}

for doc in "$@"; do
    examples "$doc"
    values "$doc"
    has "$doc"
    fuses "$doc"
done
tally_end
