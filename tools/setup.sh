#!/usr/bin/env bash
# Makes sure this machine has what nimbox needs, and installs only what is
# missing.  Each need is checked by what the build actually uses (a command
# on PATH, a header the compiler finds, a pkg-config module), not by asking
# the package manager, so a machine that already has everything (however it
# got there) passes without apt-get, sudo or a network.
#
#   tools/setup.sh              the build and tests (base) and the browser
#                               page's tests (web): what `make check` needs
#   tools/setup.sh GROUP...     base plus the named groups: web, fuzz (clang
#                               and its libFuzzer runtime, for `make fuzz`);
#                               `base` alone means just the base
#
# base: make, a C compiler and its headers, pkg-config, cmocka, avr-gcc,
# avr-libc, the AVR binutils, simavr (library, headers, command), libelf,
# avrdude (`make flash`, `make fuses`), the Arduino bootloaders (`make
# flash` tested against them in the simulator), avr-gdb, tmux (the interactive
# simulator's tests), groff (the man page's lint), zsh (the zsh
# completion's test) and sox (the simulator's --wav file measured).
#
# On Debian, Ubuntu and their relatives (/etc/os-release ID or ID_LIKE) the
# missing packages are installed with apt-get, as root or through sudo.  On
# Fedora, Arch and macOS the script prints the exact command for dnf, pacman
# or brew and exits 1; anywhere, it exits 0 when nothing is missing.
#
# For tests: NIMBOX_OS_RELEASE names another os-release file.
set -euo pipefail

os_release=${NIMBOX_OS_RELEASE:-/etc/os-release}

groups=(base)
if [ $# -eq 0 ]; then
    groups+=(web)
fi
for g in "$@"; do
    case $g in
        base) ;;
        web|fuzz) groups+=("$g") ;;
        -h|--help)
            sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0"
            exit 0 ;;
        *) echo "setup: unknown group '$g' (base, web, fuzz)" >&2; exit 2 ;;
    esac
done

# ---- checks: each succeeds when the need is met --------------------------------
have_cmd() { command -v "$1" >/dev/null 2>&1; }

# have_header COMPILER HEADER: the compiler exists and its preprocessor finds HEADER
have_header() {
    have_cmd "$1" && printf '#include <%s>\n' "$2" | "$1" -E -x c - >/dev/null 2>&1
}

# have_pc MODULE...: pkg-config knows every module (headers and libraries)
have_pc() { have_cmd pkg-config && pkg-config --exists "$@" >/dev/null 2>&1; }

# a browser the web page's tests can drive headless
have_browser() {
    local b
    for b in chromium chromium-browser google-chrome google-chrome-stable; do
        have_cmd "$b" && return 0
    done
    [ -d /Applications/Chromium.app ] || [ -d "/Applications/Google Chrome.app" ]
}

# clang links a libFuzzer target (the runtime is a package of its own)
# the Arduino boards' bootloader images (the simulator's bootloader mode)
have_bootloaders() {
    [ -d "${NIMBOX_BOOTLOADERS:-/usr/share/arduino/hardware/arduino/avr/bootloaders}/optiboot" ]
}
have_libfuzzer() {
    have_cmd clang || return 1
    printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
        'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);' \
        'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' |
        clang -fsanitize=fuzzer -x c - -o /dev/null >/dev/null 2>&1
}

# ---- needs: group | what | check | Debian | Fedora | Arch | Homebrew ------------
# The package columns name what provides the need on that system; `-` means
# nothing to install there; on macOS, `xcode` means the Command Line Tools
# (xcode-select --install) and `cask:NAME` a cask.
needs=(
    "base|make|have_cmd make|make|make|make|xcode"
    "base|a C compiler (cc)|have_cmd cc|gcc|gcc|gcc|xcode"
    "base|the C library's headers|have_header cc stdio.h|libc6-dev|glibc-devel|glibc|xcode"
    "base|pkg-config|have_cmd pkg-config|pkg-config|pkgconf-pkg-config|pkgconf|pkgconf"
    "base|cmocka (pkg-config cmocka)|have_pc cmocka|libcmocka-dev|libcmocka-devel|cmocka|cmocka"
    "base|avr-gcc|have_cmd avr-gcc|gcc-avr|avr-gcc|avr-gcc|osx-cross/avr/avr-gcc@14"
    "base|avr-libc (avr/io.h)|have_header avr-gcc avr/io.h|avr-libc|avr-libc|avr-libc|osx-cross/avr/avr-gcc@14"
    "base|the AVR binutils (avr-objcopy)|have_cmd avr-objcopy|binutils-avr|avr-binutils|avr-binutils|osx-cross/avr/avr-binutils"
    "base|simavr's library (pkg-config simavr simavrparts)|have_pc simavr simavrparts|libsimavr-dev|simavr-devel|simavr|osx-cross/avr/simavr"
    "base|the simavr command|have_cmd simavr|simavr|simavr|simavr|osx-cross/avr/simavr"
    "base|libelf (pkg-config libelf)|have_pc libelf|libelf-dev|elfutils-libelf-devel|libelf|libelf"
    "base|avrdude (make flash, make fuses)|have_cmd avrdude|avrdude|avrdude|avrdude|avrdude"
    "base|the Arduino bootloaders (flashing tested against them)|have_bootloaders|arduino-core-avr|arduino-core|arduino-avr-core|-"
    "base|avr-gdb|have_cmd avr-gdb|gdb-avr|avr-gdb|avr-gdb|osx-cross/avr/avr-gdb"
    "base|tmux (the interactive simulator's tests)|have_cmd tmux|tmux|tmux|tmux|tmux"
    "base|groff (the man page's lint)|have_cmd groff|groff-base|groff-base|groff|groff"
    "base|zsh (the zsh completion's test)|have_cmd zsh|zsh|zsh|zsh|-"
    "base|sox (the simulator's --wav measured)|have_cmd sox|sox|sox|sox|sox"
    "web|node|have_cmd node|nodejs|nodejs|nodejs|node"
    "web|npm|have_cmd npm|npm|nodejs-npm|npm|node"
    "web|Chromium (the web page's tests)|have_browser|chromium|chromium|chromium|cask:chromium"
    "fuzz|clang|have_cmd clang|clang|clang|clang|llvm"
    "fuzz|libFuzzer (clang -fsanitize=fuzzer)|have_libfuzzer|libclang-rt-dev|compiler-rt|compiler-rt|llvm"
)

# ---- the system ---------------------------------------------------------------------
# debian, fedora, arch, macos or unknown (with its name, for the message)
system=unknown
system_name=unknown
if [ "$(uname -s 2>/dev/null || true)" = Darwin ]; then
    system=macos
    system_name=macOS
elif [ -r "$os_release" ]; then
    # shellcheck disable=SC1090  # the system's file (or the tests' one)
    read -r os_id os_like <<<"$( . "$os_release" >/dev/null 2>&1; echo "${ID:-unknown} ${ID_LIKE:-}")" || true
    system_name=${os_id:-unknown}
    for word in ${os_id:-} ${os_like:-}; do
        case $word in
            debian|ubuntu) system=debian; break ;;
            fedora|rhel|centos) system=fedora; break ;;
            arch|archlinux) system=arch; break ;;
        esac
    done
fi

wanted() { # GROUP: selected?
    local g
    for g in "${groups[@]}"; do [ "$g" = "$1" ] && return 0; done
    return 1
}

# ---- what is missing --------------------------------------------------------------
missing_what=()
packages=()
add_package() { # NAME: once
    local p
    [ "$1" = - ] && return 0
    for p in ${packages[@]+"${packages[@]}"}; do [ "$p" = "$1" ] && return 0; done
    packages+=("$1")
}
for need in "${needs[@]}"; do
    IFS='|' read -r group what check deb fedora arch brew <<<"$need"
    wanted "$group" || continue
    # shellcheck disable=SC2086  # the check is a function and its arguments
    if ! $check; then
        missing_what+=("$what")
        case $system in
            debian)
                # Ubuntu's Chromium package has the older name
                if [ "$deb" = chromium ] && [ "${os_id:-}" = ubuntu ]; then deb=chromium-browser; fi
                add_package "$deb" ;;
            fedora) add_package "$fedora" ;;
            arch) add_package "$arch" ;;
            macos) add_package "$brew" ;;
            *) add_package "$deb" ;;
        esac
    fi
done

[ ${#missing_what[@]} -eq 0 ] && exit 0

list=$(printf '%s, ' "${missing_what[@]}")
echo "setup: missing: ${list%, }"

case $system in
    debian)
        echo "setup: installing ${packages[*]}"
        sudo=()
        if [ "$(id -u)" -ne 0 ]; then
            if ! have_cmd sudo; then
                echo "setup: not root and no sudo: as root, run" >&2
                echo "    apt-get update && apt-get install ${packages[*]}" >&2
                exit 1
            fi
            sudo=(sudo)
        fi
        export DEBIAN_FRONTEND=noninteractive
        ${sudo[@]+"${sudo[@]}"} apt-get update -qq
        ${sudo[@]+"${sudo[@]}"} apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
        exit 0 ;;
    fedora)
        echo "setup: on $system_name, install them with:"
        echo "    sudo dnf install ${packages[*]}" ;;
    arch)
        echo "setup: on $system_name, install them with:"
        echo "    sudo pacman -S --needed ${packages[*]}" ;;
    macos)
        formulae=() casks=() xcode=0
        for p in "${packages[@]}"; do
            case $p in
                xcode) xcode=1 ;;
                cask:*) casks+=("${p#cask:}") ;;
                *) formulae+=("$p") ;;
            esac
        done
        echo "setup: on macOS, install them with:"
        [ $xcode -eq 1 ] && echo "    xcode-select --install"
        [ ${#formulae[@]} -gt 0 ] && echo "    brew install ${formulae[*]}"
        [ ${#casks[@]} -gt 0 ] && echo "    brew install --cask ${casks[*]}"
        ;;
    *)
        echo "setup: $system_name is not a system this script knows; install the"
        echo "equivalents of these Debian packages:"
        echo "    ${packages[*]}" ;;
esac
exit 1
