/*
 * rule.c — parsing rule names and the per-pile arithmetic of each rule.
 *
 * Closed forms where the theory gives them (nim: n; take:M: n mod (M+1);
 * pow2: n mod 3; half: strip the trailing 1 bits, then halve), the
 * subtraction table for sub, the graph's SG table for dag.
 */
#include "core/rule.h"
#include "core/graph_packed.h"
#include "core/subtraction.h"
#include "core/text.h"

static sg_small_t graph_sg[NB_GRAPH_MAX_NODES];
static heap_t parsed_amounts[NB_SUB_MAX_AMOUNTS];

/* The rule names in enum rule_kind order, each ended by NUL. */
static const char NB_FLASH rule_names[] = "nim\0misere\0take\0pow2\0sub\0half\0dag";

const char *rule_name(uint8_t kind)
{
    return text_flash_nth(rule_names, kind);
}

/* Does text[0..len) start with the word w (an NB_FLASH string) followed by
 * end or ':'? */
static int rule_word(const char *text, uint16_t len, const char *w, uint16_t *after)
{
    uint16_t i = 0;
    char c;
    while ((c = text_flash_char(w + i)) != 0) {
        if (i >= len || text[i] != c)
            return 0;
        i++;
    }
    if (i < len && text[i] != ':')
        return 0;
    *after = i;
    return 1;
}

/* One amount of take:M or sub:...: a number 1..NB_HEAP_MAX. */
static int parse_amount(const char *s, uint16_t len, heap_t *amount, struct nb_error *err)
{
    nb_uint_t v;
    int code = text_parse_uint(s, len, NB_HEAP_MAX, &v);
    if (code == ERR_NUMBER_MALFORMED)
        return error_code(err, ERR_RULE_SYNTAX);
    if (code)
        return error_set(err, (uint8_t)code, 0, NB_HEAP_MAX);
    if (v == 0)
        return error_code(err, ERR_RULE_AMOUNT_ZERO);
    *amount = (heap_t)v;
    return 0;
}

/* Parse "a,b,c" into parsed_amounts. */
static int parse_amounts(const char *s, uint16_t len, uint16_t *count, struct nb_error *err)
{
    uint16_t start = 0, i, n = 0;
    for (i = 0; i <= len; i++) {
        if (i == len || s[i] == ',') {
            int code;
            if (n >= NB_SUB_MAX_AMOUNTS)
                return error_set(err, ERR_TOO_MANY_AMOUNTS, (nb_uint_t)n + 1u, NB_SUB_MAX_AMOUNTS);
            code = parse_amount(s + start, (uint16_t)(i - start), &parsed_amounts[n++], err);
            if (code)
                return code;
            start = (uint16_t)(i + 1u);
        }
    }
    *count = n;
    return 0;
}

int rule_parse(const char *text, uint16_t len, struct rule *r,
               const char **name, uint16_t *name_len, struct nb_error *err)
{
    uint16_t at = 0, count = 0;
    uint8_t kind;
    int code;
    *name = 0;
    *name_len = 0;
    r->take_max = 0;
    r->graph = 0;
    for (kind = RULE_NIM; !rule_word(text, len, rule_name(kind), &at); kind++)
        if (kind == RULE_DAG)
            return error_code(err, ERR_UNKNOWN_RULE);
    if (kind == RULE_TAKE || kind == RULE_SUB || kind == RULE_DAG) {
        /* NAME:PARAMETER, the parameter not empty */
        if (at + 1u >= len)
            return error_code(err, ERR_RULE_SYNTAX);
        text += at + 1u;
        len = (uint16_t)(len - at - 1u);
    } else if (at != len) {
        return error_code(err, ERR_UNKNOWN_RULE);
    }
    if (kind == RULE_TAKE) {
        if ((code = parse_amount(text, len, &r->take_max, err)) != 0)
            return code;
    } else if (kind == RULE_SUB) {
        if ((code = parse_amounts(text, len, &count, err)) != 0 ||
            (code = subtraction_start(parsed_amounts, count, err)) != 0)
            return code;
    } else if (kind == RULE_DAG) {
        *name = text;
        *name_len = len;
    }
    r->kind = kind;
    return 0;
}

/* The packed map whose SG values graph_sg holds (0: none, or another
 * graph's).  Packed maps live in flash and never change, so choosing the
 * same one again (the console's dag:NAME after the screen's) reuses them;
 * graphs read into RAM are always computed afresh. */
static const struct graph *graph_sg_of;

int rule_attach_graph(struct rule *r, const struct graph *g, struct nb_error *err)
{
    int code = 0;
    if (g != graph_sg_of || g->source != &graph_packed_source) {
        graph_sg_of = 0;
        code = graph_sg_compute(g, graph_sg, err);
        if (code == 0 && g->source == &graph_packed_source)
            graph_sg_of = g;
    }
    r->graph = code ? 0 : g;
    return code;
}

const sg_small_t *rule_graph_sg(void)
{
    return graph_sg;
}

/* half: SG(2k) = k, SG(2k+1) = SG(k). */
static sg_t half_sg(heap_t h)
{
    while (h & 1u)
        h >>= 1;
    return h >> 1;
}

int rule_pile_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    if (r->kind == RULE_DAG) {
        if (!r->graph || h >= r->graph->node_count)
            return error_set(err, ERR_NODE_OUT_OF_RANGE, h,
                             r->graph ? r->graph->node_count - 1u : 0);
        *sg = graph_sg[h];
        return 0;
    }
    if (h > NB_HEAP_MAX)
        return error_set(err, ERR_HEAP_TOO_LARGE, h, NB_HEAP_MAX);
    switch (r->kind) {
    case RULE_TAKE:
        *sg = h % (r->take_max + 1u);
        return 0;
    case RULE_POW2:
        *sg = h % 3u;
        return 0;
    case RULE_SUB:
        return subtraction_sg(h, sg, err);
    case RULE_HALF:
        *sg = half_sg(h);
        return 0;
    default: /* nim, misere */
        *sg = h;
        return 0;
    }
}

/* Count an option new_h (taking h - new_h) and keep the one taking fewest. */
static void note_option(heap_t new_h, uint32_t *count, heap_t *best)
{
    if (*count == 0 || new_h > *best)
        *best = new_h;
    (*count)++;
}

int rule_options_with_sg(const struct rule *r, heap_t h, sg_t target,
                         uint32_t *count, heap_t *best, struct nb_error *err)
{
    *count = 0;
    *best = 0;
    switch (r->kind) {
    case RULE_TAKE: {
        /* (h - k) mod (M+1) = target with 1 <= k <= min(M, h) */
        heap_t mod = r->take_max + 1u, g = h % mod, k;
        if (target >= mod || target == g)
            return 0;
        k = g > target ? g - target : g + mod - target;
        if (k <= h)
            note_option(h - k, count, best);
        return 0;
    }
    case RULE_POW2: {
        heap_t p;
        for (p = 1; p <= h; p <<= 1) {
            if ((h - p) % 3u == target)
                note_option(h - p, count, best);
            if (p > h / 2u)
                break;
        }
        return 0;
    }
    case RULE_SUB: {
        uint16_t n, i;
        const heap_t *a = subtraction_amounts(&n);
        for (i = 0; i < n && a[i] <= h; i++) {
            sg_t v;
            int code = subtraction_sg(h - a[i], &v, err);
            if (code)
                return code;
            if (v == target)
                note_option(h - a[i], count, best);
        }
        return 0;
    }
    case RULE_HALF: {
        /* heaps with SG t are (2t+1)*2^j - 1; keep those in [h - h/2, h-1] */
        heap_t low = h - h / 2u, c;
        uint8_t j;
        if (h == 0 || target > (NB_HEAP_MAX - 1u) / 2u)
            return 0;
        c = 2u * target + 1u;
        for (j = 0; j < 64; j++) {
            if (c - 1u >= low && c - 1u < h)
                note_option(c - 1u, count, best);
            if (c - 1u >= h || c > NB_HEAP_MAX / 2u)
                break;
            c <<= 1;
        }
        return 0;
    }
    case RULE_DAG: {
        struct graph_cursor cur;
        if (!r->graph || h >= r->graph->node_count)
            return error_set(err, ERR_NODE_OUT_OF_RANGE, h,
                             r->graph ? r->graph->node_count - 1u : 0);
        uint32_t found = 0;
        node_t first = 0;
        for (graph_open(r->graph, (node_t)h, &cur); cur.left > 0;) {
            node_t w = graph_next(r->graph, &cur);
            if (graph_sg[w] == target && found++ == 0)
                first = w;
        }
        *count = found;
        *best = first;
        return 0;
    }
    default: /* nim and misere: the option with SG t is the heap t */
        if (target < h)
            note_option(target, count, best);
        return 0;
    }
}
