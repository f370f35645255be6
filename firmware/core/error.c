/*
 * error.c — turns a struct nb_error into one sentence.
 */
#include "error.h"

int error_set(struct nb_error *err, uint8_t code, uint64_t value, uint64_t limit)
{
    err->code = code;
    err->value = value;
    err->limit = limit;
    return code;
}

void error_at(struct nb_error *err, uint8_t where, uint32_t at)
{
    if (err->where == ERR_AT_NONE) {
        err->where = where;
        err->at = at;
    }
}

void error_clear(struct nb_error *err)
{
    err->code = ERR_NONE;
    err->where = ERR_AT_NONE;
    err->at = 0;
    err->value = err->limit = 0;
}

/* Write "TEXT VALUE" pieces: the message table keeps one short template per
 * code; '%v' stands for the value and '%l' for the limit. */
static void write_template(const char *t, const struct nb_error *err,
                           const struct text_out *out)
{
    for (; *t; t++) {
        if (t[0] == '%' && (t[1] == 'v' || t[1] == 'l')) {
            text_put_u64(out, t[1] == 'v' ? err->value : err->limit);
            t++;
        } else {
            text_put_char(out, *t);
        }
    }
}

static const char *const error_templates[ERR_CODE_COUNT] = {
    [ERR_NONE] = "no error",
    [ERR_NUMBER_MALFORMED] = "not a number (digits 0-9 only)",
    [ERR_NUMBER_TOO_LARGE] = "number too large (at most %l)",
    [ERR_NUMBER_TOO_SMALL] = "number %v too small (at least %l)",
    [ERR_TRUNCATED] = "input ends too early (more expected after this line)",
    [ERR_EXTRA_INPUT] = "unexpected extra input",
    [ERR_UNKNOWN_RULE] = "unknown rule (nim, misere, take:M, pow2, sub:a,b,..., half, dag:FILE)",
    [ERR_RULE_SYNTAX] = "malformed rule parameter",
    [ERR_RULE_AMOUNT_ZERO] = "an amount must be at least 1",
    [ERR_TOO_MANY_AMOUNTS] = "too many amounts (at most %l)",
    [ERR_NO_PILES] = "no position given",
    [ERR_TOO_MANY_PILES] = "too many piles (at most %l)",
    [ERR_HEAP_TOO_LARGE] = "heap %v too large (at most %l)",
    [ERR_HEAP_BEYOND_TABLE] = "heap %v is beyond the SG table (%l heaps) and no period was found within it",
    [ERR_TERM_SYNTAX] = "expected NODE=COUNT",
    [ERR_TOO_MANY_TERMS] = "too many NODE=COUNT terms (at most %l)",
    [ERR_COUNT_OVERFLOW] = "stone count on node %v too large (at most %l)",
    [ERR_NO_NODES] = "a graph needs at least one node",
    [ERR_TOO_MANY_NODES] = "%v nodes is too many (at most %l)",
    [ERR_TOO_MANY_EDGES] = "%v edges is too many (at most %l)",
    [ERR_NODE_OUT_OF_RANGE] = "node %v out of range (nodes are 0..%l)",
    [ERR_SELF_LOOP] = "self-loop on node %v",
    [ERR_CYCLE] = "the graph has a cycle through the edge %v->%l",
    [ERR_SG_TOO_LARGE] = "an SG value exceeds the table limit %l",
    [ERR_NO_SG_FOR_MISERE] = "misere play has no Sprague-Grundy values; ask for a move instead",
    [ERR_NOT_A_GRAPH_RULE] = "position does not fit the rule (heaps for heap rules, NODE=COUNT for dag)",
    [ERR_UNKNOWN_COMMAND] = "unknown command (move, grundy)",
    [ERR_MISSING_ARGUMENT] = "missing argument",
    [ERR_TOKEN_TOO_LONG] = "argument too long (at most %l characters)",
    [ERR_LINE_TOO_LONG] = "line too long (at most %l characters); discarded",
    [ERR_UNKNOWN_MAP] = "no such graph",
};

void error_write(const struct nb_error *err, const struct text_out *out)
{
    const char *t = err->code < ERR_CODE_COUNT ? error_templates[err->code] : 0;
    write_template(t ? t : "internal error", err, out);
}
