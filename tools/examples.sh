#!/usr/bin/env bash
# A short tour of the host command: `make run`.
set -u
nimbox=$1
maps=$(cd "$(dirname "$0")/.." && pwd)/host-tests/cli/graphs
show() {
    echo "\$ nimbox $*"
    "$nimbox" "$@"
    echo
}
show move --explain nim 3 4 5
show move nim 1 2 3
show move --explain misere 3 1 1
show move --explain sub:1,3,4 10 7 2
show grundy sub:1,3,4 20
show move --explain half 1000000000000 7
show grundy "dag:$maps/sample2.dag" 6
show move --explain "dag:$maps/sample2.dag" 0=1 2=1
show maps
show move --explain dag:rook 10=1 3=2
echo "\$ nimbox solve --format hdu1536 < sample"
printf '2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n' | "$nimbox" solve --format hdu1536
