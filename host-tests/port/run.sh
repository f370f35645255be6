#!/usr/bin/env bash
# The host command's --port against fake devices on pseudo-terminals
# (fake_device.c): the banner or the probe, replies printed as the host
# would print its own, an `error:` reply as exit status 2 on stderr, a
# silent device as exit status 1 with a clear message, XON/XOFF never in
# the output, neither an empty line nor one sent before the request taken
# for its reply, and selftest agreeing with a faithful device and catching a
# faulty one.
#   host-tests/port/run.sh NIMBOX FAKE_DEVICE
set -u
nimbox=$1 fake=$2
. "$(dirname "$0")/../tally.sh"

# start_fake OPTIONS...: a fake device in the background; sets $pty (each
# fake writes its pty's path to a file of its own: reusing one file raced
# with the shell truncating it for the next fake)
fakes=0
start_fake() {
    local file="$tmp/pty.$fakes"
    fakes=$((fakes + 1))
    "$fake" "$@" >"$file" &
    pids+=($!)
    for _ in $(seq 200); do
        [ -s "$file" ] && break
        sleep 0.05
    done
    pty=$(head -n 1 "$file")
}

# matches FILE PATTERN: a line of FILE matches the extended regex, or
# PATTERN is "-" and FILE is empty
matches() {
    if [ "$2" = - ]; then [ ! -s "$1" ]; else grep -Eq -- "$2" "$1"; fi
}

# check NAME WANT_STATUS STDOUT_PATTERN STDERR_PATTERN -- COMMAND...
check() {
    local name=$1 want=$2 out_re=$3 err_re=$4 status
    shift 5
    timeout 30 "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
    if [ "$status" -eq "$want" ] && matches "$tmp/out" "$out_re" && matches "$tmp/err" "$err_re" &&
        ! grep -q $'[\x11\x13]' "$tmp/out"; then
        echo "ok $name"
        pass=$((pass + 1))
    else
        echo "FAIL $name: status $status (want $want)"
        sed 's/^/  out: /' "$tmp/out" | head -5
        sed 's/^/  err: /' "$tmp/err" | head -5
        fail=$((fail + 1))
    fi
}

start_fake
check "move after the banner" 0 '^win 1 3 1$' - -- "$nimbox" --port "$pty" --wait 2000 move nim 3 4 5
check "grundy keeps its period line" 0 '^period 7 preperiod 0$' - -- \
    "$nimbox" --port "$pty" --wait 2000 grundy sub:1,3,4 8
check "an error reply is status 2" 2 - "^nimbox: $pty: something in that line is wrong$" -- \
    "$nimbox" --port "$pty" --wait 2000 move nim x
check "selftest on a faithful device" 0 ' 0 wrong$' - -- \
    "$nimbox" --port "$pty" --wait 2000 selftest 5 --seed 3

# a reply line longer than the host's buffer (grundy nim 2000: 8893
# characters) is said to be too long, never its tail printed as the answer
check "a reply too long" 2 - "^nimbox: $pty: a reply line longer than 8191 bytes$" -- \
    "$nimbox" --port "$pty" --wait 2000 grundy nim 2000
check "after it, the next reply" 0 '^0 1 2 3$' - -- "$nimbox" --port "$pty" --wait 2000 grundy nim 3

start_fake --no-banner
check "no banner: the probe finds the board" 0 '^win 1 3 1$' - -- \
    "$nimbox" --port "$pty" --wait 300 move nim 3 4 5

start_fake --flow
check "XON/XOFF are not text" 0 '^lose$' - -- "$nimbox" --port "$pty" --wait 2000 move nim 1 2 3

start_fake --stray
check "lines before the request are not its reply" 0 '^win 1 3 1$' - -- \
    "$nimbox" --port "$pty" --wait 2000 move nim 3 4 5

start_fake --silent
check "a silent device" 1 - 'no nimbox answered: no banner within 300 ms' -- \
    "$nimbox" --port "$pty" --wait 300 move nim 3 4 5

start_fake --wrong 2
check "selftest catches wrong answers" 1 '^WRONG: move ' - -- \
    "$nimbox" --port "$pty" --wait 2000 selftest 5 --seed 3

check "no such port" 1 - 'cannot open: No such file or directory' -- \
    "$nimbox" --port "$tmp/none" move nim 1
check "an unknown speed" 1 - 'not a speed this command knows' -- \
    "$nimbox" --port /dev/null --baud 1234 move nim 1
check "usage" 2 - '^usage: nimbox --port' -- "$nimbox" --port "$pty" frob
# numbers past their range refused by name, never wrapped or saturated
# (checked before the port is opened: /dev/null is never asked)
check "seed past 32 bits" 2 - "^nimbox: --port: --seed '4294967296': expected a number 0-4294967295$" -- \
    "$nimbox" --port /dev/null selftest 5 --seed 4294967296
check "seed past 64 bits" 2 - "^nimbox: --port: --seed '18446744073709551616': expected a number 0-4294967295$" -- \
    "$nimbox" --port /dev/null selftest --seed 18446744073709551616
check "seed negative" 2 - "^nimbox: --port: --seed '-1': expected a number 0-4294967295$" -- \
    "$nimbox" --port /dev/null selftest --seed -1
check "count past its range" 2 - "^nimbox: --port: selftest count '100001': expected a number 1-100000$" -- \
    "$nimbox" --port /dev/null selftest 100001
check "count past 64 bits" 2 - "^nimbox: --port: selftest count '18446744073709551617': expected a number 1-100000$" -- \
    "$nimbox" --port /dev/null selftest 18446744073709551617
check "wait past its range" 2 - "^nimbox: --port: --wait '9223372036854775808': expected a number 1-600000$" -- \
    "$nimbox" --port /dev/null --wait 9223372036854775808 move nim 1
check "wait zero" 2 - "^nimbox: --port: --wait '0': expected a number 1-600000$" -- \
    "$nimbox" --port /dev/null --wait 0 move nim 1
check "baud not a number" 2 - "^nimbox: --port: --baud '38400x': expected a number 1-4000000$" -- \
    "$nimbox" --port /dev/null --baud 38400x move nim 1
check "baud past 64 bits" 2 - "^nimbox: --port: --baud '18446744073709551616': expected a number 1-4000000$" -- \
    "$nimbox" --port /dev/null --baud 18446744073709551616 move nim 1

tally_end
