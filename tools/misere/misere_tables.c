/*
 * misere_tables.c — the misere tables' compiler: outcome tables of misere
 * play of take-and-break rules into one C file for program memory
 * (misere_table.h).
 *
 *   misere-tables -o OUT.c RULE:TOKENS...
 *
 * RULE is kayles, dawson or octal:0.CODE, parsed by the engine; TOKENS
 * (1..43) the bound: every position whose heaps with a move hold at most
 * that many tokens.  The positions are decided in order of their tokens
 * (every move takes at least one), each won when some move of the rule's
 * own (its play hooks) leaves a lost one, lost otherwise, won with no
 * move at all (under misere play the opponent made the last one); the
 * deciding is misere_table.c's, so the boards look moves up as they were
 * decided.  Every problem is one line on stderr and exit status 2 with
 * no output file; on success stdout gets one size line per table.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/misere_table.h"

static const char usage[] =
    "usage: misere-tables -o OUT.c RULE:TOKENS...\n"
    "Writes C source with the outcome of misere play of each rule (kayles, dawson,\n"
    "octal:0.CODE) for every position of at most TOKENS tokens with a move (1..43).\n";

#define MAX_T MISERE_TABLE_MAX_TOKENS

/* One table being made. */
struct made {
    char text[40];           /* the rule as given */
    struct rule rule;
    struct misere_table t;
    uint16_t counts[(MAX_T + 1) * (MAX_T + 2) / 2];
    uint32_t offsets[MAX_T + 2];
    uint8_t *lost;
    uint32_t decided;
};

/* Every partition of `left` tokens into parts with a move of at most
 * `max`, after p's parts: each decided (its bit set when lost). */
static void decide_all(struct made *m, struct misere_parts *p, uint8_t left, uint8_t max)
{
    uint8_t k;
    if (left == 0) {
        uint32_t rank = misere_table_rank(&m->t, p);
        if (!misere_table_has_win(&m->t, p))
            m->lost[rank / 8u] |= (uint8_t)(1u << (rank % 8u));
        m->decided++;
        return;
    }
    for (k = left < max ? left : max; k >= 1; k--) {
        if (rule_moves(&m->rule, k) == 0)
            continue;
        p->part[p->count++] = k;
        decide_all(m, p, (uint8_t)(left - k), k);
        p->count--;
    }
}

/* Parse RULE:TOKENS and make its table; 0, or 2 after a message. */
static int make(const char *arg, struct made *m)
{
    const char *colon = strrchr(arg, ':'), *name;
    uint16_t name_len;
    unsigned long tokens;
    char *end;
    struct nb_error err;
    uint32_t c[MAX_T + 1][MAX_T + 1];
    uint8_t n, k;
    struct misere_parts p;
    memset(m, 0, sizeof *m);
    if (!colon || (size_t)(colon - arg) >= sizeof m->text) {
        fprintf(stderr, "misere-tables: %s: expected RULE:TOKENS\n", arg);
        return 2;
    }
    errno = 0;
    tokens = strtoul(colon + 1, &end, 10);
    if (colon[1] < '0' || colon[1] > '9' || *end || errno || tokens < 1 || tokens > MAX_T) {
        fprintf(stderr, "misere-tables: %s: TOKENS must be a number in 1..%u\n", arg, MAX_T);
        return 2;
    }
    memcpy(m->text, arg, (size_t)(colon - arg));
    error_clear(&err);
    if (rule_parse(m->text, (uint16_t)strlen(m->text), &m->rule, &name, &name_len, &err) != 0 ||
        !(rule_flags(&m->rule) & RULE_OCTAL_MOVES)) {
        fprintf(stderr, "misere-tables: %s: not a take-and-break rule (kayles, dawson, "
                        "octal:0.CODE)\n", m->text);
        return 2;
    }
    /* c[m][k]: partitions of m into parts with a move of at most k */
    for (n = 0; n <= tokens; n++)
        for (k = 0; k <= tokens; k++) {
            c[n][k] = n == 0 ? 1u : 0u;
            if (k > 0) {
                c[n][k] = c[n][k - 1u];
                if (k <= n && rule_moves(&m->rule, k) > 0)
                    c[n][k] += c[n - k][k];
            }
        }
    for (n = 0; n <= tokens; n++) {
        if (c[n][n] > 65535u) {
            fprintf(stderr, "misere-tables: %s: %lu tokens is past the 16-bit counts\n", arg,
                    tokens);
            return 2;
        }
        for (k = 0; k <= n; k++)
            m->counts[n * (n + 1u) / 2u + k] = (uint16_t)c[n][k];
        m->offsets[n + 1u] = m->offsets[n] + c[n][n];
    }
    m->lost = calloc(m->offsets[tokens + 1u] / 8u + 1u, 1);
    if (!m->lost) {
        fprintf(stderr, "misere-tables: out of memory\n");
        return 2;
    }
    m->t.name = m->text;
    m->t.code = m->rule.code;
    m->t.tokens = (uint8_t)tokens;
    m->t.counts = m->counts;
    m->t.offsets = m->offsets;
    m->t.lost = m->lost;
    for (n = 0; n <= tokens; n++) {
        p.count = 0;
        p.tokens = n;
        decide_all(m, &p, n, n);
    }
    if (m->decided != m->offsets[tokens + 1u]) {
        fprintf(stderr, "misere-tables: %s: %lu positions decided, %lu counted\n", arg,
                (unsigned long)m->decided, (unsigned long)m->offsets[tokens + 1u]);
        return 2;
    }
    return 0;
}

/* Table i as C source. */
static void write_table(FILE *f, const struct made *m, int i)
{
    uint32_t j, bytes = m->offsets[m->t.tokens + 1u] / 8u + 1u;
    uint16_t counts = (uint16_t)((m->t.tokens + 1u) * (m->t.tokens + 2u) / 2u);
    fprintf(f, "\n/* misere %s: every position of at most %u tokens with a move */\n",
            m->text, m->t.tokens);
    fprintf(f, "const char NB_FLASH nb_misere_name_%d[] = \"%s\";\n", i, m->text);
    fprintf(f, "const uint16_t NB_FLASH nb_misere_counts_%d[] = {", i);
    for (j = 0; j < counts; j++)
        fprintf(f, "%s%u,", j % 12u ? " " : "\n    ", m->counts[j]);
    fprintf(f, "\n};\nconst uint32_t NB_FLASH nb_misere_offsets_%d[] = {", i);
    for (j = 0; j <= m->t.tokens; j++)
        fprintf(f, "%s%luu,", j % 8u ? " " : "\n    ", (unsigned long)m->offsets[j]);
    fprintf(f, "\n};\nconst uint8_t NB_FLASH nb_misere_lost_%d[] = {", i);
    for (j = 0; j < bytes; j++)
        fprintf(f, "%s0x%02x,", j % 16u ? " " : "\n    ", m->lost[j]);
    fprintf(f, "\n};\n");
}

int main(int argc, char **argv)
{
    static struct made made[8];
    const char *out = 0;
    int i, n = 0, code;
    FILE *f;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (argv[i][0] == '-' || n == 8) {
            fputs(usage, stderr);
            return 2;
        } else if ((code = make(argv[i], &made[n++])) != 0) {
            return code;
        }
    }
    if (!out) {
        fputs(usage, stderr);
        return 2;
    }
    if (!(f = fopen(out, "w"))) {
        fprintf(stderr, "misere-tables: %s: %s\n", out, strerror(errno));
        return 2;
    }
    fprintf(f, "/* Generated by tools/misere/misere_tables.c: do not edit. */\n"
               "#include \"core/misere_table.h\"\n");
    for (i = 0; i < n; i++)
        write_table(f, &made[i], i);
    fprintf(f, "\nconst struct misere_table NB_FLASH nb_misere_tables[] = {\n");
    for (i = 0; i < n; i++) {
        int d;
        fprintf(f, "    { nb_misere_name_%d, { %u, {", i, made[i].t.code.len);
        for (d = 0; d < made[i].t.code.len; d++)
            fprintf(f, "%s%u", d ? ", " : " ", made[i].t.code.digit[d]);
        fprintf(f, " } }, %u, nb_misere_counts_%d, nb_misere_offsets_%d, nb_misere_lost_%d },\n", made[i].t.tokens, i, i, i);
    }
    if (n == 0)
        fprintf(f, "    { 0, { 0, { 0 } }, 0, 0, 0, 0 },\n");
    fprintf(f, "};\nconst uint8_t NB_FLASH nb_misere_table_count = %d;\n", n);
    if (fclose(f) != 0) {
        fprintf(stderr, "misere-tables: %s: %s\n", out, strerror(errno));
        return 2;
    }
    for (i = 0; i < n; i++) {
        const struct made *m = &made[i];
        uint32_t bytes = m->offsets[m->t.tokens + 1u] / 8u + 1u;
        printf("misere table %s: %u tokens, %lu positions, %lu bytes\n", m->text, m->t.tokens,
               (unsigned long)m->offsets[m->t.tokens + 1u],
               (unsigned long)(bytes + (m->t.tokens + 1u) * (m->t.tokens + 2u) + 4u * (m->t.tokens + 1u)));
    }
    return 0;
}
