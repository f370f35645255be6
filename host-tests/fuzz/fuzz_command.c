/*
 * fuzz_command.c — fuzzes the command line the host command and the
 * device console share: command_line (firmware/core/command.c), with the
 * host's limits and every built-in map.
 *
 * Input: the bytes of one line, as the console hands them over (any byte
 * at all, NUL included; no line end).  An odd-sized input asks for
 * `move --explain`'s second line too.  dag:NAME finds built-in maps only
 * (as on the console): a fuzzer naming files would read the machine's.
 *
 * Checked on every input, beyond the sanitizers: an answer is printable
 * text ending in a newline; an error writes nothing before it, carries its
 * code, names a word that lies inside the line, and has a printable
 * sentence.
 */
#include <string.h>
#include "core/command.h"
#include "fuzz.h"
#include "core/maps.h"
#include "core/text.h"

/* What a command wrote: counted and checked as it goes. */
static struct {
    size_t len;
    char last;
    unsigned bad_chars;
} out;

static void out_put(void *ctx, char c)
{
    (void)ctx;
    if (!((c >= ' ' && c <= '~') || c == '\n'))
        out.bad_chars++;
    out.len++;
    out.last = c;
}

static const struct text_out sink = { out_put, 0 };

/* One input: one command line, run and checked. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct command_io io = { &sink, maps_lookup, 0, 0, 0 };
    const char *line = (const char *)data;
    struct nb_error err;
    struct token bad;
    int code;
    if (size > 0xFFFFu)
        return 0;
    io.explain = (uint8_t)(size & 1u);
    memset(&out, 0, sizeof out);
    error_clear(&err);
    bad.s = 0;
    bad.len = 0;
    code = command_line(&io, line, (uint16_t)size, &bad, &err);
    if (code == 0) {
        FUZZ_CHECK(out.len > 0 && out.last == '\n');
        FUZZ_CHECK(out.bad_chars == 0);
        return 0;
    }
    FUZZ_CHECK(out.len == 0);
    FUZZ_CHECK(err.code == code);
    if (bad.len > 0)
        FUZZ_CHECK(bad.s >= line && bad.s + bad.len <= line + size);
    error_write(&err, &sink, command_write_names);
    FUZZ_CHECK(out.len > 0 && out.bad_chars == 0);
    return 0;
}
