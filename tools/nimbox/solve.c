/*
 * solve.c — judge input formats on top of the engine's rules.
 *
 * Each format reads every number with its range checked; an input that ends
 * inside a case (or before the closing 0 / 0 0) is an error, so no answer
 * is ever printed for a half-read case.
 */
#include "tools/nimbox/solve.h"
#include <errno.h>
#include <string.h>
#include "core/graph_read.h"
#include "core/rule.h"
#include "core/subtraction.h"
#include "tools/nimbox/fast_in.h"
#include "tools/nimbox/host_io.h"
#include "tools/nimbox/solve_fast.h"

const char *const solve_format_names[] = { "uva11927", "hdu1536", "hdu1846", "hdu1847", 0 };

/* r set to the family a judge's game is, by its spelling on the command
 * line (the rule table's; a parameter the format sets itself after). */
static void judge_rule(struct rule *r, const char *spelling)
{
    const char *name;
    uint16_t name_len;
    struct nb_error ignored;
    error_clear(&ignored);
    rule_parse(spelling, (uint16_t)strlen(spelling), r, &name, &name_len, &ignored);
}

/* A number in [low, high]. */
static int read_in_range(struct scanner *sc, uint64_t low, uint64_t high, uint64_t *v,
                         struct nb_error *err)
{
    int code = scan_number(sc, high, v, err);
    if (code == 0 && *v < low) {
        code = error_set(err, ERR_NUMBER_TOO_SMALL, *v, low);
        err->where = ERR_AT_LINE;
        err->at = sc->last_line;
    }
    return code;
}

static int solve_uva11927(struct scanner *sc, const struct text_out *out, struct nb_error *err)
{
    for (;;) {
        uint64_t n, m, s, i;
        uint32_t line;
        struct graph g;
        struct rule r;
        sg_t x = 0;
        const sg_small_t *sg;
        int code;
        if ((code = graph_read_size(sc, &n, &m, &line, err)) != 0)
            return code;
        if (n == 0 && m == 0)
            break;
        if ((code = graph_read_edges(sc, n, m, line, &g, err)) != 0)
            return code;
        judge_rule(&r, "dag:judge");
        if ((code = rule_attach_graph(&r, &g, err)) != 0) {
            if (code == ERR_CYCLE) {
                err->where = ERR_AT_LINE;
                err->at = graph_read_edge_line((node_t)err->value, (node_t)err->limit);
            }
            return code;
        }
        sg = rule_graph_sg();
        for (i = 0; i < n; i++) {
            if ((code = scan_number(sc, SOLVE_MAX_STONES, &s, err)) != 0)
                return code;
            if (s & 1u)
                x ^= sg[i];
        }
        text_put_str(out, x ? "First\n" : "Second\n");
    }
    return scan_expect_end(sc, err);
}

static int solve_hdu1536(struct scanner *sc, const struct text_out *out, struct nb_error *err)
{
    static heap_t amounts[NB_SUB_MAX_AMOUNTS];
    struct rule sub;
    /* the family once; each case starts its own amounts' table */
    judge_rule(&sub, "sub:1");
    for (;;) {
        uint64_t k, m, l, h, i, j;
        struct rule r = sub;
        int code;
        if ((code = scan_number(sc, NB_SUB_MAX_AMOUNTS, &k, err)) != 0)
            return code;
        if (k == 0)
            break;
        for (i = 0; i < k; i++) {
            uint64_t a;
            if ((code = read_in_range(sc, 1, SOLVE_MAX_SUB_AMOUNT, &a, err)) != 0)
                return code;
            amounts[i] = (heap_t)a;
        }
        if ((code = subtraction_start(amounts, (uint16_t)k, err)) != 0)
            return code;
        if ((code = read_in_range(sc, 1, SOLVE_MAX_POSITIONS, &m, err)) != 0)
            return code;
        for (i = 0; i < m; i++) {
            sg_t x = 0, g;
            if ((code = read_in_range(sc, 1, NB_MAX_PILES, &l, err)) != 0)
                return code;
            for (j = 0; j < l; j++) {
                if ((code = scan_number(sc, NB_HEAP_MAX, &h, err)) != 0)
                    return code;
                if ((code = rule_pile_sg(&r, (heap_t)h, &g, err)) != 0) {
                    error_at(err, ERR_AT_LINE, sc->last_line);
                    return code;
                }
                x ^= g;
            }
            text_put_char(out, x ? 'W' : 'L');
        }
        text_put_char(out, '\n');
    }
    return scan_expect_end(sc, err);
}

static int solve_hdu1846(struct scanner *sc, const struct text_out *out, struct nb_error *err)
{
    uint64_t c, n, m, i;
    int code;
    if ((code = scan_number(sc, SOLVE_MAX_CASES, &c, err)) != 0)
        return code;
    for (i = 0; i < c; i++) {
        struct rule r;
        sg_t g;
        if ((code = scan_number(sc, NB_HEAP_MAX, &n, err)) != 0)
            return code;
        if ((code = read_in_range(sc, 1, NB_HEAP_MAX, &m, err)) != 0)
            return code;
        judge_rule(&r, "take:1");
        r.take_max = (heap_t)m;
        rule_pile_sg(&r, (heap_t)n, &g, err);
        text_put_str(out, g ? "first\n" : "second\n");
    }
    return scan_expect_end(sc, err);
}

/* One number per case up to the end of the input; at least one case (an
 * empty input is an error, not an empty answer). */
static int solve_hdu1847(struct scanner *sc, const struct text_out *out, struct nb_error *err)
{
    struct rule r;
    judge_rule(&r, "pow2");
    do {
        uint64_t n;
        sg_t g;
        int code = scan_number(sc, NB_HEAP_MAX, &n, err);
        if (code)
            return code;
        rule_pile_sg(&r, (heap_t)n, &g, err);
        text_put_str(out, g ? "Kiki\n" : "Cici\n");
    } while (!scan_at_end(sc));
    return 0;
}

/* A whole file on the fast path (fast_in.h, solve_fast.h); a read error,
 * or no memory for the text, is left in src->read_errno. */
static int solve_file(const char *format, struct file_source *src, const struct text_out *out,
                      struct nb_error *err)
{
    struct fast_in in;
    int code, i;
    for (i = 0; solve_format_names[i] && strcmp(format, solve_format_names[i]) != 0; i++)
        ;
    if (!solve_format_names[i])
        return -1;
    if (fast_in_start_file(&in, src->f) != 0) {
        src->read_errno = ENOMEM;
        return error_code(err, ERR_TRUNCATED);
    }
    code = solve_fast_format(format, &in, out, err);
    if (in.read_errno)
        src->read_errno = in.read_errno;
    fast_in_free(&in);
    return code;
}

int solve_format(const char *format, struct scanner *sc, const struct text_out *out,
                 struct nb_error *err)
{
    struct file_source *src = file_source_unread(sc);
    if (src)
        return solve_file(format, src, out, err);
    return solve_engine(format, sc, out, err);
}

int solve_engine(const char *format, struct scanner *sc, const struct text_out *out,
                 struct nb_error *err)
{
    if (strcmp(format, "uva11927") == 0)
        return solve_uva11927(sc, out, err);
    if (strcmp(format, "hdu1536") == 0)
        return solve_hdu1536(sc, out, err);
    if (strcmp(format, "hdu1846") == 0)
        return solve_hdu1846(sc, out, err);
    if (strcmp(format, "hdu1847") == 0)
        return solve_hdu1847(sc, out, err);
    return -1;
}
