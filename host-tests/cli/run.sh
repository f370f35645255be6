#!/usr/bin/env bash
# The host command from the outside: judge samples byte for byte, exact
# answers of `move` and `grundy`, and every kind of bad input (exit status 2,
# one `nimbox: ...` line on stderr naming the place, nothing on stdout).
#   host-tests/cli/run.sh path/to/nimbox
set -u
nimbox=$1
here=$(cd "$(dirname "$0")" && pwd)
g=$here/graphs
. "$(dirname "$0")/../tally.sh"

# expect_out NAME EXPECTED_STDOUT -- ARGS...   (exit 0, nothing on stderr)
expect_out() {
    local name=$1 want=$2; shift 3
    "$nimbox" "$@" >"$tmp/out" 2>"$tmp/err"
    local status=$?
    local got; got=$(cat "$tmp/out")
    if [ $status -eq 0 ] && [ "$got" = "$want" ] && [ ! -s "$tmp/err" ]; then ok "$name"
    else bad "$name" "args: $*" "exit $status" "want: $want" "got:  $got" "stderr: $(cat "$tmp/err")"; fi
}

# Every run has a time limit: input that is never read to its end (a
# device, a FIFO) must end in an error, never a hang (timeout: status 124).
limit() { timeout 20 "$@"; }

# expect_err NAME STDERR_REGEX -- ARGS...   (exit 2, empty stdout, one stderr line)
expect_err() {
    local name=$1 want=$2; shift 3
    limit "$nimbox" "$@" </dev/null >"$tmp/out" 2>"$tmp/err"
    check_err "$name" "$want" $? "args: $*"
}

# expect_solve_err NAME FORMAT INPUT STDERR_REGEX
expect_solve_err() {
    local name=$1 format=$2 input=$3 want=$4
    printf '%b' "$input" | limit "$nimbox" solve --format "$format" >"$tmp/out" 2>"$tmp/err"
    check_err "$name" "$want" $? "solve --format $format"
}

# expect_stdin_err NAME FORMAT STDIN_PATH STDERR_REGEX   (stdin from a file,
# a device or a directory)
expect_stdin_err() {
    local name=$1 format=$2 input=$3 want=$4
    limit "$nimbox" solve --format "$format" <"$input" >"$tmp/out" 2>"$tmp/err"
    check_err "$name" "$want" $? "solve --format $format < $input"
}

check_err() {
    local name=$1 want=$2 status=$3 what=$4
    local lines; lines=$(wc -l <"$tmp/err")
    if [ "$status" -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$lines" -eq 1 ] &&
       grep -Eq -- "^nimbox: $want" "$tmp/err"; then ok "$name"
    else bad "$name" "$what" "exit $status (want 2)" "want stderr: nimbox: $want" \
             "got stderr: $(cat "$tmp/err")" "stdout: $(cat "$tmp/out")"; fi
}

# ---- judge samples --------------------------------------------------------
for f in uva11927 hdu1536 hdu1846 hdu1847; do
    if "$nimbox" solve --format "$f" <"$here/judge/$f.in" >"$tmp/out" 2>"$tmp/err" &&
       cmp -s "$tmp/out" "$here/judge/$f.out" && [ ! -s "$tmp/err" ]; then ok "sample $f"
    else bad "sample $f" "got: $(cat "$tmp/out")" "stderr: $(cat "$tmp/err")"; fi
done
# free-form whitespace between numbers
printf '4 3 0 1 1 2 2 3 1 0 0 0\n\n\n0\n0\n' >"$tmp/ws.in"
"$nimbox" solve --format uva11927 <"$tmp/ws.in" >"$tmp/out" 2>&1 && [ "$(cat "$tmp/out")" = First ] \
    && ok "uva11927 free-form whitespace" || bad "uva11927 free-form whitespace" "$(cat "$tmp/out")"

# ---- move -------------------------------------------------------------------
expect_out "nim win"          "win 1 3 1"  -- move nim 3 4 5
expect_out "nim lose"         "lose"       -- move nim 1 2 3
expect_out "nim all zero"     "lose"       -- move nim 0 0
expect_out "nim one pile"     "win 1 7 0"  -- move nim 7
expect_out "misere ones even" "win 1 1 0"  -- move misere 1 1
expect_out "misere ones odd"  "lose"       -- move misere 1 1 1
expect_out "misere one big"   "win 1 3 1"  -- move misere 3 1 1
expect_out "misere over"      "won"        -- move misere 0 0
expect_out "misere nim-like"  "lose"       -- move misere 2 2
expect_out "take:3 win"       "win 1 5 4"  -- move take:3 5
expect_out "take:3 lose"      "lose"       -- move take:3 4 8
expect_out "pow2 win"         "win 1 4 3"  -- move pow2 4
expect_out "pow2 lose"        "lose"       -- move pow2 3 6
expect_out "sub win"          "win 2 5 2"  -- move sub:1,3,4 7 5
expect_out "sub order/dups"   "win 2 5 2"  -- move sub:4,1,3,3,1 7 5
expect_out "sub far heap"     "lose"       -- move sub:1,3,4 7000000000000000000
expect_out "half win"         "win 1 4 3"  -- move half 4
expect_out "half lose"        "lose"       -- move half 3 1
expect_out "half 2^63-1"      "win 1 9223372036854775807 6917529027641081855" -- move half 9223372036854775807 5
expect_out "explain"          "win 1 3 1
SG 3 4 5, XOR 2: take 2 from pile 1 (3 -> 1); 1 winning move" -- move --explain nim 3 4 5
expect_out "dag win"          "win 0 1"    -- move "dag:$g/chain.dag" 0=1
expect_out "dag parity"       "lose"       -- move "dag:$g/chain.dag" 0=2
expect_out "dag repeat adds"  "lose"       -- move "dag:$g/chain.dag" 0=1 0=1
expect_out "dag sample lose"  "lose"       -- move "dag:$g/sample2.dag" 0=1 2=1 4=1
expect_out "dag sample win"   "win 0 1"    -- move "dag:$g/sample2.dag" 0=1
expect_out "dag duplicates"   "lose"       -- move "dag:$g/duplicate.dag" 0=1
expect_out "dag dup win"      "win 1 2"    -- move "dag:$g/duplicate.dag" 1=1

# ---- built-in maps (dag:NAME) answer as their files do ----------------------
maps=$here/../../firmware/maps
same_as_file() { # NAME COMMAND MAP ARGS...: dag:MAP and dag:FILE give the same answer
    local name=$1 cmd=$2 map=$3; shift 3
    local want; want=$("$nimbox" "$cmd" "dag:$maps/$map.dag" "$@" 2>&1)
    expect_out "$name" "$want" -- "$cmd" "dag:$map" "$@"
}
same_as_file "builtin rook lose"      move rook 9=1
same_as_file "builtin rook win"       move rook 9=1 10=1
same_as_file "builtin rook many"      move rook 63=1 7=2 56=1 20=3 33=1
same_as_file "builtin knight"         move knight 63=1 18=1
same_as_file "builtin knight lose"    move knight 0=1 1=1 8=1
same_as_file "builtin sample1"        move sample1 0=1
same_as_file "builtin sample2"        move sample2 0=1 2=1 4=1
same_as_file "builtin large"          move large 0=1 500=2 998=1
same_as_file "builtin large 2"        move large 17=1 400=1 999=3
expect_out "builtin explain" "$("$nimbox" move --explain "dag:$maps/knight.dag" 63=1 18=1)" \
    -- move --explain dag:knight 63=1 18=1
for m in sample1 sample2 rook knight; do
    n=$(awk '!/^#/ && NF == 2 { print $1 - 1; exit }' "$maps/$m.dag")
    same_as_file "builtin grundy $m" grundy "$m" "$n"
done
same_as_file "builtin grundy large" grundy large 999
rook_xor=$(for r in 0 1 2 3 4 5 6 7; do for c in 0 1 2 3 4 5 6 7; do printf '%d ' $((r ^ c)); done; done)
expect_out "rook SG = col XOR row" "${rook_xor% }" -- grundy dag:rook 63
expect_out "dag:FILE still a file" "win 0 1" -- move "dag:$g/chain.dag" 0=1
if "$nimbox" maps >"$tmp/out" 2>"$tmp/err" && [ "$(wc -l <"$tmp/out")" -eq "$(ls "$maps"/*.dag | wc -l)" ] &&
   grep -Eq '^rook +64 nodes +448 edges +grid 8x8 +Rook left/down$' "$tmp/out"; then ok "maps list"
else bad "maps list" "$(cat "$tmp/out")" "$(cat "$tmp/err")"; fi
expect_err "unknown map"       "move: argument 1 'dag:x': no such graph \\(built-in maps: knight large large400 rook sample1 sample2; a file needs a '/' or .dag, e.g. dag:./my.dag\\)$" -- move dag:x 0=1
expect_err "unknown map grundy" "grundy: argument 1 'dag:Roak': no such graph; did you mean dag:rook\\? \\(built-in maps: .*" -- grundy dag:Roak 3
# commands, rules and maps in any case
expect_out "map any case"      "$("$nimbox" move dag:rook 9=1)" -- move dag:ROOK 9=1
expect_out "command any case"  "win 1 1 0"  -- MOVE nim 1
expect_out "command Grundy"    "0 1 2"      -- Grundy nim 2
expect_out "command Maps"      "$("$nimbox" maps)" -- Maps
expect_out "command HELP"      "$("$nimbox" help)" -- HELP
want=$(printf 'quit\n' | "$nimbox" puzzle --seed 3 2>&1)
got=$(printf 'quit\n' | "$nimbox" PUZZLE --seed 3 2>&1)
[ -n "$want" ] && [ "$got" = "$want" ] && ok "command PUZZLE" || bad "command PUZZLE" "want: $want" "got: $got"
# suggestions: valid, and shown as any argument is (\xHH for control bytes)
expect_err "near rule no param" "move: argument 1 'nin:3': unknown rule; did you mean nim\\? " -- move nin:3 3
expect_err "near rule needs param" "move: argument 1 'tak': unknown rule; did you mean take:3\\? " -- move tak 3
expect_err "near rule escape"  "move: argument 1 'nin:\\\\x1b\\[31mRED': unknown rule; did you mean nim\\? \\(rules: " -- move $'nin:\e[31mRED' 3
# two edits away is near, three are not, however long the name
# (kaxxes: kayles; sxxple1 and sxxxle1: sample1)
expect_err "near rule two edits" "move: argument 1 'kaxxes': unknown rule; did you mean kayles\\? " -- move kaxxes 3
expect_err "near map two edits" "move: argument 1 'dag:sxxple1': no such graph; did you mean dag:sample1\\? " -- move dag:sxxple1 1=1
expect_err "far map three edits" "move: argument 1 'dag:sxxxle1': no such graph \\(built-in" -- move dag:sxxxle1 1=1
expect_err "near rule newline" "move: argument 1 '\\\$ag:x\\\\x0ay': unknown rule; did you mean dag:rook\\? " -- move $'$ag:x\ny' 3
# a suggestion is a whole rule or none: never a shorter one
long_sub=$(seq -s, 1 26)
expect_err "near rule long"    "move: argument 1 'sbu:$long_sub': unknown rule; did you mean sub:$long_sub\\? " -- move "sbu:$long_sub" 3
long_sub=$(seq -s, 1 200)
expect_err "near rule too long" "move: argument 1 'sbu:1,2,3,[0-9,]*\\.\\.\\.': unknown rule \\(nim" -- move "sbu:$long_sub" 3
expect_err "near rule and map" "move: argument 1 'dga:rok': unknown rule; did you mean dag:rook\\? " -- move dga:rok 1=1
expect_err "near map"          "move: argument 1 'dag:rok': no such graph; did you mean dag:rook\\? \\(built-in maps: " -- move dag:rok 1=1
expect_err "near rule puzzle"  "puzzle: rule 'kayls': unknown rule; did you mean kayles\\? " -- puzzle kayls
expect_err "near rule play"    "play: argument 1 'kayls': unknown rule; did you mean kayles\\? " -- play kayls 3
expect_err "near map play"     "play: argument 1 'dag:knigt': no such graph; did you mean dag:knight\\? " -- play dag:knigt 1=1
expect_err "near option move"  "move: unknown option '--explian'; did you mean --explain\\? \\(try nimbox move --help\\)$" -- move --explian nim 3
expect_err "near option reply" "reply: unknown option '--levle'; did you mean --level\\? " -- reply --levle 3 nim 3
expect_err "near option play"  "play: unknown option '--frist'; did you mean --first\\? " -- play --frist me nim 3
expect_err "near option puzzle" "puzzle: unknown option '--sede'; did you mean --seed\\? " -- puzzle --sede 3
expect_err "far option"        "move: unknown option '--zzzzzzzz' \\(try nimbox move --help\\)$" -- move --zzzzzzzz nim 3
expect_err "help on a command" "help: unexpected argument 'move'; did you mean nimbox move --help\\? " -- help move
expect_err "help near command" "help: unexpected argument 'mvoe'; did you mean nimbox move --help\\? " -- help mvoe
expect_err ".dag is a file"    "move: cannot read graph file 'rook.dag'" -- move dag:rook.dag 0=1
expect_err "builtin node range" "move: argument 2 '64=1': node 64 out of range \\(nodes are 0..63\\)" -- move dag:rook 64=1

# ---- grundy -------------------------------------------------------------------
expect_out "grundy nim"   "0 1 2 3 4 5"                  -- grundy nim 5
expect_out "grundy sub"   "0 1 0 1 2 3 2 0 1
period 7 preperiod 0"                                    -- grundy sub:1,3,4 8
expect_out "grundy take"  "0 1 2 3 0 1
period 4 preperiod 0"                                    -- grundy take:3 5
expect_out "grundy pow2"  "0 1 2 0
period 3 preperiod 0"                                    -- grundy pow2 3
expect_out "grundy half"  "0 0 1 0 2 1 3 0 4"            -- grundy half 8
expect_out "grundy dag"   "1 0 1 0"                      -- grundy "dag:$g/chain.dag" 3
expect_out "grundy dag 2" "3 0 1 0 2 1 0"                -- grundy "dag:$g/sample2.dag" 6

# ---- take-and-break (octal) games ---------------------------------------------------
expect_out "grundy kayles"  "0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7
period 12 preperiod 71"                                  -- grundy kayles 15
expect_out "grundy octal kayles" "0 1 2 3 1 4
period 12 preperiod 71"                                  -- grundy octal:0.77 5
expect_out "grundy dawson"  "0 0 1 1 2 0 3 1 1 0
period 34 preperiod 53"                                  -- grundy dawson 9
expect_out "grundy no period" "0 0 0 1 1 1
no period found within the first 32772 heaps"            -- grundy octal:0.007 5
expect_out "kayles split"   "win 1 5 2+2"                -- move kayles 5
expect_out "kayles explain" "win 1 5 2+2
SG 4, XOR 4: take 1 from pile 1 (5 -> 2+2); 1 winning move" -- move --explain kayles 5
expect_out "kayles whole"   "win 1 2 0"                  -- move kayles 2
expect_out "kayles lose"    "lose"                       -- move kayles 1 1
expect_out "kayles one heap" "win 1 5 3"                 -- move kayles 5 3
expect_out "kayles periodic" "win 1 3000 3+2995"         -- move kayles 3000 5000
# heaps at the host's limits: splits counted by period class, so these
# answer at once (the counts are checked against small heaps of the same
# classes in host-tests/unit/test_rule_moves.c)
expect_out "kayles 10^12"   "win 1 1000000000000 1+999999999997" -- move kayles 1000000000000
expect_out "kayles 10^12 explain" "win 1 1000000000000 1+999999999997
SG 1, XOR 1: take 2 from pile 1 (1000000000000 -> 1+999999999997); 83333333338 winning moves" \
    -- move --explain kayles 1000000000000
expect_out "kayles 10^12 reply" "1 1000000000000 1+999999999997" -- reply kayles 1000000000000
# reply on codes whose preperiod + period are long (0.45: 20 from 498,
# 0.077: 24 from 142) at heaps up to the limit, within `limit`'s time: in a
# won position the position after its move is lost (`move` says lose); in a
# lost one it is a legal move (`move` takes the position after it)
expect_reply() {
    local name=$1 won=$2 rule=$3; shift 3
    local heaps=("$@") got i from to split after
    got=$(limit "$nimbox" reply "$rule" "${heaps[@]}" 2>&1)
    read -r i from to <<<"$got"
    split=${to#*+}; [ "$split" = "$to" ] && split=
    to=${to%%+*}
    if ! [[ "$i" =~ ^[0-9]+$ ]] || [ "${heaps[i-1]:-}" != "$from" ]; then
        bad "$name" "reply $rule ${heaps[*]}" "got: $got"; return
    fi
    after=("${heaps[@]}"); after[i-1]=$to
    [ -n "$split" ] && after+=("$split")
    got=$(limit "$nimbox" move "$rule" "${after[@]}" 2>&1)
    if [ "$won" = won ] && [ "$got" = lose ]; then ok "$name"
    elif [ "$won" = lost ] && [[ "$got" == win* || "$got" == lose ]] &&
         [ "$(limit "$nimbox" move "$rule" "${heaps[@]}")" = lose ] &&
         (( from - to - ${split:-0} > 0 )); then ok "$name"
    else bad "$name" "reply $rule ${heaps[*]} -> ${after[*]}" "move after: $got"; fi
}
expect_reply "reply 0.45 lost"         lost octal:0.45 100000 2000001
expect_reply "reply 0.45 won huge"     won  octal:0.45 1619038676529457 687360793615794176
expect_reply "reply 0.45 won limit"    won  octal:0.45 9223372036854775807 5 77777777777
expect_reply "reply 0.077 lost huge"   lost octal:0.077 10 57 723450867416891392
expect_reply "reply 0.077 won huge"    won  octal:0.077 10 58 723450867416891392
expect_reply "reply 0.45 lost huge"    lost octal:0.45 1000000000000000001 1000000000000000001
expect_out "dawson at the limit" "win 2 123456789 16+123456771" -- move dawson 9223372036854775807 123456789
expect_out "dawson split"   "win 1 4 1+1"                -- move dawson 4
expect_out "octal dot only" "win 1 5 2+2"                -- move octal:.77 5
expect_err "octal digit 8"  "move: argument 1 'octal:0.78': octal digits are 0-7$" -- move octal:0.78 3
expect_err "octal too long" "move: argument 1 'octal:0.12345671234567123': too many octal digits \\(at most 16\\)$" -- move octal:0.12345671234567123 3
expect_err "octal no 0."    "move: argument 1 'octal:77': an octal code is 0. and digits 0-7 \\(e.g. octal:0.77\\)$" -- move octal:77 3
expect_err "octal empty"    "move: argument 1 'octal:0.': no digits after 0. \\(e.g. octal:0.77\\)$" -- move octal:0. 3
expect_err "octal nothing"  "move: argument 1 'octal:': an octal code is 0. and digits 0-7 \\(e.g. octal:0.77\\)$" -- move octal: 3
expect_err "octal past table" "move: argument 2 '32772': heap 32772 is beyond the SG table \\(32772 heaps\\) and no period was found within it$" -- move octal:0.007 32772
expect_out "octal far period" "win 1 99999 99997"        -- move octal:0.127 99999 77777
expect_err "unknown rule list" "move: argument 1 'chess': unknown rule \\(nim, misere, take:M, pow2, sub:a,b,..., half, octal:0.CODE, kayles, dawson, dag:NAME, misere:RULE\\)$" -- move chess 3

# ---- what a person gets wrong: the expected form, the nearest name --------------
expect_err "take no M"         "move: argument 1 'take': malformed rule parameter: expected take:M \\(e.g. take:3\\)$" -- move take 3
expect_err "take: no M"        "move: argument 1 'take:': malformed rule parameter: expected take:M \\(e.g. take:3\\)$" -- move take: 3
expect_err "sub: no amounts"   "move: argument 1 'sub:': malformed rule parameter: expected sub:a,b,... \\(e.g. sub:1,3,4\\)$" -- move sub: 3
expect_err "sub empty amount"  "move: argument 1 'sub:1,,3': malformed rule parameter: expected sub:a,b,... \\(e.g. sub:1,3,4\\)$" -- move sub:1,,3 4
expect_err "octal no code form" "grundy: argument 1 'octal': malformed rule parameter: expected octal:0.CODE \\(e.g. octal:0.77\\)$" -- grundy octal 3
expect_err "dag no name form"  "move: argument 1 'dag:': malformed rule parameter: expected dag:NAME \\(e.g. dag:rook\\)$" -- move dag: 0=1
expect_err "octal no moves"    "move: argument 1 'octal:0.0': a code of 0s only allows no move$" -- move octal:0.0 3
expect_err "octal zeros"       "grundy: argument 1 'octal:0.000': a code of 0s only allows no move$" -- grundy octal:0.000 5
expect_out "octal trailing 0"  "$("$nimbox" move octal:0.3 3)" -- move octal:0.30 3
expect_err "near rule"         "move: argument 1 'kayls': unknown rule; did you mean kayles\\? \\(rules: nim, " -- move kayls 3
expect_err "near rule param"   "move: argument 1 'tkae:3': unknown rule; did you mean take:3\\? " -- move tkae:3 4
expect_err "no near rule"      "move: argument 1 'chess': unknown rule \\(nim, " -- move chess 3
expect_err "near command"      "unknown command 'moev'; did you mean move\\? \\(move, grundy, reply, help, version, play, puzzle, solve, maps; try nimbox --help\\)$" -- moev nim 3
expect_err "near command play" "unknown command 'paly'; did you mean play\\? " -- paly nim 3
expect_out "rule in capitals"  "win 1 3 1"  -- move NIM 3 4 5
expect_out "rule mixed case"   "win 1 5 2+2" -- move Kayles 5
expect_out "dag in capitals"   "win 10 9"   -- move DAG:rook 10=1
expect_out "square a8"         "win 56 0"   -- move dag:rook a8=1
expect_out "square as node"    "$("$nimbox" move dag:rook 10=1)" -- move dag:rook c2=1
expect_out "square capital"    "$("$nimbox" move dag:knight 57=1 7=2)" -- move dag:knight B8=1 h1=2
expect_out "square reply"      "$("$nimbox" reply dag:knight 1=1)" -- reply dag:knight b1=1
expect_err "square off grid"   "move: argument 2 'i1=1': no such square on rook \\(a1..h8\\)$" -- move dag:rook i1=1
expect_err "square past rank"  "move: argument 2 'a9=1': no such square on rook \\(a1..h8\\)$" -- move dag:rook a9=1
expect_err "square no rank"    "move: argument 2 'a=1': no such square on rook" -- move dag:rook a=1
# a rank past the rows (even one that would wrap when multiplied) is no square
expect_err "square rank wraps" "move: argument 2 'a2305843009213693953=1': no such square on rook \\(a1..h8\\)$" -- move dag:rook a2305843009213693953=1
expect_err "square rank huge"  "reply: argument 2 'h2305843009213693953=3': no such square on rook \\(a1..h8\\)$" -- reply dag:rook h2305843009213693953=3
expect_err "square rank long"  "move: argument 2 'a99999999999999999999999=1': no such square on rook" -- move dag:rook a99999999999999999999999=1
expect_err "square not grid"   "move: argument 2 'a1=1': a square names a node on a grid map only \\(nimbox maps shows the grids\\); here NODE=COUNT, nodes 0..3$" -- move dag:sample1 a1=1
expect_err "square in a file"  "move: argument 2 'a1=1': a square names a node on a grid map only .*its nodes are numbers$" -- move "dag:$g/chain.dag" a1=1
# a square's count whole, however long: leading zeros read as the value,
# a count too large quoted as it was typed
zeros=$(printf '0%.0s' $(seq 60))
expect_out "square count zeros" "$("$nimbox" move dag:rook 1=${zeros}1)" -- move dag:rook b1=${zeros}1
expect_out "square count 31"   "$("$nimbox" move dag:rook 1=0000000000000000000000000000001)" -- move dag:rook b1=0000000000000000000000000000001
expect_err "square count large" "move: argument 2 'b1=1000000000000000000000000000000': heap too large" -- move dag:rook b1=1000000000000000000000000000000
expect_err "square count play" "play: argument 2 'b1=1000000000000000000000000000000': heap too large" -- play dag:rook b1=1000000000000000000000000000000
expect_err "square count bad"  "move: argument 3 'c1=1${zeros}x': expected NODE=COUNT" -- move dag:rook b1=1 c1=1${zeros}x
# the rule and its map are judged before the position's squares
expect_err "near map square"   "move: argument 1 'dag:rok': no such graph; did you mean dag:rook\\? " -- move dag:rok h8=1
expect_err "near map square play" "play: argument 1 'dag:knigt': no such graph; did you mean dag:knight\\? " -- play dag:knigt b1=1
expect_err "no file square"    "move: cannot read graph file '/nonexistent.dag'" -- move dag:/nonexistent.dag h8=1
expect_err "cycle file square" "move: .*cycle.dag:[456]: the graph has a cycle" -- move "dag:$g/cycle.dag" h8=1
expect_err "square after bad term" "move: argument 2 '1=x': " -- move "dag:$g/chain.dag" 1=x a1=1
expect_err "square in a file play" "play: argument 2 'a1=1': a square names a node on a grid map only .*its nodes are numbers$" -- play "dag:$g/chain.dag" a1=1

# ---- help -------------------------------------------------------------------------
for c in "" move grundy reply play solve maps help version; do
    if "$nimbox" $c --help >"$tmp/out" 2>&1 && grep -q '^usage: nimbox' "$tmp/out"; then ok "help $c"
    else bad "help $c" "$(cat "$tmp/out")"; fi
done

# ---- bad input ---------------------------------------------------------------------
expect_err "no command"        "missing command: move, grundy, reply, help, version, play, puzzle, solve, maps \\(try nimbox --help\\)$" --
expect_err "unknown command"   "unknown command 'frob'"              -- frob
expect_err "unknown rule"      "move: argument 1 'chess': unknown rule" -- move chess 3
expect_err "no position"       "move: no position given"      -- move nim
expect_err "malformed heap"    "move: argument 3 '4x': not a number" -- move nim 3 4x
expect_err "negative heap"     "move: argument 2 '-3': not a number" -- move nim -3
expect_err "heap too large"    "move: argument 2 '9223372036854775808': heap too large \\(at most 9223372036854775807\\)$" -- move nim 9223372036854775808
expect_err "huge heap"         "move: argument 2 '123456789012345678901234567890': heap too large \\(at most 9223372036854775807\\)$" -- move nim 123456789012345678901234567890
expect_err "take:0"            "move: argument 1 'take:0': an amount must be at least 1" -- move take:0 3
expect_err "take:"             "move: argument 1 'take:': malformed"       -- move take: 3
expect_err "take:x"            "move: argument 1 'take:x': malformed"      -- move take:x 3
expect_err "sub empty"         "move: argument 1 'sub:': malformed"        -- move sub: 3
expect_err "sub zero"          "move: argument 1 'sub:1,0': an amount must be at least 1" -- move sub:1,0 3
expect_err "sub trailing comma" "move: argument 1 'sub:1,': malformed"     -- move sub:1, 3
expect_err "sub too many"      "move: argument 1 .*too many amounts"       -- move "sub:$(seq -s, 1 1001)" 3
expect_err "sub beyond table"  "move: argument 2 '5000000': heap 5000000 is beyond the SG table" -- move sub:2000000 5000000
expect_err "term for heaps"    "move: argument 2 '0=1': position does not fit" -- move nim 0=1
expect_err "heap for dag"      "move: argument 2 '3': expected NODE=COUNT" -- move "dag:$g/chain.dag" 3
expect_err "dag node range"    "move: argument 2 '9=1': node 9 out of range \\(nodes are 0..3\\)" -- move "dag:$g/chain.dag" 9=1
expect_err "dag no file"       "move: cannot read graph file '/nonexistent.dag'" -- move dag:/nonexistent.dag 0=1
expect_err "dag no name"       "move: argument 1 'dag:': malformed"        -- move dag: 0=1
expect_err "dag cycle"         "move: .*cycle.dag:[456]: the graph has a cycle through the edge [123]->[123]" -- move "dag:$g/cycle.dag" 0=1
expect_err "dag self-loop"     "move: .*selfloop.dag:3: self-loop on node 1" -- move "dag:$g/selfloop.dag" 0=1
expect_err "dag edge range"    "move: .*range.dag:3: node 7 out of range" -- move "dag:$g/range.dag" 0=1
expect_err "dag truncated"     "move: .*truncated.dag:3: input ends too early" -- move "dag:$g/truncated.dag" 0=1
expect_err "dag malformed"     "move: .*malformed.dag:2: not a number" -- move "dag:$g/malformed.dag" 0=1
expect_err "dag too many"      "move: .*toomany.dag:1: too many nodes \\(at most 10000\\)$" -- move "dag:$g/toomany.dag" 0=1
expect_err "dag extra"         "move: .*extra.dag:3: unexpected extra input" -- move "dag:$g/extra.dag" 0=1
expect_err "grundy misere"     "grundy: argument 1 'misere': misere play" -- grundy misere 3
expect_err "grundy no N"       "grundy: missing argument N \\(nimbox grundy RULE N\\)$" -- grundy nim
expect_err "move no rule"      "move: missing argument RULE \\(nimbox move \\[--explain\\] RULE POS...\\)$" -- move
expect_err "grundy N range"    "grundy: argument 2 '5': node 5 out of range" -- grundy "dag:$g/chain.dag" 5
expect_err "grundy extra"      "grundy: argument 3 '4': unexpected extra" -- grundy nim 3 4
expect_err "move bad option"   "move: unknown option '--frob'"       -- move --frob nim 3
expect_err "solve no format"   "solve: expected --format F"                        -- solve
expect_err "solve bad format"  "solve: unknown format 'poj'"         -- solve --format poj

expect_solve_err "uva truncated case"  uva11927 '4 3\n0 1\n1 2\n' "solve: stdin:3: input ends too early"
expect_solve_err "uva no terminator"   uva11927 '1 0\n1\n' "solve: stdin:2: input ends too early"
expect_solve_err "uva cycle"           uva11927 '3 3\n0 1\n1 2\n2 0\n1 1 1\n0 0\n' "solve: stdin:[234]: the graph has a cycle"
expect_solve_err "uva edge range"      uva11927 '3 1\n0 3\n0 0 0\n0 0\n' "solve: stdin:2: node 3 out of range"
expect_solve_err "uva self-loop"       uva11927 '3 1\n2 2\n0 0 0\n0 0\n' "solve: stdin:2: self-loop on node 2"
expect_solve_err "uva too many nodes"  uva11927 '20000 0\n' "solve: stdin:1: too many nodes \\(at most 10000\\)$"
expect_solve_err "uva too many edges"  uva11927 '2 200000\n' "solve: stdin:1: too many edges \\(at most 100000\\)$"
expect_solve_err "uva malformed"       uva11927 '2 1\n0 1\n1 z\n0 0\n' "solve: stdin:3: not a number"
expect_solve_err "uva stones too many" uva11927 '2 1\n0 1\n1 10001\n0 0\n' "solve: stdin:3: number too large"
expect_solve_err "uva trailing junk"   uva11927 '0 0\n5\n' "solve: stdin:2: unexpected extra input"
expect_solve_err "hdu1536 zero amount" hdu1536 '2 0 5\n1\n1 3\n0\n' "solve: stdin:1: number 0 too small"
expect_solve_err "hdu1536 truncated"   hdu1536 '2 2 5\n3\n2 5 12\n' "solve: stdin:3: input ends too early"
expect_solve_err "hdu1536 no end"      hdu1536 '1 1\n1\n1 3\n' "solve: stdin:3: input ends too early"
expect_solve_err "hdu1536 zero piles"  hdu1536 '1 1\n1\n0\n0\n' "solve: stdin:3: number 0 too small"
expect_solve_err "hdu1846 m zero"      hdu1846 '1\n5 0\n' "solve: stdin:2: number 0 too small"
expect_solve_err "hdu1846 truncated"   hdu1846 '3\n5 2\n' "solve: stdin:2: input ends too early"
expect_solve_err "hdu1846 extra"       hdu1846 '1\n5 2\n7 7\n' "solve: stdin:3: unexpected extra input"
expect_solve_err "hdu1847 malformed"   hdu1847 '3\n4.5\n' "solve: stdin:2: not a number"
expect_solve_err "hdu1847 negative"    hdu1847 '-1\n' "solve: stdin:1: not a number"

# ---- hostile input: every one an error with its place, no hang ------------
h=$tmp/hostile
mkdir -p "$h"
# a token without end, a directory, read errors
expect_err "dag /dev/zero"     "move: /dev/zero:1: a NUL byte: binary data, not text$" -- move dag:/dev/zero 0=1
expect_err "dag /dev/urandom"  "move: /dev/urandom:[0-9]+: (not a number|a NUL byte|number too long|too many nodes|no numbers|input ends)" -- move dag:/dev/urandom 0=1
expect_err "dag directory"     "move: cannot read graph file '$h': Is a directory$" -- move "dag:$h" 0=1
expect_err "dag dir grundy"    "grundy: cannot read graph file '$h/': Is a directory$" -- grundy "dag:$h/" 1
expect_stdin_err "solve stdin directory" hdu1847 "$h" "solve: cannot read stdin: Is a directory$"
expect_stdin_err "solve /dev/zero"  uva11927 /dev/zero "solve: stdin:1: a NUL byte: binary data, not text$"
expect_stdin_err "solve /dev/null"  hdu1536 /dev/null "solve: stdin:1: input ends too early \\(no numbers at all\\)$"
yes 7 | tr -d '\n' | limit "$nimbox" solve --format hdu1847 >"$tmp/out" 2>"$tmp/err"
check_err "solve endless digits" "solve: stdin:1: number too long \\(at most 64 digits\\)$" $? "yes 7 | tr -d '\\n'"
{ printf '1 0\n'; yes ' x'; } | limit "$nimbox" solve --format uva11927 >"$tmp/out" 2>"$tmp/err"
check_err "solve endless words" "solve: stdin:2: not a number \\(digits 0-9 only\\)$" $? "1 0 then endless words"
{ printf '#'; head -c 100000 /dev/zero | tr '\0' x; } >"$h/longcomment.dag"
expect_err "dag long comment"  "move: .*longcomment.dag:1: comment too long \\(at most 4096 characters\\)$" -- move "dag:$h/longcomment.dag" 0=1
mkfifo "$h/pipe.dag"
printf '3 2\r0 1\r\r1 1\r' >"$h/pipe.dag" &
expect_err "dag FIFO, CR lines" "move: .*pipe.dag:4: self-loop on node 1$" -- move "dag:$h/pipe.dag" 0=1
wait
# empty files and files with no numbers
: >"$h/empty.dag"
expect_err "dag empty file"    "move: .*empty.dag:1: input ends too early \\(no numbers at all\\)$" -- move "dag:$h/empty.dag" 0=1
expect_err "dag /dev/null"     "move: /dev/null:1: input ends too early \\(no numbers at all\\)$" -- move dag:/dev/null 0=1
printf '# title only\n\n' >"$h/comments.dag"
expect_err "dag only comments" "move: .*comments.dag:3: input ends too early \\(no numbers at all\\)$" -- move "dag:$h/comments.dag" 0=1
expect_solve_err "hdu1847 empty"  hdu1847 '' "solve: stdin:1: input ends too early \\(no numbers at all\\)$"
expect_solve_err "hdu1847 blank"  hdu1847 '\n \n' "solve: stdin:3: input ends too early \\(no numbers at all\\)$"
expect_solve_err "uva empty"      uva11927 '' "solve: stdin:1: input ends too early \\(no numbers at all\\)$"
# line ends: CR (old Mac), CR LF (DOS), mixed
printf '# t\r4 3\r0 1\r1 2\r\r2 x\r' >"$h/cr.dag"
expect_err "dag CR lines"      "move: .*cr.dag:6: not a number" -- move "dag:$h/cr.dag" 0=1
printf '# t\r\n4 3\r\n0 1\r\n1 2\r\n\r\n2 9\r\n' >"$h/crlf.dag"
expect_err "dag CRLF lines"    "move: .*crlf.dag:6: node 9 out of range \\(nodes are 0..3\\)$" -- move "dag:$h/crlf.dag" 0=1
printf '3 3\r0 1\r1 2\r2 0\r' >"$h/crcycle.dag"
expect_err "dag CR cycle line" "move: .*crcycle.dag:[234]: the graph has a cycle" -- move "dag:$h/crcycle.dag" 0=1
printf '3 2\r0 1\r1 2\r' >"$h/crgood.dag"
expect_out "dag CR file reads" "win 0 1" -- move "dag:$h/crgood.dag" 0=1 1=1
expect_solve_err "hdu1847 CR lines"   hdu1847 '5\r6\rx\r' "solve: stdin:3: not a number"
expect_solve_err "hdu1846 CRLF lines" hdu1846 '2\r\n5 2\r\n\r\n5 0\r\n' "solve: stdin:4: number 0 too small"
expect_solve_err "uva CR truncated"   uva11927 '4 3\r0 1\r1 2\r\r' "solve: stdin:3: input ends too early"
expect_solve_err "hdu1536 LF CR"      hdu1536 '1 1\n\r1\n\r1 x\n' "solve: stdin:5: not a number"
# sizes and nodes past any number
printf '99999999999999999999 1\n0 0\n' >"$h/hugen.dag"
expect_err "dag huge node count" "move: .*hugen.dag:1: too many nodes \\(at most 10000\\)$" -- move "dag:$h/hugen.dag" 0=1
printf '# c\n3 123456789012345678901234567890\n' >"$h/hugem.dag"
expect_err "dag huge edge count" "move: .*hugem.dag:2: too many edges \\(at most 100000\\)$" -- move "dag:$h/hugem.dag" 0=1
printf '3 1\n0 18446744073709551616\n' >"$h/hugenode.dag"
expect_err "dag huge edge node" "move: .*hugenode.dag:2: node too large \\(nodes are 0..2\\)$" -- move "dag:$h/hugenode.dag" 0=1
expect_solve_err "uva huge node count" uva11927 '99999999999999999999 1\n' "solve: stdin:1: too many nodes \\(at most 10000\\)$"
expect_solve_err "uva huge edge count" uva11927 '1 0\n0\n2 99999999999999999999\n' "solve: stdin:3: too many edges \\(at most 100000\\)$"
expect_solve_err "hdu1847 20+ digits"  hdu1847 '1\n123456789012345678901234\n' "solve: stdin:2: number too large \\(at most 9223372036854775807\\)$"
expect_solve_err "hdu1847 65 digits"   hdu1847 "1\\n$(printf '%065d' 7)\\n" "solve: stdin:2: number too long \\(at most 64 digits\\)$"
printf '3 1\n0 %s\n' "$(printf '%0100d' 1)" >"$h/longnum.dag"
expect_err "dag long number"   "move: .*longnum.dag:2: number too long \\(at most 64 digits\\)$" -- move "dag:$h/longnum.dag" 0=1
# NUL bytes, binary data, signs
printf '3 2\n0 1\n1\0002\n' >"$h/nul.dag"
expect_err "dag NUL byte"      "move: .*nul.dag:3: a NUL byte: binary data, not text$" -- move "dag:$h/nul.dag" 0=1
printf '2 1\n0 1\n\0' >"$h/trailnul.dag"
expect_err "dag trailing NUL"  "move: .*trailnul.dag:3: a NUL byte: binary data, not text$" -- move "dag:$h/trailnul.dag" 0=1
printf '\211PNG\r\n\032\n\0\0\0\rIHDR' >"$h/image.dag"
expect_err "dag binary file"   "move: .*image.dag:1: not a number" -- move "dag:$h/image.dag" 0=1
expect_solve_err "hdu1847 NUL"        hdu1847 '4\n\0' "solve: stdin:2: a NUL byte: binary data, not text$"
printf '3 2\n0 -1\n' >"$h/neg.dag"
expect_err "dag negative node" "move: .*neg.dag:2: not a number" -- move "dag:$h/neg.dag" 0=1
expect_solve_err "hdu1847 plus sign"  hdu1847 '+5\n' "solve: stdin:1: not a number"
expect_solve_err "hdu1846 negative m" hdu1846 '1\n5 -2\n' "solve: stdin:2: not a number"
expect_solve_err "hdu1847 mid-number" hdu1847 '12x' "solve: stdin:1: not a number"
# arguments: leading zeros are decimal; signs and huge values are named by their text
expect_out "heap leading zeros"   "win 1 7 0" -- move nim 007
expect_out "term leading zeros"   "$("$nimbox" move dag:rook 10=1)" -- move dag:rook 010=01
expect_err "heap plus sign"    "move: argument 2 '\\+5': not a number" -- move nim +5
expect_err "term huge node"    "move: argument 2 '99999999999999999999999=1': node too large \\(nodes are 0..63\\)$" -- move dag:rook 99999999999999999999999=1
expect_err "term huge count"   "move: argument 2 '1=99999999999999999999999': heap too large \\(at most 9223372036854775807\\)$" -- move dag:rook 1=99999999999999999999999
expect_err "grundy huge N"     "grundy: argument 2 '99999999999999999999999': number too large \\(at most 1000000\\)$" -- grundy nim 99999999999999999999999
expect_err "take huge"         "move: argument 1 'take:99999999999999999999999': number too large" -- move take:99999999999999999999999 3
expect_err "argument newline"  "move: argument 3 '4\\\\x0a5': not a number" -- move nim 3 "$(printf '4\n5')"
expect_err "file name newline" "move: cannot read graph file '$h/a\\\\x0ab.dag': No such file" -- move "dag:$h/$(printf 'a\nb').dag" 0=1
expect_err "too many args nim" "move: argument 1002 '1001': too many piles \\(at most 1000\\)$" -- move nim $(seq 1 12000)
expect_err "too many args dag" "move: argument 10002 '10001=1': too many NODE=COUNT terms" -- move dag:rook $(seq -f '%g=1' 1 12000)
expect_err "too many args grundy" "grundy: argument 3 '2': unexpected extra input$" -- grundy nim $(seq 1 12000)

# the map compiler reads with the same scanner (when built next to nimbox)
mapc=$(dirname "$nimbox")/mapc
if [ -x "$mapc" ]; then
    expect_mapc_err() { # NAME STDERR_REGEX FILE
        limit "$mapc" -o "$tmp/maps.c" "$3" >"$tmp/out" 2>"$tmp/err"
        local status=$?
        if [ $status -eq 2 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -Eq -- "^$2" "$tmp/err"
        then ok "$1"; else bad "$1" "exit $status" "want: $2" "got: $(cat "$tmp/err")"; fi
    }
    cp "$h/cr.dag" "$h/crmap.dag"
    expect_mapc_err "mapc CR lines"     ".*crmap.dag:6: not a number" "$h/crmap.dag"
    cp "$h/hugen.dag" "$h/hugemap.dag"
    expect_mapc_err "mapc huge node count" ".*hugemap.dag:1: too many nodes \\(at most 10000\\)$" "$h/hugemap.dag"
    cp "$h/nul.dag" "$h/nulmap.dag"
    expect_mapc_err "mapc NUL byte"     ".*nulmap.dag:3: a NUL byte" "$h/nulmap.dag"
    cp "$h/longcomment.dag" "$h/longc.dag"
    expect_mapc_err "mapc long title"   ".*longc.dag:1: comment too long" "$h/longc.dag"
    mkdir "$h/dir.dag"
    expect_mapc_err "mapc directory"    ".*dir.dag: cannot read: Is a directory$" "$h/dir.dag"
    cp "$h/empty.dag" "$h/nothing.dag"
    expect_mapc_err "mapc empty"        ".*nothing.dag:1: input ends too early \\(no numbers at all\\)$" "$h/nothing.dag"
fi

# ---- version and usage ---------------------------------------------------------------
# --version prints the firmware's NIMBOX_VERSION (firmware/app/version.h);
# the usage line names every command the dispatcher knows (the list a
# missing command gets; test_command_table.c checks it against the table)
src=$here/../..
version=$(sed -n 's/^#define NIMBOX_VERSION "\(.*\)"$/\1/p' "$src/firmware/app/version.h")
expect_out "version"             "nimbox $version" -- --version
expect_out "version command"     "nimbox $version" -- version
[ -n "$version" ] && ok "version found in version.h" || bad "version found in version.h" "no NIMBOX_VERSION"
usage_first=$("$nimbox" --help | head -n 1)
commands=$("$nimbox" 2>&1 | sed -n 's/^nimbox: missing command: \(.*\) (try.*/\1/p' | tr -d ,)
case " $(echo $commands) " in *" move "*" maps "*) ok "commands listed" ;; *) false ;; esac ||
    bad "commands listed" "got: $commands"
for c in $commands; do
    if [[ "$usage_first" == *"$c"* ]] && "$nimbox" --help | grep -q "^  nimbox $c"; then ok "usage names $c"
    else bad "usage names $c" "usage: $("$nimbox" --help)"; fi
done
if [[ "$usage_first" == *--version* ]] && "$nimbox" --help | grep -q '^  nimbox --version'; then ok "usage names --version"
else bad "usage names --version" "$usage_first"; fi

tally_end
