/*
 * map_compile.c — the map compiler's work on one map (mapc.h): read the
 * .dag file and check it with the engine's own reader and SG pass, against
 * the board's limits and the packed format's, pack it, and write the C
 * source (map_write.c).  Messages go to the
 * caller's error stream and files open through the caller's opener
 * (mapc_set_io; by default stderr and fopen), so the fuzz harness runs it
 * on a buffer.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/graph_packed.h"
#include "core/graph_read.h"
#include "core/scan.h"
#include "tools/mapc/mapc.h"

struct mapc_limits mapc_limits = { NB_GRAPH_MAX_NODES, NB_GRAPH_MAX_EDGES, NB_MEX_BITS };

static const struct mapc_io *io;

FILE *mapc_err(void)
{
    return io && io->err ? io->err : stderr;
}

FILE *mapc_open(const char *path, const char *mode)
{
    return io && io->open ? io->open(path, mode) : fopen(path, mode);
}

void mapc_set_io(const struct mapc_io *how)
{
    io = how;
}

/* The engine's text sink for error sentences. */
static void put_stderr(void *ctx, char c)
{
    (void)ctx;
    fputc(c, mapc_err());
}

static const struct text_out err_out = { put_stderr, 0 };

/* `FILE:LINE: ` (or `FILE: ` for line 0) on the error stream. */
void mapc_place(const char *file, unsigned long line)
{
    if (line)
        fprintf(mapc_err(), "%s:%lu: ", file, line);
    else
        fprintf(mapc_err(), "%s: ", file);
}

/* An engine error at its line, then `extra` (may be ""); returns EXIT_BAD. */
static int fail_engine(const char *file, const struct nb_error *err, const char *extra)
{
    mapc_place(file, err->where == ERR_AT_LINE ? err->at : 0);
    error_write(err, &err_out, 0);
    fprintf(mapc_err(), "%s\n", extra);
    return EXIT_BAD;
}

/* A whole file in memory, fed to the scanner in one piece. */
struct text {
    char *data;
    size_t len;
    int given;
};

/* The scanner's refill: the whole file at once, then the end. */
static uint32_t text_refill(void *ctx, const char **buf)
{
    struct text *t = (struct text *)ctx;
    if (t->given)
        return 0;
    t->given = 1;
    *buf = t->data;
    return (uint32_t)t->len;
}

/* The largest map file read: many times the largest map (100000 edges of
 * a few bytes each, and comments), so a device or a wrong file ends in an
 * error instead of filling the memory. */
#define MAP_FILE_MAX (64ul << 20)

/* Read a whole file into t; 0 or EXIT_BAD (with a message: the system's
 * reason, e.g. a directory, or the size limit). */
static int read_file(const char *file, struct text *t)
{
    FILE *f = mapc_open(file, "rb");
    size_t cap = 1 << 16, got;
    const char *why = 0;
    t->data = 0;
    t->len = 0;
    t->given = 0;
    if (!f) {
        fprintf(mapc_err(), "%s: cannot read: %s\n", file, strerror(errno));
        return EXIT_BAD;
    }
    t->data = malloc(cap);
    for (;;) {
        if (!t->data) {
            why = "out of memory";
            break;
        }
        errno = 0;
        got = fread(t->data + t->len, 1, cap - t->len, f);
        t->len += got;
        if (got == 0) {
            if (ferror(f))
                why = strerror(errno ? errno : EIO);
            break;
        }
        if (t->len == cap) {
            char *more;
            if (cap >= MAP_FILE_MAX) {
                why = "64 MiB or more (not a map file?)";
                break;
            }
            more = realloc(t->data, cap * 2);
            if (!more)
                free(t->data);
            t->data = more;
            cap *= 2;
        }
    }
    fclose(f);
    if (why) {
        fprintf(mapc_err(), "%s: cannot read: %s\n", file, why);
        free(t->data);
        t->data = 0;
        return EXIT_BAD;
    }
    return 0;
}

/* The map's name from its file name; 0 or EXIT_BAD. */
int mapc_map_name(struct map *mp)
{
    const char *base = strrchr(mp->file, '/'), *s;
    size_t len;
    base = base ? base + 1 : mp->file;
    len = strlen(base);
    if (len < 5 || strcmp(base + len - 4, ".dag") != 0) {
        mapc_place(mp->file, 0);
        fputs("a map file's name must end in .dag\n", mapc_err());
        return EXIT_BAD;
    }
    len -= 4;
    for (s = base; s < base + len; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
              (*s >= '0' && *s <= '9') || *s == '_' || *s == '-'))
            break;
    if (s < base + len || len > NAME_MAX_CHARS) {
        mapc_place(mp->file, 0);
        fprintf(mapc_err(), "the map name '%.*s' should be 1..%d characters of a-z A-Z 0-9 _ -\n",
                (int)len, base, NAME_MAX_CHARS);
        return EXIT_BAD;
    }
    memcpy(mp->name, base, len);
    mp->name[len] = 0;
    return 0;
}

/* The comment lines before `n m`: title and `grid: W`. */
static int read_comments(struct map *mp, struct scanner *sc)
{
    char buf[TITLE_MAX + 1];
    int len;
    while ((len = scan_comment(sc, buf, sizeof buf)) >= 0) {
        if (strncmp(buf, "grid:", 5) == 0) {
            char *end;
            const char *s = buf + 5;
            unsigned long w;
            while (*s == ' ' || *s == '\t')
                s++;
            w = strtoul(s, &end, 10);
            if (*s < '0' || *s > '9' || *end || w < 1 || w > 26 || mp->grid) {
                mapc_place(mp->file, sc->line);
                fputs(mp->grid ? "a second grid line\n" : "expected `# grid: W` with W in 1..26\n",
                      mapc_err());
                return EXIT_BAD;
            }
            mp->grid = (unsigned)w;
        } else if (!mp->title[0] && len > 0) {
            memcpy(mp->title, buf, (size_t)len + 1);
        }
    }
    if (!mp->title[0])
        strcpy(mp->title, mp->name);
    return 0;
}

/* Warn once per duplicate edge, with its line (the graph was read without
 * error, so the numbers are all there). */
static void warn_duplicates(const struct map *mp, struct text *t)
{
    struct scanner sc;
    struct nb_error err;
    nb_uint_t n, m, a, b, i;
    unsigned char *seen;
    t->given = 0;
    scan_init(&sc, text_refill, t, 1);
    scan_number(&sc, NB_UINT_MAX, &n, &err);
    scan_number(&sc, NB_UINT_MAX, &m, &err);
    seen = calloc((size_t)n * n / 8u + 1u, 1);
    if (!seen)
        return;
    for (i = 0; i < m; i++) {
        size_t bit;
        uint32_t line;
        scan_number(&sc, NB_UINT_MAX, &a, &err);
        line = sc.line;
        scan_number(&sc, NB_UINT_MAX, &b, &err);
        bit = (size_t)a * n + b;
        if (seen[bit / 8u] & (1u << (bit % 8u))) {
            mapc_place(mp->file, line);
            fprintf(mapc_err(), "warning: duplicate edge %lu->%lu (merged; first on line %lu)\n",
                    (unsigned long)a, (unsigned long)b,
                    (unsigned long)graph_read_edge_line((node_t)a, (node_t)b));
        }
        seen[bit / 8u] |= (unsigned char)(1u << (bit % 8u));
    }
    free(seen);
}

/* Read, check and pack one map file. */
int mapc_compile_map(struct map *mp)
{
    static sg_small_t sg[NB_GRAPH_MAX_NODES];
    struct text t;
    struct scanner sc;
    struct nb_error err;
    struct graph g;
    nb_uint_t n, m;
    uint32_t size_line;
    node_t v, worst = 0;
    int code;
    if ((code = read_file(mp->file, &t)) != 0)
        return code;
    scan_init(&sc, text_refill, &t, 1);
    error_clear(&err);
    if ((code = read_comments(mp, &sc)) != 0)
        goto done;
    /* `n m` read here (its line names size errors), the edges by the engine */
    code = graph_read_size(&sc, &n, &m, &size_line, &err);
    if (code == 0)
        code = graph_read_edges(&sc, n, m, size_line, &g, &err);
    if (code == 0)
        code = scan_expect_end(&sc, &err);
    if (code != 0) {
        code = fail_engine(mp->file, &err, "");
        goto done;
    }
    if (graph_sg_compute(&g, sg, &err) != 0) {
        if (err.code == ERR_CYCLE)
            error_at(&err, ERR_AT_LINE, graph_read_edge_line((node_t)err.value, (node_t)err.limit));
        code = fail_engine(mp->file, &err, "");
        goto done;
    }
    if (g.node_count > mapc_limits.max_nodes) {
        mapc_place(mp->file, size_line);
        fprintf(mapc_err(), "%u nodes is too many (at most %lu) on this board (its NB_GRAPH_MAX_NODES)\n",
                (unsigned)g.node_count, mapc_limits.max_nodes);
        code = EXIT_BAD;
        goto done;
    }
    if (g.edge_count > mapc_limits.max_edges) {
        mapc_place(mp->file, size_line);
        fprintf(mapc_err(), "%lu edges is too many (at most %lu) on this board (its NB_GRAPH_MAX_EDGES)\n",
                (unsigned long)g.edge_count, mapc_limits.max_edges);
        code = EXIT_BAD;
        goto done;
    }
    for (v = 0; v < g.node_count; v++)
        if (sg[v] > sg[worst])
            worst = v;
    if (sg[worst] >= mapc_limits.mex_bits) {
        mapc_place(mp->file, size_line);
        fprintf(mapc_err(), "node %u has SG value %u, over this board's NB_MEX_BITS %lu\n",
                (unsigned)worst, (unsigned)sg[worst], mapc_limits.mex_bits);
        code = EXIT_BAD;
        goto done;
    }
    if (mp->grid && g.node_count % mp->grid != 0) {
        mapc_place(mp->file, size_line);
        fprintf(mapc_err(), "%u nodes do not fill a grid %u wide\n", (unsigned)g.node_count,
                mp->grid);
        code = EXIT_BAD;
        goto done;
    }
    switch (map_pack(&g, &mp->bytes, &mp->info)) {
    case MAP_PACK_OK:
        break;
    case MAP_PACK_DEGREE:
        mapc_place(mp->file, size_line);
        fprintf(mapc_err(), "node %u has more than %u out-edges (the packed format's limit)\n",
                (unsigned)mp->info.node, GRAPH_PACKED_MAX_DEGREE);
        code = EXIT_BAD;
        goto done;
    case MAP_PACK_TOO_MANY_NODES:
    case MAP_PACK_TOO_MANY_EDGES:
        mapc_place(mp->file, size_line);
        if (g.node_count > GRAPH_PACKED_MAX_NODES)
            fprintf(mapc_err(), "%u nodes is too many for the packed format (at most %u)\n",
                    (unsigned)g.node_count, GRAPH_PACKED_MAX_NODES);
        else
            fprintf(mapc_err(), "%lu edges is too many for the packed format (at most 65535)\n",
                    (unsigned long)g.edge_count);
        code = EXIT_BAD;
        goto done;
    case MAP_PACK_CYCLE:   /* not reached: the SG pass above found none */
        mapc_place(mp->file, size_line);
        fputs("the graph has a cycle\n", mapc_err());
        code = EXIT_BAD;
        goto done;
    case MAP_PACK_NO_MEMORY:
        fprintf(mapc_err(), "%s: out of memory\n", mp->file);
        code = EXIT_BAD;
        goto done;
    default:
        mapc_place(mp->file, size_line);
        fprintf(mapc_err(), "the packed map would take %lu bytes, over the format's %u "
                "(16-bit offsets)\n", (unsigned long)mp->info.bytes, GRAPH_PACKED_MAX_BYTES);
        code = EXIT_BAD;
        goto done;
    }
    mp->nodes = g.node_count;
    mp->edges = g.edge_count;
    if (graph_read_duplicates() > 0)
        warn_duplicates(mp, &t);
done:
    free(t.data);
    return code;
}

