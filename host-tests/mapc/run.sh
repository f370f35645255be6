#!/usr/bin/env bash
# The map compiler from the outside: every error is one `FILE:LINE: ...`
# line on stderr with exit status 2 and no output file; duplicate edges are
# a warning (exit 0); good maps give a C file and one size line each; the
# large map's generator reproduces the committed file.
#   host-tests/mapc/run.sh path/to/mapc path/to/gen_large
set -u
mapc=$1
gen_large=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
bad=$here/bad
maps=$root/firmware/maps
. "$here/../tally.sh"

# expect_err NAME STDERR_REGEX -- MAPC_ARGS...   (exit 2, one stderr line,
# nothing on stdout, no output file)
expect_err() {
    local name=$1 want=$2; shift 3
    rm -f "$tmp/out.c"
    "$mapc" -o "$tmp/out.c" "$@" >"$tmp/stdout" 2>"$tmp/err"
    local status=$? lines; lines=$(wc -l <"$tmp/err")
    if [ $status -eq 2 ] && [ "$lines" -eq 1 ] && [ ! -s "$tmp/stdout" ] && [ ! -e "$tmp/out.c" ] &&
       grep -Eq -- "^$want\$" "$tmp/err"; then ok "$name"
    else bad "$name" "args: $*" "exit $status (want 2), $lines stderr lines" "want: $want" \
             "got:  $(cat "$tmp/err")" "stdout: $(cat "$tmp/stdout")"; fi
}

# ---- errors in the map files -----------------------------------------------
expect_err "cycle names a node on it" ".*/cycle.dag:[456]: the graph has a cycle through the edge [123]->[123]" \
    -- "$bad/cycle.dag"
expect_err "self-loop"      ".*/selfloop.dag:3: self-loop on node 1"               -- "$bad/selfloop.dag"
expect_err "out of range"   ".*/range.dag:3: node 7 out of range \(nodes are 0..2\)" -- "$bad/range.dag"
expect_err "truncated"      ".*/truncated.dag:4: input ends too early.*"          -- "$bad/truncated.dag"
expect_err "empty file"     ".*/nothing.dag:1: input ends too early.*"            -- "$bad/nothing.dag"
expect_err "malformed"      ".*/malformed.dag:2: not a number.*"                  -- "$bad/malformed.dag"
expect_err "extra input"    ".*/extra.dag:3: unexpected extra input"              -- "$bad/extra.dag"
expect_err "no nodes"       ".*/empty.dag:1: a graph needs at least one node"      -- "$bad/empty.dag"
expect_err "grid 0"         ".*/grid0.dag:1: expected \`# grid: W\` with W in 1..26" -- "$bad/grid0.dag"
expect_err "grid word"      ".*/gridword.dag:1: expected \`# grid: W\` with W in 1..26" -- "$bad/gridword.dag"
expect_err "grid does not fit" ".*/gridfit.dag:2: 4 nodes do not fill a grid 3 wide" -- "$bad/gridfit.dag"
expect_err "name characters" ".*/bad.name.dag: the map name 'bad.name' should be 1..10 characters of .*" \
    -- "$bad/bad.name.dag"
expect_err "name too long"  ".*/waytoolongname.dag: the map name 'waytoolongname' should be .*" \
    -- "$bad/waytoolongname.dag"
expect_err "not .dag"       ".*/notadag.txt: a map file's name must end in .dag"   -- "$bad/notadag.txt"
expect_err "same name twice" ".*/other/dup.dag: a map called 'dup' is already given \(.*/bad/dup.dag\)" \
    -- "$bad/dup.dag" "$bad/other/dup.dag"
expect_err "missing file"   ".*/nosuch.dag: cannot read: No such file or directory" -- "$bad/nosuch.dag"
# the first bad map stops the build, whatever comes before it
expect_err "bad after good" ".*/selfloop.dag:3: self-loop on node 1" -- "$maps/rook.dag" "$bad/selfloop.dag"

# ---- over the board's limits or the format's ----------------------------------
expect_err "too many nodes" ".*/large.dag:4: 1000 nodes is too many \(at most 64\) on this board \(its NB_GRAPH_MAX_NODES\)" \
    -- --max-nodes 64 --max-edges 1024 "$maps/rook.dag" "$maps/large.dag"
expect_err "too many edges" ".*/rook.dag:8: 448 edges is too many \(at most 300\) on this board \(its NB_GRAPH_MAX_EDGES\)" \
    -- --max-edges 300 "$maps/rook.dag"
expect_err "SG over mex bits" ".*/rook.dag:8: node 7 has SG value 7, over this board's NB_MEX_BITS 4" \
    -- --mex-bits 4 "$maps/rook.dag"
# 10000 nodes, v -> v+200 .. v+204: 7 bytes a node, over 65535 in all
awk 'BEGIN { n = 10000; m = 0; for (v = 0; v + 204 < n; v++) m += 5; print "# Too big"; print n, m;
             for (v = 0; v + 204 < n; v++) for (k = 200; k <= 204; k++) print v, v + k }' >"$tmp/toobig.dag"
expect_err "over 65535 bytes" ".*/toobig.dag:2: the packed map would take [0-9]+ bytes, over the format's 65535 \(16-bit offsets\)" \
    -- "$tmp/toobig.dag"
awk 'BEGIN { n = 10000; m = 0; for (v = 0; v + 7 < n; v++) m += 7; print n, m;
             for (v = 0; v + 7 < n; v++) for (k = 1; k <= 7; k++) print v, v + k }' >"$tmp/manyedges.dag"
expect_err "over 65535 edges" ".*/manyedges.dag:1: 69951 edges is too many for the packed format \(at most 65535\)" \
    -- "$tmp/manyedges.dag"

# ---- usage ------------------------------------------------------------------------
"$mapc" "$maps/rook.dag" >"$tmp/stdout" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q '^mapc: no output file' "$tmp/err" && ok "no -o" || bad "no -o" "$(cat "$tmp/err")"
"$mapc" --frob -o "$tmp/out.c" >"$tmp/stdout" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "^mapc: unknown option '--frob'" "$tmp/err" && ok "unknown option" \
    || bad "unknown option" "$(cat "$tmp/err")"
"$mapc" --max-nodes x -o "$tmp/out.c" >"$tmp/stdout" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "^mapc: --max-nodes expects a number" "$tmp/err" && ok "bad limit" \
    || bad "bad limit" "$(cat "$tmp/err")"
"$mapc" --help >"$tmp/stdout" 2>&1 && grep -q '^usage: mapc' "$tmp/stdout" && ok "help" || bad "help"

# ---- warnings and good maps ----------------------------------------------------------
rm -f "$tmp/out.c"
"$mapc" -o "$tmp/out.c" "$bad/dup.dag" >"$tmp/stdout" 2>"$tmp/err"
status=$?
if [ $status -eq 0 ] && [ -s "$tmp/out.c" ] &&
   [ "$(cat "$tmp/err")" = "$bad/dup.dag:5: warning: duplicate edge 0->1 (merged; first on line 3)
$bad/dup.dag:6: warning: duplicate edge 0->1 (merged; first on line 3)" ] &&
   grep -Eq '^map dup +3 nodes +2 edges' "$tmp/stdout"; then ok "duplicate edges: warnings, merged"
else bad "duplicate edges: warnings, merged" "exit $status" "stderr: $(cat "$tmp/err")" \
         "stdout: $(cat "$tmp/stdout")"; fi

rm -f "$tmp/out.c"
"$mapc" --max-nodes 64 --max-edges 1024 --mex-bits 64 -o "$tmp/out.c" \
    "$maps/sample1.dag" "$maps/sample2.dag" "$maps/rook.dag" "$maps/knight.dag" >"$tmp/stdout" 2>"$tmp/err"
status=$?
if [ $status -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$(wc -l <"$tmp/stdout")" -eq 4 ] &&
   grep -Eq '^map rook +64 nodes +448 edges +[0-9]+ bytes +[0-9.]+ bytes/edge$' "$tmp/stdout" &&
   grep -q '^#define NB_MAP_COUNT 4$' "$tmp/out.c" &&
   grep -q '"Knight to a1\\0"' "$tmp/out.c"; then ok "the Uno's maps"
else bad "the Uno's maps" "exit $status" "stderr: $(cat "$tmp/err")" "stdout: $(cat "$tmp/stdout")"; fi

# the large map: within the issue's 1.5 bytes per edge
"$mapc" -o "$tmp/out.c" "$maps/large.dag" >"$tmp/stdout" 2>"$tmp/err"
per_edge=$(awk '$2 == "large" { print $(NF - 1) }' "$tmp/stdout")
if [ -n "$per_edge" ] && awk -v b="$per_edge" 'BEGIN { exit !(b <= 1.5) }'; then
    ok "large map: $per_edge bytes/edge (goal 1.5)"
else bad "large map bytes/edge" "$(cat "$tmp/stdout")" "$(cat "$tmp/err")"; fi

# the 400-node map within the Uno's limits (NB_GRAPH_MAX_NODES 576, 2048
# edges, 64 mex bits), and one node more than the arena holds refused
rm -f "$tmp/out.c"
"$mapc" --max-nodes 576 --max-edges 2048 --mex-bits 64 -o "$tmp/out.c" \
    "$maps/large400.dag" >"$tmp/stdout" 2>"$tmp/err"
status=$?
if [ $status -eq 0 ] && [ ! -s "$tmp/err" ] &&
   grep -Eq '^map large400 +400 nodes +2000 edges +[0-9]+ bytes' "$tmp/stdout"; then
    ok "large400 within the Uno's limits"
else bad "large400 within the Uno's limits" "exit $status" "stderr: $(cat "$tmp/err")"; fi
"$mapc" --max-nodes 399 -o "$tmp/out.c" "$maps/large400.dag" >/dev/null 2>"$tmp/err"
status=$?
if [ $status -eq 2 ] &&
   [ "$(cat "$tmp/err")" = "$maps/large400.dag:4: 400 nodes is too many (at most 399) on this board (its NB_GRAPH_MAX_NODES)" ]; then
    ok "large400 refused at 399 nodes"
else bad "large400 refused at 399 nodes" "exit $status" "stderr: $(cat "$tmp/err")"; fi

# the generator gives the committed large maps
if "$gen_large" >"$tmp/large.dag" && cmp -s "$tmp/large.dag" "$maps/large.dag"; then
    ok "gen_large reproduces firmware/maps/large.dag"
else bad "gen_large reproduces firmware/maps/large.dag" "(make large-map writes it again)"; fi
if "$gen_large" 400 2000 400 >"$tmp/large400.dag" && cmp -s "$tmp/large400.dag" "$maps/large400.dag"; then
    ok "gen_large 400 2000 400 reproduces firmware/maps/large400.dag"
else bad "gen_large reproduces firmware/maps/large400.dag" "(make large-map writes it again)"; fi

tally_end
