# tools/setup.sh in a sandbox (sourced by host-tests/setup/run.sh).  Each
# case makes a box whose bin/ is the whole PATH: a stub per tool that is
# "installed" (compilers read their input and succeed, or fail when their
# headers are "missing"), a pkg-config that knows the modules in FAKE_PC,
# id and uname answering FAKE_UID and FAKE_UNAME, an os-release file named
# through NIMBOX_OS_RELEASE, and package managers (apt-get, sudo, dnf,
# pacman, brew, dpkg-query) that only write their arguments to the box's
# log.  A fresh box is a Debian machine, as root, with base and web there.
# shellcheck shell=bash disable=SC2016,SC2154  # eval strings; variables from run.sh

# new_box: the sandbox, everything for base and web present
new_box() {
    box=$(mktemp -d "$tmp/box.XXXXXX")
    mkdir "$box/bin"
    mkdir -p "$box/bootloaders/optiboot"   # the Arduino bootloaders' folder
    : >"$box/log"
    pc_modules="cmocka simavr simavrparts libelf"
    uid=0
    uname_s=Linux
    os_release ID=debian
    local c
    for c in make cc pkg-config avr-gcc avr-objcopy simavr avrdude avr-gdb tmux groff zsh sox node npm chromium; do
        tool "$c"
    done
    stub id 'echo "$FAKE_UID"'
    stub uname 'echo "$FAKE_UNAME"'
    stub pkg-config '[ "$1" = --exists ] || exit 1; shift
for m in "$@"; do case " $FAKE_PC " in *" $m "*) ;; *) exit 1 ;; esac; done'
    for c in apt-get dnf pacman brew dpkg-query; do
        stub "$c" "echo \"$c \$*\" >>\"\$BOX_LOG\""
    done
    stub sudo 'echo "sudo $*" >>"$BOX_LOG"; exec "$@"'
}

# stub NAME BODY: a command in the box
stub() {
    printf '#!%s\n%s\n' "$BASH" "$2" >"$box/bin/$1"
    chmod +x "$box/bin/$1"
}
# tool NAME...: present and working (reads its input: a compiler given a test file)
tool() { local t; for t; do stub "$t" 'while read -r _; do :; done; exit 0'; done; }
# broken NAME: present, but fails (a compiler whose headers are missing)
broken() { stub "$1" 'while read -r _; do :; done; exit 1'; }
# gone NAME...: not installed
gone() { local t; for t; do rm -f "$box/bin/$t"; done; }
# os_release LINE...: the box's /etc/os-release
os_release() { printf '%s\n' "$@" >"$box/os-release"; }

run_setup() {
    PATH="$box/bin" BOX_LOG="$box/log" FAKE_PC="$pc_modules" FAKE_UID="$uid" \
        FAKE_UNAME="$uname_s" NIMBOX_OS_RELEASE="$box/os-release" \
        NIMBOX_BOOTLOADERS="$box/bootloaders" "$BASH" "$root/tools/setup.sh" "$@" >"$box/out" 2>"$box/err"
    status=$?
}

status_is() { [ "$status" -eq "$1" ]; }
no_calls() { [ ! -s "$box/log" ]; }
quiet() { [ ! -s "$box/out" ] && [ ! -s "$box/err" ]; }
# apt_installed PACKAGE...: apt-get updated, then installed exactly these
apt_installed() {
    [ "$(cat "$box/log")" = "apt-get update -qq
apt-get install -y -qq --no-install-recommends $*" ]
}
out_has() { grep -Fxq -- "$1" "$box/out"; }
err_has() { grep -Fq -- "$1" "$box/err"; }

# ---- nothing to do -----------------------------------------------------------------
new_box
run_setup
check "setup: all there: exit 0, silent, no apt-get or dpkg" \
    eval 'status_is 0 && no_calls && quiet'

new_box
run_setup base
check "setup base: all there: exit 0" eval 'status_is 0 && no_calls && quiet'

new_box
gone node npm chromium
run_setup base
check "setup base: web tools missing but not asked for" eval 'status_is 0 && no_calls'

new_box
gone chromium
tool chromium-browser
run_setup
check "setup: chromium-browser serves as the browser" eval 'status_is 0 && no_calls'

# ---- Debian: exactly what is missing --------------------------------------------------
new_box
gone avrdude avr-gdb
run_setup
check "setup debian: avrdude, avr-gdb missing: apt-get gets exactly those" \
    eval 'status_is 0 && apt_installed avrdude gdb-avr'
check "setup debian: says what is missing" \
    eval 'out_has "setup: missing: avrdude (make flash, make fuses), avr-gdb"'

new_box
rm -r "$box/bootloaders"
run_setup
check "setup debian: the Arduino bootloaders missing: arduino-core-avr" \
    eval 'status_is 0 && apt_installed arduino-core-avr'

new_box
broken avr-gcc
pc_modules="simavr simavrparts libelf"
run_setup
check "setup debian: avr/io.h and cmocka's module missing: avr-libc, libcmocka-dev" \
    eval 'status_is 0 && apt_installed libcmocka-dev avr-libc'

new_box
broken cc
run_setup
check "setup debian: the C headers missing: libc6-dev" \
    eval 'status_is 0 && apt_installed libc6-dev'

new_box
pc_modules="cmocka libelf"
run_setup
check "setup debian: simavr's pkg-config modules missing: libsimavr-dev" \
    eval 'status_is 0 && apt_installed libsimavr-dev'

new_box
gone node npm chromium
run_setup
check "setup debian: no args means base and web: nodejs npm chromium" \
    eval 'status_is 0 && apt_installed nodejs npm chromium'

new_box
gone npm
run_setup web
check "setup web: only npm missing (node from elsewhere): npm alone" \
    eval 'status_is 0 && apt_installed npm'

new_box
gone make cc pkg-config avr-gcc avr-objcopy simavr avrdude avr-gdb tmux groff zsh node npm chromium
pc_modules=""
run_setup
check "setup debian: a fresh machine: every package once, in order" \
    eval 'status_is 0 && apt_installed make gcc libc6-dev pkg-config libcmocka-dev gcc-avr avr-libc \
          binutils-avr libsimavr-dev simavr libelf-dev avrdude gdb-avr tmux groff-base zsh nodejs npm chromium'

new_box
gone avrdude
stub apt-get 'echo "apt-get $*" >>"$BOX_LOG"; [ "$1" != install ] || exit 100'
run_setup
check "setup debian: apt-get fails: setup fails" eval '! status_is 0'

# ---- fuzz: only when asked --------------------------------------------------------------
new_box
run_setup
check "setup: no clang, fuzz not asked: nothing installed" eval 'status_is 0 && no_calls'

new_box
run_setup fuzz
check "setup fuzz: no clang: clang and its libFuzzer runtime" \
    eval 'status_is 0 && apt_installed clang libclang-rt-dev'

new_box
broken clang
run_setup fuzz
check "setup fuzz: clang that cannot link -fsanitize=fuzzer: libclang-rt-dev" \
    eval 'status_is 0 && apt_installed libclang-rt-dev'

new_box
tool clang
run_setup fuzz
check "setup fuzz: clang with libFuzzer: nothing to do" eval 'status_is 0 && no_calls'

new_box
run_setup fuzz web
check "setup fuzz web: base, web and fuzz checked" \
    eval 'status_is 0 && apt_installed clang libclang-rt-dev'

new_box
run_setup wasm
check "setup: an unknown group: exit 2, nothing installed" \
    eval 'status_is 2 && no_calls && err_has "unknown group '"'wasm'"'"'

# ---- root or sudo ------------------------------------------------------------------
new_box
gone avrdude
uid=1000
run_setup
check "setup debian: not root: through sudo" \
    eval '[ "$(cat "$box/log")" = "sudo apt-get update -qq
apt-get update -qq
sudo apt-get install -y -qq --no-install-recommends avrdude
apt-get install -y -qq --no-install-recommends avrdude" ] && status_is 0'

new_box
gone avrdude sudo
uid=1000
run_setup
check "setup debian: not root and no sudo: exit 1, says the command" \
    eval 'status_is 1 && no_calls && err_has "apt-get install avrdude"'

# ---- relatives of Debian ----------------------------------------------------------
new_box
os_release 'NAME="Ubuntu"' ID=ubuntu ID_LIKE=debian
gone chromium
run_setup
check "setup ubuntu: the browser is chromium-browser" \
    eval 'status_is 0 && apt_installed chromium-browser'

new_box
os_release ID=linuxmint 'ID_LIKE="ubuntu debian"'
gone avrdude
run_setup
check "setup: ID_LIKE debian (Mint): apt-get" eval 'status_is 0 && apt_installed avrdude'

# ---- Fedora, Arch, macOS: the command printed, nothing run --------------------------
new_box
os_release 'NAME="Fedora Linux"' ID=fedora
gone avrdude avr-gdb
pc_modules="simavr simavrparts libelf"
run_setup
check "setup fedora: prints the dnf command, exit 1, no apt-get" \
    eval 'status_is 1 && no_calls && out_has "    sudo dnf install libcmocka-devel avrdude avr-gdb"'

new_box
os_release ID=fedora
run_setup
check "setup fedora: all there: exit 0, silent" eval 'status_is 0 && no_calls && quiet'

new_box
os_release ID=rocky 'ID_LIKE="rhel centos fedora"'
broken avr-gcc
gone npm
run_setup
check "setup: ID_LIKE fedora (Rocky): dnf names" \
    eval 'status_is 1 && no_calls && out_has "    sudo dnf install avr-libc nodejs-npm"'

new_box
os_release ID=arch
gone simavr chromium
pc_modules="cmocka libelf"
run_setup
check "setup arch: prints the pacman command, each package once" \
    eval 'status_is 1 && no_calls && out_has "    sudo pacman -S --needed simavr chromium"'

new_box
os_release ID=arch
gone avr-gdb
run_setup base
check "setup arch: avr-gdb's package" \
    eval 'status_is 1 && no_calls && out_has "    sudo pacman -S --needed avr-gdb"'

new_box
uname_s=Darwin
rm "$box/os-release"
gone cc avr-gdb chromium
pc_modules="simavr simavrparts libelf"
run_setup
check "setup macos: Command Line Tools, brew formulae and cask, exit 1" \
    eval 'status_is 1 && no_calls && out_has "    xcode-select --install" &&
          out_has "    brew install cmocka osx-cross/avr/avr-gdb" &&
          out_has "    brew install --cask chromium"'

new_box
uname_s=Darwin
rm "$box/os-release"
run_setup
check "setup macos: all there: exit 0, silent" eval 'status_is 0 && no_calls && quiet'

new_box
os_release ID=gentoo
gone avrdude
run_setup
check "setup: an unknown system: Debian's names, exit 1, nothing run" \
    eval 'status_is 1 && no_calls && out_has "    avrdude"'

new_box
rm "$box/os-release"
run_setup
check "setup: no os-release, nothing missing: exit 0" eval 'status_is 0 && no_calls'
