/*
 * fuzz.h — what every fuzz harness in host-tests/fuzz/ shares.
 *
 * A harness is one LLVMFuzzerTestOneInput: it takes one input (any bytes),
 * drives one part of nimbox with it and checks what must hold whatever the
 * input was.  Built two ways (host-tests/fuzz/fuzz.mk): with clang and
 * libFuzzer for `make fuzz`, and with the normal host compiler and
 * replay.c's main() for `make check`, which feeds it every committed corpus
 * and crash input.  Both builds run under AddressSanitizer and UBSan, so a
 * read past a buffer is a crash; FUZZ_CHECK makes a broken promise one too.
 */
#ifndef NIMBOX_FUZZ_H
#define NIMBOX_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* The entry point libFuzzer (or replay.c) calls once per input. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort (a finding) with the broken condition when cond is false. */
#define FUZZ_CHECK(cond)                                                        \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "%s:%d: FUZZ_CHECK failed: %s\n", __FILE__, __LINE__, \
                    #cond);                                                     \
            abort();                                                            \
        }                                                                       \
    } while (0)

#endif
