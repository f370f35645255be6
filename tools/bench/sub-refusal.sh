#!/bin/bash
# sub-refusal.sh [LIMITS...] — build tools/bench/sub_refusal.c with the
# given engine limits (default: the Uno's profile) on the host and print
# how often heap 9999 is refused for random sets of 2..8 amounts in 1..100.
#   bash tools/bench/sub-refusal.sh                       # the Uno now
#   bash tools/bench/sub-refusal.sh -DNB_ARENA_BYTES=256 -DNB_SUB_STREAM_MAX=0 ...
set -e
cd "$(dirname "$0")/../.."
limits=("$@")
if [ ${#limits[@]} -eq 0 ]; then
    read -r -a limits <<< "$(make -s --no-print-directory -f - <<'MK'
include boards/profiles/engine-2k.mk
all: ; @echo $(ENGINE_LIMITS)
MK
)"
fi
out=$(mktemp -d)
gcc -std=c99 -O2 -Wall -Wextra -Werror -I. -Ifirmware "${limits[@]}" tools/bench/sub_refusal.c firmware/core/subtraction.c \
    firmware/core/subtraction_stream.c firmware/core/arena.c firmware/core/busy.c firmware/core/error.c \
    firmware/core/text.c hal/host/flash_text.c -o "$out/sub_refusal"
"$out/sub_refusal" 10000
rm -rf "$out"
