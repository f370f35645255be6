/*
 * host_io.c — output buffer, file blocks, error lines.
 */
#include "tools/nimbox/host_io.h"
#include "core/command.h"
#include "tools/nimbox/cli_args.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static struct {
    char *data;
    size_t len, cap;
    int failed;
} buffer;

static void buffer_put(void *ctx, char c)
{
    (void)ctx;
    if (buffer.len == buffer.cap) {
        size_t cap = buffer.cap ? buffer.cap * 2 : 1 << 16;
        char *p = realloc(buffer.data, cap);
        if (!p) {
            buffer.failed = 1;
            return;
        }
        buffer.data = p;
        buffer.cap = cap;
    }
    buffer.data[buffer.len++] = c;
}

const struct text_out host_out = { buffer_put, 0 };

int host_out_flush(void)
{
    int status = 0;
    if (buffer.failed) {
        host_error_text("out of memory for the answer");
        status = EXIT_BAD_INPUT;
    } else if (buffer.len && fwrite(buffer.data, 1, buffer.len, stdout) != buffer.len) {
        status = EXIT_BAD_INPUT;
    }
    if (fflush(stdout) != 0)
        status = EXIT_BAD_INPUT;
    buffer.len = 0;
    return status;
}

static uint32_t file_refill(void *ctx, const char **buf)
{
    struct file_source *src = ctx;
    size_t n;
    errno = 0;
    n = fread(src->block, 1, sizeof src->block, src->f);
    if (n == 0 && ferror(src->f) && !src->read_errno)
        src->read_errno = errno ? errno : EIO;
    *buf = src->block;
    return (uint32_t)n;
}

void file_source_start(struct file_source *src, FILE *f, struct scanner *sc, uint8_t comments)
{
    src->f = f;
    src->read_errno = 0;
    scan_init(sc, file_refill, src, comments);
}

struct file_source *file_source_unread(const struct scanner *sc)
{
    if (sc->refill != file_refill || sc->p != 0 || sc->at_eof)
        return 0;
    return sc->ctx;
}

static void stderr_put(void *ctx, char c)
{
    (void)ctx;
    fputc(c, stderr);
}

/* The names an error sentence lists (error.h): the engine's, and for a
 * malformed rule its family's form and an example. */
static void host_names(const struct text_out *out, const struct nb_error *err)
{
    const char *spelling, *example;
    command_write_names(out, err);
    if (err->code != ERR_RULE_SYNTAX)
        return;
    spelling = rule_family_spelling((uint8_t)err->value);
    text_put_str(out, ": expected ");
    text_put_str(out, spelling);
    if ((example = cli_rule_example(spelling)) != 0) {
        text_put_str(out, " (e.g. ");
        text_put_str(out, example);
        text_put_char(out, ')');
    }
}

void host_error(const char *context, const struct nb_error *err)
{
    static const struct text_out err_out = { stderr_put, 0 };
    fprintf(stderr, "nimbox: %s: ", context);
    error_write(err, &err_out, host_names);
    fputc('\n', stderr);
}

void host_error_text(const char *text)
{
    fprintf(stderr, "nimbox: %s\n", text);
}

const char *host_quote(char *buf, size_t size, const char *s, size_t most)
{
    static const char hex[] = "0123456789abcdef";
    size_t i, n = 0;
    for (i = 0; s[i] && i < most && n + 8 < size; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7f) {
            buf[n++] = '\\';
            buf[n++] = 'x';
            buf[n++] = hex[c >> 4];
            buf[n++] = hex[c & 15u];
        } else {
            buf[n++] = (char)c;
        }
    }
    if (s[i]) {
        buf[n++] = '.';
        buf[n++] = '.';
        buf[n++] = '.';
    }
    buf[n] = 0;
    return buf;
}
