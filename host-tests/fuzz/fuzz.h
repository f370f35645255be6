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
#ifndef HOST_TESTS_FUZZ_FUZZ_H
#define HOST_TESTS_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* An input handed to a scanner in pieces of `piece` bytes, each in a
 * buffer of its own freed at the next refill, so a token split across
 * refills is exercised and a read outside a piece is caught. */
struct fuzz_source {
    const uint8_t *data;
    size_t size, pos, piece;
    char *buf;
};

static inline void fuzz_source_start(struct fuzz_source *src, const uint8_t *data, size_t size,
                                     size_t piece)
{
    src->data = data;
    src->size = size;
    src->pos = 0;
    src->piece = piece;
    src->buf = 0;
}

/* The scanner's refill (ctx: the struct fuzz_source): the next piece. */
static inline uint32_t fuzz_refill(void *ctx, const char **buf)
{
    struct fuzz_source *src = ctx;
    size_t n = src->size - src->pos;
    free(src->buf);
    src->buf = 0;
    if (n == 0)
        return 0;
    if (n > src->piece)
        n = src->piece;
    src->buf = malloc(n);
    if (!src->buf)
        abort();
    memcpy(src->buf, src->data + src->pos, n);
    src->pos += n;
    *buf = src->buf;
    return (uint32_t)n;
}

/* Free the last piece. */
static inline void fuzz_source_end(struct fuzz_source *src)
{
    free(src->buf);
    src->buf = 0;
}

#endif
