/*
 * command_args.c — the arguments the commands share: the rule (and its
 * graph), heap sizes or NODE=COUNT terms into the engine's fixed arrays,
 * the position analysed, and errors placed at the argument at fault.
 */
#include "core/command_args.h"
#include "core/scan.h"
#include "core/text.h"

/* A position's heaps or terms: a command reads one kind, its rule's, so
 * the two share their bytes. */
static union {
    heap_t heaps[NB_MAX_PILES];
    struct node_term terms[NB_MAX_TERMS];
} parsed;

uint8_t command_grid;
void (*command_map_names)(const struct text_out *out);

int command_error_arg(struct nb_error *err, int code, uint16_t index)
{
    error_at(err, ERR_AT_ARG, index);
    return code;
}

int command_arg_error(struct nb_error *err, uint8_t code, nb_limit_t value, nb_limit_t limit,
                      uint16_t index)
{
    return command_error_arg(err, error_set(err, code, value, limit), index);
}

int command_rule(const struct command_io *io, const struct token *rule_text,
                 struct rule *r, struct nb_error *err)
{
    const char *name;
    uint16_t name_len;
    const struct graph *g;
    int code = rule_parse(rule_text->s, rule_text->len, r, &name, &name_len, err);
    if (code)
        return code;
    command_grid = 0;
    if (!rule_is_graph(r))
        return 0;
    if (!io->find_graph)
        return error_code(err, ERR_UNKNOWN_MAP);
    if ((code = io->find_graph(io->ctx, name, name_len, &g, err)) != 0)
        return code;
    return rule_attach_graph(r, g, err);
}

int command_rule_argument(const struct command_io *io, const struct token *args,
                          uint16_t nargs, struct rule *r, struct nb_error *err)
{
    int code;
    if (nargs < 1)
        return command_arg_error(err, ERR_MISSING_ARGUMENT, 0, 0, 1);
    if ((code = command_rule(io, &args[0], r, err)) != 0)
        return command_error_arg(err, code, 1);
    return 0;
}

/* Index of '=' in a token, or len if none. */
static NB_NOINLINE uint16_t find_equals(const struct token *t)
{
    uint16_t i = 0;
    while (i < t->len && t->s[i] != '=')
        i++;
    return i;
}

/* Heap sizes into parsed.heaps[].  A number past NB_HEAP_MAX (even past any
 * number) is "heap too large": its value is never written, the argument's
 * own text names it. */
static int parse_heaps(const struct token *args, uint16_t n, struct nb_error *err)
{
    uint16_t i;
    if (n > NB_MAX_PILES)
        return command_arg_error(err, ERR_TOO_MANY_PILES, n, NB_MAX_PILES, NB_MAX_PILES + 2u);
    for (i = 0; i < n; i++) {
        nb_uint_t h = 0;
        int code = scan_parse_uint(args[i].s, args[i].len, NB_HEAP_MAX, &h);
        parsed.heaps[i] = (heap_t)h;
        if (code == ERR_NUMBER_MALFORMED && find_equals(&args[i]) < args[i].len)
            code = ERR_NOT_A_GRAPH_RULE;
        if (code == ERR_NUMBER_TOO_LARGE)
            code = ERR_HEAP_TOO_LARGE;
        if (code)
            return command_arg_error(err, (uint8_t)code, 0, NB_HEAP_MAX, i + 2u);
    }
    return 0;
}

/* NODE=COUNT terms into parsed.terms[].  On a grid map NODE may be a
 * square, a letter and a rank (a1 is node 0, b1 node 1, a2 node W), as the
 * screens show them; a square off the grid (the rank checked against the
 * rows before it is multiplied) is no such square, with the last one named.
 * A node past the graph is out of range
 * (with its value when it fits a number, else "node too large"); a count
 * past NB_HEAP_MAX is a heap too large, as in parse_heaps; anything else
 * amiss is a malformed term. */
static int parse_terms(const struct rule *r, const struct token *args, uint16_t n,
                       struct nb_error *err)
{
    uint16_t i;
    if (n > NB_MAX_TERMS)
        return command_arg_error(err, ERR_TOO_MANY_TERMS, n, NB_MAX_TERMS, NB_MAX_TERMS + 2u);
    for (i = 0; i < n; i++) {
        uint16_t eq = find_equals(&args[i]);
        nb_uint_t node = 0, count;
        nb_limit_t limit = r->graph->node_count - 1u;   /* the last node */
        int code = ERR_TERM_SYNTAX;
        uint8_t file = (uint8_t)((args[i].s[0] | 0x20) - 'a');
        if (eq != args[i].len && eq != 0) {
            if (NB_CONSOLE_MAPS && command_grid && file < 26u) {   /* a square */
                nb_uint_t rows = r->graph->node_count / command_grid;
                code = scan_parse_uint(args[i].s + 1, (uint16_t)(eq - 1u), rows, &node);
                node = (node - 1u) * command_grid + file;
                if (code || file >= command_grid || node >= r->graph->node_count) {
                    error_set(err, ERR_NO_SUCH_SQUARE, command_grid, rows);
                    return command_error_arg(err, ERR_NO_SUCH_SQUARE, i + 2u);
                }
            } else {
                code = scan_parse_uint(args[i].s, eq, NB_UINT_MAX, &node);
            }
            if (code == 0 && node >= r->graph->node_count) {
                code = ERR_NODE_OUT_OF_RANGE;
            } else if (code == ERR_NUMBER_TOO_LARGE) {
                code = ERR_NODE_TOO_LARGE;
            } else if (code == 0) {
                code = scan_parse_uint(args[i].s + eq + 1, (uint16_t)(args[i].len - eq - 1u),
                                      NB_HEAP_MAX, &count);
                limit = NB_HEAP_MAX;
                if (code == ERR_NUMBER_TOO_LARGE)
                    code = ERR_HEAP_TOO_LARGE;
            }
            if (code == ERR_NUMBER_MALFORMED)
                code = ERR_TERM_SYNTAX;
        }
        if (code) {
            error_set(err, (uint8_t)code, 0, code == ERR_TERM_SYNTAX ? 0 : limit);
            if (code == ERR_NODE_OUT_OF_RANGE)
                err->value = node;   /* any number: past what error_set takes */
            return command_error_arg(err, code, i + 2u);
        }
        parsed.terms[i].node = (node_t)node;
        parsed.terms[i].count = (heap_t)count;
    }
    return 0;
}

void command_put_move_to(const struct text_out *out, const struct game_result *res)
{
    text_put_uint(out, res->to);
    if (res->split) {
        text_put_char(out, '+');
        text_put_uint(out, res->split);
    }
}

int command_position(const struct command_io *io, const struct token *args, uint16_t nargs,
                     struct rule *r, struct command_position *pos, uint8_t analyse,
                     struct nb_error *err)
{
    uint16_t n;
    int code;
    if ((code = command_rule_argument(io, args, nargs, r, err)) != 0)
        return code;
    if (nargs < 2)
        return command_arg_error(err, ERR_NO_PILES, 0, 0, 2);
    n = (uint16_t)(nargs - 1u);
    pos->heaps = parsed.heaps;
    pos->terms = parsed.terms;
    if (rule_is_graph(r)) {
        if ((code = parse_terms(r, args + 1, n, err)) != 0)
            return code;
        if ((code = game_merge_terms(parsed.terms, &n, err)) != 0)
            return code;
        if (analyse && (code = game_analyse_graph(r, parsed.terms, n, &pos->res, err)) != 0)
            return code;
    } else {
        if ((code = parse_heaps(args + 1, n, err)) != 0)
            return code;
        if (analyse && (code = game_analyse_heaps(r, parsed.heaps, n, &pos->res, err)) != 0) {
            if (err->where == ERR_AT_ARG)
                err->at += 1u;   /* pile index -> argument index */
            return code;
        }
    }
    pos->count = n;
    return 0;
}

