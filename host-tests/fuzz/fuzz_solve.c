/*
 * fuzz_solve.c — fuzzes a judge-format reader of the host command
 * (tools/nimbox/solve.c): uva11927, hdu1536, hdu1846 or hdu1847, chosen
 * when the harness is built (-DFUZZ_FORMAT="hdu1536"), so each format is
 * its own harness with its own corpus.
 *
 * Input: what `nimbox solve --format F` reads on stdin.  The scanner gets
 * it in pieces of 1 + size % 61 bytes, each in a buffer of its own that
 * is freed at the next refill, so a number, comment or line end split
 * across refills is exercised and any read outside a piece is caught.
 *
 * Checked beyond the sanitizers: the format is known; every answer is
 * one of the format's words (or W/L letters) and lines end in a newline;
 * an error carries a line number within the input's lines (a CR, an LF or
 * a CR LF ends one).
 */
#include <string.h>
#include "fuzz.h"
#include "core/scan.h"
#include "tools/nimbox/solve.h"
#include "core/text.h"

#ifndef FUZZ_FORMAT
#error "build with -DFUZZ_FORMAT=\"uva11927\" (or hdu1536, hdu1846, hdu1847)"
#endif

/* The input, handed out piece by piece. */
static struct fuzz_source src;

/* The answers: only the characters a format prints. */
static struct {
    size_t len;
    char last;
    unsigned bad_chars;
} out;

static void out_put(void *ctx, char c)
{
    (void)ctx;
    if (!strchr("FirstSecondWLfirstsecondKikiCici\n", c) || c == 0)
        out.bad_chars++;
    out.len++;
    out.last = c;
}

static const struct text_out sink = { out_put, 0 };

/* One input: one judge input, read in pieces, answered and checked. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct scanner sc;
    struct nb_error err;
    size_t i, lines = 1;
    int code;
    fuzz_source_start(&src, data, size, 1 + size % 61);
    memset(&out, 0, sizeof out);
    /* a CR, an LF or a CR LF ends a line, as the scanner counts them */
    for (i = 0; i < size; i++)
        lines += data[i] == '\r' || (data[i] == '\n' && (i == 0 || data[i - 1] != '\r'));
    error_clear(&err);
    scan_init(&sc, fuzz_refill, &src, 0);
    code = solve_format(FUZZ_FORMAT, &sc, &sink, &err);
    fuzz_source_end(&src);
    FUZZ_CHECK(code != -1);
    FUZZ_CHECK(out.bad_chars == 0);
    if (code == 0) {
        FUZZ_CHECK(out.len == 0 || out.last == '\n');
    } else {
        FUZZ_CHECK(err.code == code);
        if (err.where == ERR_AT_LINE)
            FUZZ_CHECK(err.at >= 1 && err.at <= lines);
    }
    return 0;
}
