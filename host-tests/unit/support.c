/*
 * support.c — the capture sink, the in-memory scanner source and the shared
 * test steps of support.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>
#include "core/error.h"
#include "core/graph_read.h"
#include "core/maps.h"
#include "core/subtraction.h"
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

void test_parse_rule(const char *text, struct rule *r)
{
    const char *name;
    uint16_t name_len;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(rule_parse(text, (uint16_t)strlen(text), r, &name, &name_len, &err), 0);
}

void test_sub_start(const heap_t *s, uint16_t k)
{
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(subtraction_start(s, k, &err), 0);
}

sg_t test_sub_sg(heap_t h)
{
    sg_t g = 999;
    struct nb_error err;
    error_clear(&err);
    assert_int_equal(subtraction_sg(h, &g, &err), 0);
    return g;
}

unsigned test_graph_targets(const struct graph *g, node_t v, node_t *out)
{
    struct graph_cursor c;
    unsigned n = 0;
    for (graph_open(g, v, &c); c.left > 0;)
        out[n++] = graph_next(g, &c);
    return n;
}

int test_graph_sg(const struct graph *g, sg_small_t *sg, struct nb_error *err)
{
    error_clear(err);
    return graph_sg_compute(g, sg, err);
}

void test_assert_same_graph(const struct graph *a, const struct graph *b)
{
    node_t v;
    assert_int_equal(a->node_count, b->node_count);
    assert_int_equal(a->edge_count, b->edge_count);
    for (v = 0; v < a->node_count; v++) {
        struct graph_cursor ca, cb;
        graph_open(a, v, &ca);
        graph_open(b, v, &cb);
        if (ca.left != cb.left)
            fail_msg("node %u: %lu targets, expected %lu", (unsigned)v, (unsigned long)cb.left,
                     (unsigned long)ca.left);
        while (ca.left > 0) {
            node_t ta = graph_next(a, &ca), tb = graph_next(b, &cb);
            if (ta != tb)
                fail_msg("node %u: target %u, expected %u", (unsigned)v, (unsigned)tb,
                         (unsigned)ta);
        }
        assert_int_equal(cb.left, 0);
    }
}

const struct graph *test_builtin_map(const char *name)
{
    int16_t i = maps_find(name, (uint16_t)strlen(name));
    if (i < 0)
        fail_msg("no built-in map '%s'", name);
    return maps_graph((uint8_t)i);
}

void test_flash_copy(char *dst, size_t size, const char *src)
{
    size_t i = 0;
    while (i + 1 < size && (dst[i] = text_flash_char(src + i)) != 0)
        i++;
    dst[i] = 0;
}

void test_want_number(struct scanner *sc, const struct mem_source *src, uint64_t want,
                      uint32_t line)
{
    uint64_t v = 0;
    struct nb_error err;
    error_clear(&err);
    if (scan_number(sc, UINT64_MAX, &v, &err) != 0 || v != want || sc->line != line)
        fail_msg("chunk %u: read %llu on line %u (error %u), want %llu on line %u", src->chunk,
                 (unsigned long long)v, sc->line, err.code, (unsigned long long)want, line);
    assert_int_equal(err.code, ERR_NONE);
    assert_int_equal(err.where, ERR_AT_NONE);
}

void test_want_scan_error(struct scanner *sc, const struct mem_source *src, uint64_t max,
                          int code, uint32_t line)
{
    uint64_t v = 0;
    struct nb_error err;
    int got;
    error_clear(&err);
    got = scan_number(sc, max, &v, &err);
    if (got != code || err.code != code || err.where != ERR_AT_LINE || err.at != line)
        fail_msg("chunk %u: code %d (err %u) at %u:%u, want %d at line %u", src->chunk, got,
                 err.code, err.where, err.at, code, line);
}

int test_read_graph_text(const char *text, struct graph *g, struct nb_error *err)
{
    struct mem_source src;
    struct scanner sc;
    test_scan_text(&sc, &src, text, 0, 1);
    error_clear(err);
    return graph_read(&sc, g, err);
}

void test_expect_graph_error(const char *text, int code, uint32_t line, uint64_t value)
{
    struct graph g;
    struct nb_error err;
    int got = test_read_graph_text(text, &g, &err);
    if (got != code || err.code != code || err.where != ERR_AT_LINE || err.at != line ||
        err.value != value)
        fail_msg("reading \"%s\": got code %d (err %u) at %u:%u value %llu, want %d at line %u "
                 "value %llu", text, got, err.code, err.where, err.at,
                 (unsigned long long)err.value, code, line, (unsigned long long)value);
}
