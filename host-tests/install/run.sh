#!/usr/bin/env bash
# `make install` into a temporary DESTDIR, as a packager would: the four
# files where PREFIX says, the installed command answering, its man page
# lint-free under groff -ww with every command of `nimbox --help` in it,
# the bash completion (sourced, _nimbox called as bash calls it) and the
# zsh one (its function run with compadd stubbed) offering the commands,
# options, rules, maps and formats, and `make uninstall` removing it all.
#   host-tests/install/run.sh          (from the top of the sources)
set -u
here=$(dirname "$0")
. "$here/../tally.sh"

expect() { local name=$1 st=$2; shift 2; if [ "$st" -eq 0 ]; then ok "$name"; else bad "$name" "$@"; fi; }

dest=$tmp/stage
prefix=/opt/nb
make --no-print-directory install DESTDIR="$dest" PREFIX="$prefix" >"$tmp/install.log" 2>&1
expect "make install DESTDIR=... PREFIX=$prefix" $? "$(tail -5 "$tmp/install.log")"
root=$dest$prefix
bin=$root/bin/nimbox
man=$root/share/man/man1/nimbox.1
bashc=$root/share/bash-completion/completions/nimbox
zshc=$root/share/zsh/site-functions/_nimbox
missing=
for f in "$bin" "$man" "$bashc" "$zshc"; do [ -f "$f" ] || missing="$missing $f"; done
expect "the command, nimbox.1 and both completions installed" "$([ -z "$missing" ]; echo $?)" "missing:$missing"
expect "the command executable, the rest not" \
    "$([ -x "$bin" ] && [ ! -x "$man" ] && [ ! -x "$bashc" ]; echo $?)" "$(ls -l "$root"/bin "$root"/share/man/man1)"

# ---- the installed command ----
out=$("$bin" move nim 3 4 5 2>&1)
expect "installed: nimbox move nim 3 4 5" "$([ "$out" = 'win 1 3 1' ]; echo $?)" "$out"
out=$("$bin" move dag:rook 10=1 2>&1)
expect "installed: its built-in maps (dag:rook)" "$([ "$out" = 'win 10 9' ]; echo $?)" "$out"
"$bin" move nim 4x >/dev/null 2>&1
expect "installed: bad input exits 2" "$([ $? -eq 2 ]; echo $?)"
version=$(sed -n 's/^#define NIMBOX_VERSION "\(.*\)"/\1/p' firmware/app/version.h)
out=$("$bin" --version 2>&1)
expect "installed: --version names $version" "$([[ $out == "nimbox $version"* ]]; echo $?)" "$out"

# ---- the man page ----
if command -v groff >/dev/null; then
    lint=$(groff -ww -man -z "$man" 2>&1)
    expect "nimbox.1: groff -ww finds nothing" "$([ -z "$lint" ]; echo $?)" "$lint"
    text=$(groff -man -Tascii "$man" 2>/dev/null | col -b)
    expect "nimbox.1: renders with its version" "$([[ $text == *"nimbox $version"* ]] && [[ $text == *SYNOPSIS* ]]; echo $?)" \
        "$(echo "$text" | head -5)"
else
    bad "groff is installed (tools/setup.sh installs it)"
fi
commands=$("$bin" --help 2>&1 | sed -n 's/^ *\(usage: \)\{0,1\}nimbox \([a-z][a-z|]*\).*/\2/p' | tr '|' '\n' | sort -u)
undocumented=
for c in $commands; do
    grep -Eq "^\.(B|BR|BI) \"?$c( |\$)" "$man" || undocumented="$undocumented $c"
done
expect "nimbox.1 documents every command of nimbox --help ($(echo $commands))" \
    "$([ -z "$undocumented" ] && [ -n "$commands" ]; echo $?)" "not in COMMANDS:$undocumented"

options=$( { "$bin" --help 2>&1; for c in $commands; do "$bin" "$c" --help 2>&1; done
             "$bin" --port --help 2>&1; } | grep -o -- '--[a-z][a-z-]*' | sort -u)
undocumented=
for o in $options; do
    grep -qF -- "\\-\\-${o#--}" "$man" || undocumented="$undocumented $o"
done
expect "nimbox.1 documents every option the helps name ($(echo $options))" \
    "$([ -z "$undocumented" ]; echo $?)" "not in nimbox.1:$undocumented"

# ---- bash completion ----
# complete LINE: what the installed completion offers at the end of LINE
# (in an empty folder: dag:FILE offers files too)
mkdir "$tmp/empty"
complete_bash() {
    (cd "$tmp/empty" && PATH="$root/bin:$PATH" bash -c '. "$1"; COMP_LINE=$2; COMP_POINT=${#2}
        read -ra COMP_WORDS <<<"$2"; COMP_CWORD=${#COMP_WORDS[@]}; _nimbox
        printf "%s\n" "${COMPREPLY[@]}" | sort | paste -sd " " -' _ "$bashc" "$1")
}
maps=$("$bin" maps | awk '{ print $1 }' | sort | paste -sd ' ' -)
# case LINE EXPECTED: offered exactly EXPECTED (sorted, space-separated)
case_bash() {
    local got
    got=$(complete_bash "$1")
    expect "bash: '$1' offers $2" "$([ "$got" = "$2" ]; echo $?)" "got: $got"
}
case_bash "nimbox " "$(echo $commands)"
case_bash "nimbox gr" "grundy"
case_bash "nimbox --" "--help --port --version"
case_bash "nimbox move --" "--explain --help"
case_bash "nimbox move ka" "kayles"
case_bash "nimbox grundy t" "take:"
case_bash "nimbox move dag:" "$maps"
case_bash "nimbox reply --level " "1 2 3 4 5"
case_bash "nimbox solve --format hdu18" "hdu1846 hdu1847"
case_bash "nimbox --port /dev/ttyACM0 " "grundy move selftest"
got=$(complete_bash "nimbox move ")
expect "bash: a rule after move (nim, misere, sub:, octal:0., dag:)" \
    "$([[ " $got " == *' nim '* && " $got " == *' misere '* && " $got " == *' sub: '* && " $got " == *' octal:0. '* && " $got " == *' dag: '* ]]; echo $?)" \
    "got: $got"
got=$(complete_bash "nimbox move nim 3 ")
expect "bash: nothing after the rule (heap sizes)" "$([ -z "$got" ]; echo $?)" "got: $got"

# ---- zsh completion ----
if command -v zsh >/dev/null; then
    zsh -n "$zshc"
    expect "zsh: _nimbox parses (zsh -n)" $?
    # complete_zsh WORD...: the installed _nimbox run with words=(WORD...),
    # the cursor on the last; compadd, _files and compset stubbed to print
    complete_zsh() {
        PATH="$root/bin:$PATH" zsh -f -c '
            compadd() { while [[ $1 == -* ]]; do [[ $1 == -- ]] && { shift; break }
                [[ $1 == -S ]] && shift; shift; done; print -l -- "$@" }
            _files() { : }; compset() { return 1 }
            words=("${@:2}"); CURRENT=${#words}; PREFIX=${words[CURRENT]}
            source "$1" | sort | paste -sd " " -' _ "$zshc" "$@"
    }
    got=$(complete_zsh nimbox "")
    expect "zsh: 'nimbox ' offers the commands" "$([ "$got" = "$(echo $commands)" ]; echo $?)" "got: $got"
    got=$(complete_zsh nimbox move --)
    expect "zsh: 'nimbox move --' offers --explain --help" "$([ "$got" = '--explain --help' ]; echo $?)" "got: $got"
    got=$(complete_zsh nimbox play --level "")
    expect "zsh: levels 1-5" "$([ "$got" = '1 2 3 4 5' ]; echo $?)" "got: $got"
    got=$(complete_zsh nimbox move dag:)
    want=$(echo "$maps" | tr ' ' '\n' | sed 's/^/dag:/' | paste -sd ' ' -)
    expect "zsh: 'nimbox move dag:' offers the maps" "$([ "$got" = "$want" ]; echo $?)" "got: $got" "want: $want"
else
    bad "zsh is installed (tools/setup.sh installs it)"
fi

# ---- make uninstall ----
make --no-print-directory uninstall DESTDIR="$dest" PREFIX="$prefix" >"$tmp/uninstall.log" 2>&1
left=$(find "$dest" -type f)
expect "make uninstall removes every file" "$([ -z "$left" ]; echo $?)" "left: $left"
# and the folders install made, now empty, up to PREFIX; not a folder that
# holds something else
left=$(find "$dest$prefix" -mindepth 1 -type d)
expect "make uninstall removes the empty folders it made" "$([ -z "$left" ]; echo $?)" "left: $left"
mkdir -p "$dest$prefix/share/man/man1" && touch "$dest$prefix/share/man/man1/other.1"
make --no-print-directory install DESTDIR="$dest" PREFIX="$prefix" >"$tmp/install2.log" 2>&1
make --no-print-directory uninstall DESTDIR="$dest" PREFIX="$prefix" >"$tmp/uninstall2.log" 2>&1
expect "make uninstall keeps a folder that holds another file" \
    "$([ -f "$dest$prefix/share/man/man1/other.1" ] && [ ! -e "$dest$prefix/bin" ]; echo $?)" \
    "$(cat "$tmp/uninstall2.log")"

tally_end
