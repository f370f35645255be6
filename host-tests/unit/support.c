/*
 * support.c — the capture sink and the in-memory scanner source of
 * support.h.
 */
#include <string.h>
#include "support.h"

static char out_buf[1 << 16];
static size_t out_len;

static void out_put(void *ctx, char c)
{
    (void)ctx;
    if (out_len + 1 < sizeof out_buf)
        out_buf[out_len++] = c;
    out_buf[out_len] = 0;
}

const struct text_out test_out = { out_put, 0 };

const char *test_out_text(void)
{
    return out_buf;
}

size_t test_out_length(void)
{
    return out_len;
}

void test_out_reset(void)
{
    out_len = 0;
    out_buf[0] = 0;
}

/* Hands out the rest of the string (all of it, or at most `chunk` bytes). */
static uint32_t mem_refill(void *ctx, const char **buf)
{
    struct mem_source *m = ctx;
    uint32_t n = m->len - m->pos;
    if (m->chunk && n > m->chunk)
        n = m->chunk;
    *buf = m->text + m->pos;
    m->pos += n;
    return n;
}

void test_scan_text(struct scanner *sc, struct mem_source *src, const char *text, uint32_t chunk,
                    uint8_t comments)
{
    src->text = text;
    src->len = (uint32_t)strlen(text);
    src->chunk = chunk;
    src->pos = 0;
    scan_init(sc, mem_refill, src, comments);
}
