/*
 * command.c — reads a command line, parses its rule and position, runs
 * `move` and `grundy` and writes their answers (`reply` is in
 * command_reply.c, `move --explain`'s second line in command_explain.c).
 */
#include "core/command.h"
#include "core/command_explain.h"
#include "core/text.h"

static heap_t heaps[NB_MAX_PILES];
static struct node_term terms[NB_MAX_TERMS];
static struct token words[NB_MAX_PILES + 3];

/* Is the token the word w (an NB_FLASH string)?  Never reads past w's
 * terminator, even when the token holds a NUL. */
static int token_is(const struct token *t, const char *w)
{
    uint16_t i;
    for (i = 0; i < t->len; i++) {
        char c = text_flash_char(w + i);
        if (c == 0 || c != t->s[i])
            return 0;
    }
    return text_flash_char(w + t->len) == 0;
}

/* Name argument `index` as the place of an error already set. */
static int error_arg(struct nb_error *err, int code, uint16_t index)
{
    error_at(err, ERR_AT_ARG, index);
    return code;
}

/* Set an error and name argument `index` as its place. */
static int arg_error(struct nb_error *err, uint8_t code, nb_uint_t value, nb_uint_t limit,
                     uint16_t index)
{
    return error_arg(err, error_set(err, code, value, limit), index);
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
    if (!rule_is_graph(r))
        return 0;
    if (!io->find_graph)
        return error_code(err, ERR_UNKNOWN_MAP);
    if ((code = io->find_graph(io->ctx, name, name_len, &g, err)) != 0)
        return code;
    return rule_attach_graph(r, g, err);
}

/* The first argument of both commands: the rule, parsed into *r. */
static int rule_argument(const struct command_io *io, const struct token *args,
                         uint16_t nargs, struct rule *r, struct nb_error *err)
{
    int code;
    if (nargs < 1)
        return arg_error(err, ERR_MISSING_ARGUMENT, 0, 0, 1);
    if ((code = command_rule(io, &args[0], r, err)) != 0)
        return error_arg(err, code, 1);
    return 0;
}

/* Index of '=' in a token, or len if none. */
static uint16_t find_equals(const struct token *t)
{
    uint16_t i = 0;
    while (i < t->len && t->s[i] != '=')
        i++;
    return i;
}

/* Heap sizes into heaps[].  A number past NB_HEAP_MAX (even past any
 * number) is "heap too large": its value is never written, the argument's
 * own text names it. */
static int parse_heaps(const struct token *args, uint16_t n, struct nb_error *err)
{
    uint16_t i;
    if (n > NB_MAX_PILES)
        return arg_error(err, ERR_TOO_MANY_PILES, n, NB_MAX_PILES, NB_MAX_PILES + 2u);
    for (i = 0; i < n; i++) {
        nb_uint_t h = 0;
        int code = text_parse_uint(args[i].s, args[i].len, NB_HEAP_MAX, &h);
        heaps[i] = (heap_t)h;
        if (code == ERR_NUMBER_MALFORMED && find_equals(&args[i]) < args[i].len)
            code = ERR_NOT_A_GRAPH_RULE;
        if (code == ERR_NUMBER_TOO_LARGE)
            code = ERR_HEAP_TOO_LARGE;
        if (code)
            return arg_error(err, (uint8_t)code, 0, NB_HEAP_MAX, i + 2u);
    }
    return 0;
}

/* NODE=COUNT terms into terms[].  A node past the graph is out of range
 * (with its value when it fits a number, else "node too large"); a count
 * past NB_HEAP_MAX is a heap too large, as in parse_heaps. */
static int parse_terms(const struct rule *r, const struct token *args, uint16_t n,
                       struct nb_error *err)
{
    uint16_t i;
    if (n > NB_MAX_TERMS)
        return arg_error(err, ERR_TOO_MANY_TERMS, n, NB_MAX_TERMS, NB_MAX_TERMS + 2u);
    for (i = 0; i < n; i++) {
        uint16_t eq = find_equals(&args[i]);
        nb_uint_t node, count;
        int code;
        if (eq == args[i].len || eq == 0)
            return arg_error(err, ERR_TERM_SYNTAX, 0, 0, i + 2u);
        code = text_parse_uint(args[i].s, eq, NB_UINT_MAX, &node);
        if (code == 0 && node >= r->graph->node_count)
            code = error_set(err, ERR_NODE_OUT_OF_RANGE, node, r->graph->node_count - 1u);
        else if (code == ERR_NUMBER_TOO_LARGE)
            code = error_set(err, ERR_NODE_TOO_LARGE, 0, r->graph->node_count - 1u);
        else if (code)
            code = error_code(err, ERR_TERM_SYNTAX);
        if (code)
            return error_arg(err, code, i + 2u);
        code = text_parse_uint(args[i].s + eq + 1, (uint16_t)(args[i].len - eq - 1u),
                              NB_HEAP_MAX, &count);
        if (code == ERR_NUMBER_TOO_LARGE)
            code = error_set(err, ERR_HEAP_TOO_LARGE, 0, NB_HEAP_MAX);
        else if (code)
            code = error_code(err, ERR_TERM_SYNTAX);
        if (code)
            return error_arg(err, code, i + 2u);
        terms[i].node = (node_t)node;
        terms[i].count = (heap_t)count;
    }
    return 0;
}

static void put_line_end(const struct text_out *out)
{
    text_put_char(out, '\n');
}

/* What the pile becomes: "TO", or "A+B" for two heaps. */
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
    if ((code = rule_argument(io, args, nargs, r, err)) != 0)
        return code;
    if (nargs < 2)
        return arg_error(err, ERR_NO_PILES, 0, 0, 2);
    n = (uint16_t)(nargs - 1u);
    pos->heaps = heaps;
    pos->terms = terms;
    if (rule_is_graph(r)) {
        if ((code = parse_terms(r, args + 1, n, err)) != 0)
            return code;
        if ((code = game_merge_terms(terms, &n, err)) != 0)
            return code;
        if (analyse && (code = game_analyse_graph(r, terms, n, &pos->res, err)) != 0)
            return code;
    } else {
        if ((code = parse_heaps(args + 1, n, err)) != 0)
            return code;
        if (analyse && (code = game_analyse_heaps(r, heaps, n, &pos->res, err)) != 0) {
            if (err->where == ERR_AT_ARG)
                err->at += 1u;   /* pile index -> argument index */
            return code;
        }
    }
    pos->count = n;
    return 0;
}

int command_move(const struct command_io *io, const struct token *args, uint16_t nargs,
                 struct nb_error *err)
{
    struct rule r;
    struct command_position pos;
    const struct text_out *out = io->out;
    int code;
    if ((code = command_position(io, args, nargs, &r, &pos, 1, err)) != 0)
        return code;
    if (pos.res.outcome == OUTCOME_LOSE) {
        text_put_flash_str(out, NB_TEXT("lose"));
    } else if (pos.res.outcome == OUTCOME_WON) {
        text_put_flash_str(out, NB_TEXT("won"));
    } else {
        text_put_flash_str(out, NB_TEXT("win "));
        if (!rule_is_graph(&r)) {
            text_put_uint(out, (nb_uint_t)pos.res.pile + 1u);
            text_put_char(out, ' ');
        }
        text_put_uint(out, pos.res.from);
        text_put_char(out, ' ');
        command_put_move_to(out, &pos.res);
    }
    put_line_end(out);
#if NB_EXPLAIN
    if (io->explain)
        command_explain(io, &r, &pos);
#endif
    return 0;
}

/* Second line of `grundy` for rules with a period. */
static void write_period(const struct text_out *out, const struct rule *r)
{
    struct rule_period p;
    if (!rule_period(r, &p))
        return;
    if (!p.known) {
        text_put_flash_str(out, NB_TEXT("no period found within the first "));
        text_put_uint(out, p.computed);
        text_put_flash_str(out, NB_TEXT(" heaps\n"));
        return;
    }
    text_put_flash_str(out, NB_TEXT("period "));
    text_put_uint(out, p.period);
    text_put_flash_str(out, NB_TEXT(" preperiod "));
    text_put_uint(out, p.preperiod);
    put_line_end(out);
}

int command_grundy(const struct command_io *io, const struct token *args, uint16_t nargs,
                   struct nb_error *err)
{
    struct rule r;
    const struct text_out *out = io->out;
    nb_uint_t n, i;
    uint8_t pass;
    int code;
    if ((code = rule_argument(io, args, nargs, &r, err)) != 0)
        return code;
    if (!rule_has_sg(&r))
        return arg_error(err, ERR_NO_SG_FOR_MISERE, 0, 0, 1);
    if (nargs < 2)
        return arg_error(err, ERR_MISSING_ARGUMENT, 0, 0, 2);
    if (nargs > 2)
        return arg_error(err, ERR_EXTRA_INPUT, 0, 0, 3);
    code = text_parse_uint(args[1].s, args[1].len, NB_GRUNDY_MAX, &n);
    if (code)
        return arg_error(err, (uint8_t)code, 0, NB_GRUNDY_MAX, 2);
    if (rule_is_graph(&r) && n >= r.graph->node_count)
        return arg_error(err, ERR_NODE_OUT_OF_RANGE, n, r.graph->node_count - 1u, 2);
    /* pass 0 checks every value, so an error never follows partial output;
     * pass 1 writes them */
    for (pass = 0; pass < 2; pass++)
        for (i = 0; i <= n; i++) {
            sg_t g;
            if ((code = rule_pile_sg(&r, i, &g, err)) != 0)
                return error_arg(err, code, 2);
            if (pass) {
                if (i > 0)
                    text_put_char(out, ' ');
                text_put_uint(out, g);
            }
        }
    put_line_end(out);
    write_period(out, &r);
    return 0;
}

int command_line(const struct command_io *io, const char *line, uint16_t len,
                 struct token *bad, struct nb_error *err)
{
    uint16_t i = 0, n = 0;
    int code;
    while (i < len) {
        while (i < len && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r'))
            i++;
        if (i == len)
            break;
        if (n == sizeof words / sizeof words[0]) {
            error_set(err, ERR_TOO_MANY_PILES, n, NB_MAX_PILES);
            error_at(err, ERR_AT_ARG, n);
            return err->code;
        }
        words[n].s = line + i;
        while (i < len && line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
            i++;
        words[n].len = (uint16_t)(line + i - words[n].s);
        n++;
    }
    if (n == 0)
        return error_code(err, ERR_UNKNOWN_COMMAND);
    if (token_is(&words[0], NB_TEXT("move")))
        code = command_move(io, words + 1, (uint16_t)(n - 1u), err);
    else if (token_is(&words[0], NB_TEXT("grundy")))
        code = command_grundy(io, words + 1, (uint16_t)(n - 1u), err);
#if NB_PLAY
    else if (token_is(&words[0], NB_TEXT("reply")))
        code = command_reply(io, words + 1, (uint16_t)(n - 1u), err);
#endif
    else {
        error_at(err, ERR_AT_ARG, 0);
        code = error_code(err, ERR_UNKNOWN_COMMAND);
    }
    if (code && bad) {
        bad->s = 0;
        bad->len = 0;
        if (err->where == ERR_AT_ARG && err->at < n) {
            *bad = words[err->at];
        }
    }
    return code;
}
