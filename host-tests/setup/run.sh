#!/usr/bin/env bash
# The maker's and developer's tools from the outside: tools/setup.sh in a
# sandbox whose PATH holds only stub commands (what is "installed" is what
# the stubs say), tools/flash.sh against a stub avrdude that answers like
# the real one does when no board is there, `make help` against the
# Makefile's real list of targets, and the handheld's wiring tables in the
# docs against boards/handheld-1284p/board.h.  Prints `ok NAME` or `FAIL NAME` per
# test and closes with `N passed, M failed`.
#   host-tests/setup/run.sh
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
. "$here/../tally.sh"

# check NAME CONDITION-COMMAND... ; on failure the box's output is shown
check() {
    local name=$1; shift
    if "$@"; then ok "$name"
    else bad "$name" "condition: $*" "exit: ${status:-?}" "stdout: $(cat "$box/out" 2>/dev/null)" \
             "stderr: $(cat "$box/err" 2>/dev/null)" "calls: $(cat "$box/log" 2>/dev/null)"; fi
}

# shellcheck source=host-tests/setup/setup-cases.sh
. "$here/setup-cases.sh"
# shellcheck source=host-tests/setup/flash-cases.sh
. "$here/flash-cases.sh"
# shellcheck source=host-tests/setup/docs-cases.sh
. "$here/docs-cases.sh"
# shellcheck source=host-tests/setup/help-cases.sh
. "$here/help-cases.sh"

tally_end
