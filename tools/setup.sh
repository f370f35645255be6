#!/usr/bin/env bash
# Installs the Debian packages nimbox needs, only when something is missing.
# Used by `make setup`, the README's commands and CI.  `setup.sh fuzz`
# (make fuzz) also wants clang with its libFuzzer runtime.
set -euo pipefail
packages=(make gcc libc6-dev pkg-config libcmocka-dev
          gcc-avr avr-libc binutils-avr simavr libsimavr-dev libelf-dev)
if [ "${1:-}" = fuzz ]; then
    packages+=(clang libclang-rt-dev)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
