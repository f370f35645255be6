/*
 * fast_text.c — a string as the fast reader's input (fast_text.h).
 */
#include "fast_text.h"
#include <string.h>
#include "tools/nimbox/solve_fast.h"

static size_t text_read(void *ctx, char *dst, size_t room, int *read_errno)
{
    struct fast_text *src = ctx;
    size_t n = src->len - src->pos;
    (void)read_errno;
    if (src->chunk && n > src->chunk)
        n = src->chunk;
    if (n > room)
        n = room;
    memcpy(dst, src->text + src->pos, n);
    src->pos += n;
    return n;
}

void fast_text_start(struct fast_in *in, struct fast_text *src, const char *text, size_t len,
                     size_t chunk, size_t buffer)
{
    src->text = text;
    src->len = len;
    src->pos = 0;
    src->chunk = chunk;
    fast_in_start(in, text_read, src, buffer);
}

int fast_text_solve(const char *format, const char *text, size_t len, size_t chunk,
                    const struct text_out *out, struct nb_error *err)
{
    struct fast_text src;
    struct fast_in in;
    int code;
    fast_text_start(&in, &src, text, len, chunk, 0);
    code = solve_fast_format(format, &in, out, err);
    fast_in_free(&in);
    return code;
}
