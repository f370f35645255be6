/*
 * port_selftest.c — `nimbox --port DEVICE selftest [COUNT]`: the check a
 * maker runs once after flashing.  COUNT random positions of every heap
 * rule and of every built-in map the board carries (a map it does not
 * carry is skipped), each asked of the board and compared with this host's
 * own engine, worded as the console words it.  A different answer is a
 * fault; a refusal where the host answers (a smaller table, fewer piles)
 * is counted apart, never as agreement.
 */
#include <stdio.h>
#include <string.h>

#include "core/command.h"
#include "core/maps.h"
#include "tools/nimbox/port_link.h"

static char local_buf[LINE_MAX_BYTES * 2];
static size_t local_len;

static void local_put(void *ctx, char c)
{
    (void)ctx;
    if (local_len + 1 < sizeof local_buf)
        local_buf[local_len++] = c;
    local_buf[local_len] = 0;
}

static const struct text_out local_out = { local_put, 0 };

/* The host engine's reply to a command line, as the console words it. */
static void local_answer(const char *request, char *answer, size_t size)
{
    static const struct command_io io = { &local_out, maps_lookup, 0, 0, 0 };
    struct nb_error err;
    struct token bad;
    local_len = 0;
    local_buf[0] = 0;
    error_clear(&err);
    if (command_line(&io, request, (uint16_t)strlen(request), &bad, &err) != 0)
        snprintf(answer, size, "error");
    else
        snprintf(answer, size, "%s", local_buf);
    size_t n = strlen(answer);
    while (n && answer[n - 1] == '\n')
        answer[--n] = 0;
}

static unsigned long rng_state;

static unsigned rnd(unsigned n)
{
    rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
    return (unsigned)((rng_state >> 33) % n);
}

/* A random position for rule: heaps (or NODE=COUNT terms on a map of
 * nodes nodes) within every board's limits. */
static void random_request(const char *rule, unsigned nodes, char *out, size_t size)
{
    unsigned n = 1 + rnd(6), i;
    size_t used = (size_t)snprintf(out, size, "move %s", rule);
    for (i = 0; i < n && used < size; i++) {
        if (nodes)
            used += (size_t)snprintf(out + used, size - used, " %u=%u", rnd(nodes), 1 + rnd(5));
        else
            used += (size_t)snprintf(out + used, size - used, " %u",
                                     rnd(4) ? rnd(40) : rnd(10000));
    }
}

int port_selftest(struct port *p, unsigned count, unsigned long seed)
{
    static const char *const heap_rules[] = { "nim", "misere", "take:3", "pow2", "sub:1,3,4",
                                              "sub:2,5,6", "half" };
    char request[256], reply[LINE_MAX_BYTES * 2], want[LINE_MAX_BYTES * 2];
    unsigned agreed = 0, refused = 0, wrong = 0, rules = 0, r, k;
    size_t nheap = sizeof heap_rules / sizeof heap_rules[0];
    rng_state = seed;
    for (r = 0; r < nheap + maps_count(); r++) {
        char rule[64];
        unsigned nodes = 0;
        if (r < nheap) {
            snprintf(rule, sizeof rule, "%s", heap_rules[r]);
        } else {
            uint8_t m = (uint8_t)(r - nheap);
            snprintf(rule, sizeof rule, "dag:%s", maps_name(m));
            nodes = maps_graph(m)->node_count;
            /* does the board carry this map? */
            snprintf(request, sizeof request, "move %s 0=1", rule);
            if (!port_ask(p, request, reply, sizeof reply)) {
                fprintf(stderr, "nimbox: %s: no reply to `%s`\n", p->path, request);
                return EXIT_UNREACHABLE;
            }
            if (!strncmp(reply, "error:", 6)) {
                printf("selftest: %s: not on this board\n", rule);
                continue;
            }
        }
        rules++;
        for (k = 0; k < count; k++) {
            random_request(rule, nodes, request, sizeof request);
            local_answer(request, want, sizeof want);
            if (!port_ask(p, request, reply, sizeof reply)) {
                fprintf(stderr, "nimbox: %s: no reply to `%s`\n", p->path, request);
                return EXIT_UNREACHABLE;
            }
            if (!strcmp(reply, want)) {
                agreed++;
            } else if (!strncmp(reply, "error:", 6)) {
                refused++;
                printf("refused: %s -> %s (host: %s)\n", request, reply, want);
            } else {
                wrong++;
                printf("WRONG: %s -> %s (host: %s)\n", request, reply, want);
            }
        }
    }
    printf("selftest: %u positions on %u rules: %u agreed, %u refused, %u wrong\n",
           agreed + refused + wrong, rules, agreed, refused, wrong);
    return wrong ? EXIT_UNREACHABLE : 0;
}

