/*
 * mapc.c — the map compiler: .dag map files into one C file of packed
 * graphs in program memory and the functions of maps.h.
 *
 *   mapc [--max-nodes N] [--max-edges M] [--mex-bits B] -o OUT.c FILE.dag...
 *
 * Each file is read and checked by the engine's own graph reader
 * (graph_read.h: numbers, sizes, ranges, self-loops, truncation, extra
 * input) and SG pass (graph.h: cycles), then against the board's limits
 * (--max-nodes / --max-edges: its NB_GRAPH_MAX_NODES / EDGES; --mex-bits:
 * its NB_MEX_BITS, which every SG value must stay below) and the packed
 * format's (graph_packed.h).  Every problem is one line on stderr,
 * `FILE:LINE: what is wrong`, and exit status 2 with no output file;
 * duplicate edges only give a warning each (`FILE:LINE: warning: duplicate
 * edge a->b (merged)`).  On success stdout gets one size line per map.
 *
 * A map's name is the file's base name without `.dag` (1..10 characters
 * of a-z, A-Z, 0-9, '_' and '-', so `> dag:NAME` fits a 16-column screen);
 * its title is the first comment line before `n m` that is not a directive,
 * else the name; the directive `# grid: W` says the nodes are a grid W
 * squares wide (node = row * W + column; W in 1..26 and dividing n).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/graph_packed.h"
#include "core/graph_read.h"
#include "map_pack.h"
#include "core/scan.h"

#define EXIT_BAD 2
#define NAME_MAX_CHARS 10
#define TITLE_MAX 200

static const char usage[] =
    "usage: mapc [--max-nodes N] [--max-edges M] [--mex-bits B] -o OUT.c FILE.dag...\n"
    "Compiles map files (`# Title`, optional `# grid: W`, then `n m` and m lines\n"
    "`a b`) into C source with packed graphs in program memory (maps.h).\n"
    "Prints one size line per map; errors are FILE:LINE: ... with exit status 2.\n";

/* One compiled map. */
struct map {
    const char *file;
    char name[NAME_MAX_CHARS + 1];
    char title[TITLE_MAX + 1];
    unsigned grid;
    node_t nodes;
    edge_index_t edges;
    uint8_t *bytes;
    struct map_pack_info info;
};

/* Board limits (defaults: the engine's own). */
static unsigned long max_nodes = NB_GRAPH_MAX_NODES;
static unsigned long max_edges = NB_GRAPH_MAX_EDGES;
static unsigned long mex_bits = NB_MEX_BITS;

/* The engine's text sink for error sentences. */
static void put_stderr(void *ctx, char c)
{
    (void)ctx;
    fputc(c, stderr);
}

static const struct text_out err_out = { put_stderr, 0 };

/* `FILE:LINE: ` (or `FILE: ` for line 0) on stderr. */
static void place(const char *file, unsigned long line)
{
    if (line)
        fprintf(stderr, "%s:%lu: ", file, line);
    else
        fprintf(stderr, "%s: ", file);
}

/* An engine error at its line, then `extra` (may be ""); returns EXIT_BAD. */
static int fail_engine(const char *file, const struct nb_error *err, const char *extra)
{
    place(file, err->where == ERR_AT_LINE ? err->at : 0);
    error_write(err, &err_out);
    fprintf(stderr, "%s\n", extra);
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
    FILE *f = fopen(file, "rb");
    size_t cap = 1 << 16, got;
    const char *why = 0;
    t->data = 0;
    t->len = 0;
    t->given = 0;
    if (!f) {
        fprintf(stderr, "%s: cannot read: %s\n", file, strerror(errno));
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
        fprintf(stderr, "%s: cannot read: %s\n", file, why);
        free(t->data);
        t->data = 0;
        return EXIT_BAD;
    }
    return 0;
}

/* The map's name from its file name; 0 or EXIT_BAD. */
static int map_name(struct map *mp)
{
    const char *base = strrchr(mp->file, '/'), *s;
    size_t len;
    base = base ? base + 1 : mp->file;
    len = strlen(base);
    if (len < 5 || strcmp(base + len - 4, ".dag") != 0) {
        place(mp->file, 0);
        fputs("a map file's name must end in .dag\n", stderr);
        return EXIT_BAD;
    }
    len -= 4;
    for (s = base; s < base + len; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
              (*s >= '0' && *s <= '9') || *s == '_' || *s == '-'))
            break;
    if (s < base + len || len > NAME_MAX_CHARS) {
        place(mp->file, 0);
        fprintf(stderr, "the map name '%.*s' should be 1..%d characters of a-z A-Z 0-9 _ -\n",
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
                place(mp->file, sc->line);
                fputs(mp->grid ? "a second grid line\n" : "expected `# grid: W` with W in 1..26\n",
                      stderr);
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
            place(mp->file, line);
            fprintf(stderr, "warning: duplicate edge %lu->%lu (merged; first on line %lu)\n",
                    (unsigned long)a, (unsigned long)b,
                    (unsigned long)graph_read_edge_line((node_t)a, (node_t)b));
        }
        seen[bit / 8u] |= (unsigned char)(1u << (bit % 8u));
    }
    free(seen);
}

/* Read, check and pack one map file. */
static int compile_map(struct map *mp)
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
    if (g.node_count > max_nodes) {
        place(mp->file, size_line);
        fprintf(stderr, "%u nodes is too many (at most %lu) on this board (its NB_GRAPH_MAX_NODES)\n",
                (unsigned)g.node_count, max_nodes);
        code = EXIT_BAD;
        goto done;
    }
    if (g.edge_count > max_edges) {
        place(mp->file, size_line);
        fprintf(stderr, "%lu edges is too many (at most %lu) on this board (its NB_GRAPH_MAX_EDGES)\n",
                (unsigned long)g.edge_count, max_edges);
        code = EXIT_BAD;
        goto done;
    }
    for (v = 0; v < g.node_count; v++)
        if (sg[v] > sg[worst])
            worst = v;
    if (sg[worst] >= mex_bits) {
        place(mp->file, size_line);
        fprintf(stderr, "node %u has SG value %u, over this board's NB_MEX_BITS %lu\n",
                (unsigned)worst, (unsigned)sg[worst], mex_bits);
        code = EXIT_BAD;
        goto done;
    }
    if (mp->grid && g.node_count % mp->grid != 0) {
        place(mp->file, size_line);
        fprintf(stderr, "%u nodes do not fill a grid %u wide\n", (unsigned)g.node_count,
                mp->grid);
        code = EXIT_BAD;
        goto done;
    }
    switch (map_pack(&g, &mp->bytes, &mp->info)) {
    case MAP_PACK_OK:
        break;
    case MAP_PACK_DEGREE:
        place(mp->file, size_line);
        fprintf(stderr, "node %u has more than %u out-edges (the packed format's limit)\n",
                (unsigned)mp->info.node, GRAPH_PACKED_MAX_DEGREE);
        code = EXIT_BAD;
        goto done;
    case MAP_PACK_TOO_MANY_NODES:
    case MAP_PACK_TOO_MANY_EDGES:
        place(mp->file, size_line);
        if (g.node_count > GRAPH_PACKED_MAX_NODES)
            fprintf(stderr, "%u nodes is too many for the packed format (at most %u)\n",
                    (unsigned)g.node_count, GRAPH_PACKED_MAX_NODES);
        else
            fprintf(stderr, "%lu edges is too many for the packed format (at most 65535)\n",
                    (unsigned long)g.edge_count);
        code = EXIT_BAD;
        goto done;
    case MAP_PACK_CYCLE:   /* not reached: the SG pass above found none */
        place(mp->file, size_line);
        fputs("the graph has a cycle\n", stderr);
        code = EXIT_BAD;
        goto done;
    case MAP_PACK_NO_MEMORY:
        fprintf(stderr, "%s: out of memory\n", mp->file);
        code = EXIT_BAD;
        goto done;
    default:
        place(mp->file, size_line);
        fprintf(stderr, "the packed map would take %lu bytes, over the format's %u "
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

/* s as a C string literal's contents. */
static void put_c_string(FILE *f, const char *s)
{
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c >= 0x7f || c == '?')
            fprintf(f, "\\%03o", c);
        else
            fputc(c, f);
    }
}

/* The strings of one field of every map, one NB_FLASH list (text_flash_nth). */
static void put_string_list(FILE *f, const char *var, const struct map *maps, int count,
                            int titles)
{
    int i;
    fprintf(f, "static const char NB_FLASH %s[] =", var);
    for (i = 0; i < count; i++) {
        fputs("\n    \"", f);
        put_c_string(f, titles ? maps[i].title : maps[i].name);
        fputs("\\0\"", f);
    }
    fputs(";\n\n", f);
}

/* The functions of maps.h over the generated tables (at least one map). */
static const char functions[] =
    "uint8_t maps_count(void)\n"
    "{\n"
    "    return NB_MAP_COUNT;\n"
    "}\n"
    "\n"
    "const struct graph *maps_graph(uint8_t i)\n"
    "{\n"
    "    return i < NB_MAP_COUNT ? &nb_map_graphs[i] : 0;\n"
    "}\n"
    "\n"
    "const char *maps_name(uint8_t i)\n"
    "{\n"
    "    return text_flash_nth(nb_map_names, i < NB_MAP_COUNT ? i : NB_MAP_COUNT);\n"
    "}\n"
    "\n"
    "const char *maps_title(uint8_t i)\n"
    "{\n"
    "    return text_flash_nth(nb_map_titles, i < NB_MAP_COUNT ? i : NB_MAP_COUNT);\n"
    "}\n"
    "\n"
    "uint8_t maps_grid_width(uint8_t i)\n"
    "{\n"
    "    return i < NB_MAP_COUNT ? flash_read_byte(&nb_map_grid[i]) : 0;\n"
    "}\n"
    "\n"
    "int16_t maps_find(const char *name, uint16_t len)\n"
    "{\n"
    "    const char *s = nb_map_names;\n"
    "    uint8_t i;\n"
    "    for (i = 0; i < NB_MAP_COUNT; i++) {\n"
    "        uint16_t k = 0;\n"
    "        while (k < len && name[k] != 0 && text_flash_char(s + k) == name[k])\n"
    "            k++;\n"
    "        if (k == len && text_flash_char(s + k) == 0)\n"
    "            return i;\n"
    "        while (text_flash_char(s++) != 0)\n"
    "            ;\n"
    "    }\n"
    "    return -1;\n"
    "}\n";

/* The same without any map. */
static const char no_functions[] =
    "static const char NB_FLASH nb_map_none[] = \"\";\n"
    "\n"
    "uint8_t maps_count(void)\n"
    "{\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "const struct graph *maps_graph(uint8_t i)\n"
    "{\n"
    "    (void)i;\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "const char *maps_name(uint8_t i)\n"
    "{\n"
    "    (void)i;\n"
    "    return nb_map_none;\n"
    "}\n"
    "\n"
    "const char *maps_title(uint8_t i)\n"
    "{\n"
    "    (void)i;\n"
    "    return nb_map_none;\n"
    "}\n"
    "\n"
    "uint8_t maps_grid_width(uint8_t i)\n"
    "{\n"
    "    (void)i;\n"
    "    return 0;\n"
    "}\n"
    "\n"
    "int16_t maps_find(const char *name, uint16_t len)\n"
    "{\n"
    "    (void)name;\n"
    "    (void)len;\n"
    "    return -1;\n"
    "}\n";

/* The C file: packed arrays, graphs, names, titles, grids, functions. */
static int write_output(const char *out, const struct map *maps, int count)
{
    FILE *f = fopen(out, "w");
    int i;
    size_t j;
    if (!f) {
        fprintf(stderr, "mapc: cannot write %s: %s\n", out, strerror(errno));
        return EXIT_BAD;
    }
    fputs("/*\n * maps.c — generated by tools/mapc from", f);
    for (i = 0; i < count; i++)
        fprintf(f, "\n *   %s", strstr(maps[i].file, "*/") ? maps[i].name : maps[i].file);
    fputs(count ? "\n" : " no map files.\n", f);
    fputs(" * Do not edit: the build writes it again when the maps change.  Packed\n"
          " * format: firmware/core/graph_packed.h; interface: firmware/core/maps.h.\n"
          " */\n"
          "#include \"core/graph_packed.h\"\n#include \"core/maps.h\"\n#include \"core/text.h\"\n\n", f);
    fprintf(f, "#define NB_MAP_COUNT %d\n\n", count);
    for (i = 0; i < count; i++) {
        const struct map *mp = &maps[i];
        fprintf(f, "/* %s: %u nodes, %u edges, %lu bytes (blocks of %u nodes) */\n"
                   "static const uint8_t NB_FLASH nb_map_%d[%lu] = {",
                mp->name, (unsigned)mp->nodes, (unsigned)mp->edges,
                (unsigned long)mp->info.bytes, 1u << mp->info.shift, i,
                (unsigned long)mp->info.bytes);
        for (j = 0; j < mp->info.bytes; j++)
            fprintf(f, "%s0x%02x,", j % 12 ? " " : "\n    ", mp->bytes[j]);
        fputs("\n};\n\n", f);
    }
    if (count) {
        fputs("/* in RAM: the engine reads struct graph directly */\n"
              "static const struct graph nb_map_graphs[NB_MAP_COUNT] = {\n", f);
        for (i = 0; i < count; i++)
            fprintf(f, "    { %u, %u, &graph_packed_source, nb_map_%d },\n",
                    (unsigned)maps[i].nodes, (unsigned)maps[i].edges, i);
        fputs("};\n\n", f);
        put_string_list(f, "nb_map_names", maps, count, 0);
        put_string_list(f, "nb_map_titles", maps, count, 1);
        fprintf(f, "static const uint8_t NB_FLASH nb_map_grid[NB_MAP_COUNT] = {");
        for (i = 0; i < count; i++)
            fprintf(f, "%s%u", i ? ", " : " ", maps[i].grid);
        fputs(" };\n\n", f);
    }
    fputs(count ? functions : no_functions, f);
    if (fclose(f) != 0) {
        fprintf(stderr, "mapc: cannot write %s: %s\n", out, strerror(errno));
        remove(out);
        return EXIT_BAD;
    }
    return 0;
}

/* A number option's value, or -1 (with a message). */
static int number_option(const char *opt, const char *s, unsigned long lo, unsigned long hi,
                         unsigned long *value)
{
    char *end;
    unsigned long v;
    errno = 0;
    v = s ? strtoul(s, &end, 10) : 0;
    if (!s || *s < '0' || *s > '9' || *end || errno || v < lo || v > hi) {
        fprintf(stderr, "mapc: %s expects a number in %lu..%lu\n", opt, lo, hi);
        return -1;
    }
    *value = v;
    return 0;
}

/* The options and file names into the globals and maps[]; returns the
 * number of maps, or -1 after a message (-2: --help was answered). */
static int parse_args(int argc, char **argv, struct map *maps, const char **out)
{
    int i, count = 0;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *next = i + 1 < argc ? argv[i + 1] : 0;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            fputs(usage, stdout);
            return -2;
        } else if (strcmp(a, "-o") == 0 && next) {
            *out = argv[++i];
        } else if (strcmp(a, "--max-nodes") == 0) {
            if (number_option(a, next, 1, NB_GRAPH_MAX_NODES, &max_nodes))
                return -1;
            i++;
        } else if (strcmp(a, "--max-edges") == 0) {
            if (number_option(a, next, 0, NB_GRAPH_MAX_EDGES, &max_edges))
                return -1;
            i++;
        } else if (strcmp(a, "--mex-bits") == 0) {
            if (number_option(a, next, 1, NB_MEX_BITS, &mex_bits))
                return -1;
            i++;
        } else if (a[0] == '-' && a[1] != 0) {
            fprintf(stderr, "mapc: unknown option '%s'\n%s", a, usage);
            return -1;
        } else {
            maps[count++].file = a;
        }
    }
    if (!*out) {
        fprintf(stderr, "mapc: no output file (-o OUT.c)\n%s", usage);
        return -1;
    }
    if (count > 255) {
        fputs("mapc: at most 255 maps\n", stderr);
        return -1;
    }
    return count;
}

int main(int argc, char **argv)
{
    const char *out = 0;
    struct map *maps = calloc((size_t)argc, sizeof *maps);
    int i, j, count, status = 0;
    if (!maps)
        return EXIT_BAD;
    count = parse_args(argc, argv, maps, &out);
    if (count < 0)
        status = count == -2 ? 0 : EXIT_BAD;
    /* names first: a name given twice is found before any file is read */
    for (i = 0; i < count && status == 0; i++) {
        status = map_name(&maps[i]);
        for (j = 0; j < i && status == 0; j++)
            if (strcmp(maps[j].name, maps[i].name) == 0) {
                place(maps[i].file, 0);
                fprintf(stderr, "a map called '%s' is already given (%s)\n", maps[i].name,
                        maps[j].file);
                status = EXIT_BAD;
            }
    }
    for (i = 0; i < count && status == 0; i++)
        status = compile_map(&maps[i]);
    if (status == 0 && count >= 0)
        status = write_output(out, maps, count);
    if (status == 0)
        for (i = 0; i < count; i++) {
            const struct map *mp = &maps[i];
            printf("map %-8s %5u nodes %6u edges %6lu bytes", mp->name, (unsigned)mp->nodes,
                   (unsigned)mp->edges, (unsigned long)mp->info.bytes);
            if (mp->edges)
                printf("  %.2f bytes/edge", (double)mp->info.bytes / mp->edges);
            putchar('\n');
        }
    for (i = 0; i < count; i++)
        free(maps[i].bytes);
    free(maps);
    return status;
}
