/*
 * error.c — turns a struct nb_error into one sentence.
 */
#include "core/error.h"

NB_NOINLINE int error_set(struct nb_error *err, uint8_t code, nb_uint_t value, nb_limit_t limit)
{
    err->code = code;
    err->value = value;
    err->limit = limit;
    return code;
}

int error_code(struct nb_error *err, uint8_t code)
{
    return error_set(err, code, 0, 0);
}

NB_NOINLINE void error_at(struct nb_error *err, uint8_t where, error_at_t at)
{
    if (err->where == ERR_AT_NONE) {
        err->where = where;
        err->at = at;
    }
}

NB_NOINLINE void error_clear(struct nb_error *err)
{
    err->code = ERR_NONE;
    err->where = ERR_AT_NONE;
    err->at = 0;
    err->value = err->limit = 0;
}

/* Phrases several templates share, in program memory like them: a byte
 * 1..ERR_PHRASE_COUNT in a template stands for the phrase of that number.
 * Phrases hold no phrase bytes themselves. */
#define P_AT_MOST "\001"     /* " (at most %l" */
#define P_TOO_MANY "\002"    /* "too many" */
#define P_TOO_LARGE "\003"   /* " too large" */
#define P_TERM "\004"        /* "NODE=COUNT" */
#define P_FILE_ONLY "\005"   /* "file input error" */
#define ERR_PHRASE_COUNT 5
static const char NB_FLASH error_phrases[] =
    " (at most %l" "\0" "too many" "\0" " too large" "\0" "NODE=COUNT" "\0"
    "file input error";

/* Errors only the readers of graph files and judge input raise
 * (graph_read.c, scan.c): where the build reads no files (a board), their
 * sentences are left out and one short phrase stands in. */
#if NB_FILE_INPUT
#define FILE_ONLY(sentence) sentence
#else
#define FILE_ONLY(sentence) P_FILE_ONLY
#endif

/* Write a template, replacing '%v' and '%l' with the numbers, '%n' with
 * the names the caller gives for the error (the rules, the commands) and
 * phrase bytes with their phrases (one level: after a phrase, back to the
 * template). */
static void write_template(const char *t, const struct nb_error *err,
                           const struct text_out *out, error_names_fn names)
{
    const char *resume = 0;
    char c;
    for (;;) {
        c = text_flash_char(t++);
        if (c == 0) {
            if (!resume)
                return;
            t = resume;
            resume = 0;
        } else if ((uint8_t)c <= ERR_PHRASE_COUNT) {
            resume = t;
            t = text_flash_nth(error_phrases, (uint8_t)(c - 1));
        } else if (c == '%' && text_flash_char(t) == 'n') {
            t++;
            if (names)
                names(out, err);
        } else if (c == '%' && (text_flash_char(t) == 'v' || text_flash_char(t) == 'l')) {
            text_put_uint(out, text_flash_char(t++) == 'v' ? err->value : err->limit);
        } else {
            text_put_char(out, c);
        }
    }
}

/* One sentence template per code, in enum order, each ended by NUL; the
 * whole block sits in program memory on the AVR.  '%v' stands for the
 * value, '%l' for the limit and '%n' for the caller's names; P_... for a
 * phrase. */
static const char NB_FLASH error_templates[] =
    "no error" "\0"   /* ERR_NONE */
    "not a number (digits 0-9 only)" "\0"   /* ERR_NUMBER_MALFORMED */
    "number" P_TOO_LARGE P_AT_MOST ")" "\0"   /* ERR_NUMBER_TOO_LARGE */
    "number %v too small (at least %l)" "\0"   /* ERR_NUMBER_TOO_SMALL */
    FILE_ONLY("input ends too early (more expected after this line)") "\0"   /* ERR_TRUNCATED */
    "unexpected extra input" "\0"   /* ERR_EXTRA_INPUT */
    "unknown rule (%n)" "\0"   /* ERR_UNKNOWN_RULE */
    "malformed rule parameter%n" "\0"   /* ERR_RULE_SYNTAX */
    "an amount must be at least 1" "\0"   /* ERR_RULE_AMOUNT_ZERO */
    P_TOO_MANY " amounts" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_AMOUNTS */
    "no position given" "\0"   /* ERR_NO_PILES */
    P_TOO_MANY " piles" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_PILES */
    "heap" P_TOO_LARGE P_AT_MOST ")" "\0"   /* ERR_HEAP_TOO_LARGE */
    "heap %v is beyond the SG table (%l heaps) and no period was found within it" "\0"   /* ERR_HEAP_BEYOND_TABLE */
    "expected " P_TERM "\0"   /* ERR_TERM_SYNTAX */
    P_TOO_MANY " " P_TERM " terms" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_TERMS */
    "stone count on node %v" P_TOO_LARGE P_AT_MOST ")" "\0"   /* ERR_COUNT_OVERFLOW */
    FILE_ONLY("a graph needs at least one node") "\0"   /* ERR_NO_NODES */
    P_TOO_MANY " nodes" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_NODES */
    FILE_ONLY(P_TOO_MANY " edges" P_AT_MOST ")") "\0"   /* ERR_TOO_MANY_EDGES */
    "node %v out of range (nodes are 0..%l)" "\0"   /* ERR_NODE_OUT_OF_RANGE */
    FILE_ONLY("self-loop on node %v") "\0"   /* ERR_SELF_LOOP */
    "the graph has a cycle through the edge %v->%l" "\0"   /* ERR_CYCLE */
    "an SG value exceeds the table limit %l" "\0"   /* ERR_SG_TOO_LARGE */
    "misere play has no Sprague-Grundy values; ask for a move instead" "\0"   /* ERR_NO_SG_FOR_MISERE */
    "position does not fit the rule (heaps for heap rules, " P_TERM " for dag)" "\0"   /* ERR_NOT_A_GRAPH_RULE */
    "unknown command (%n)" "\0"   /* ERR_UNKNOWN_COMMAND */
    "missing argument" "\0"   /* ERR_MISSING_ARGUMENT */
    "argument too long" P_AT_MOST " characters)" "\0"   /* ERR_TOKEN_TOO_LONG */
    "line too long" P_AT_MOST " characters); discarded" "\0"   /* ERR_LINE_TOO_LONG */
    "no such graph" "\0"   /* ERR_UNKNOWN_MAP */
    "node" P_TOO_LARGE " (nodes are 0..%l)" "\0"   /* ERR_NODE_TOO_LARGE */
    FILE_ONLY("number too long" P_AT_MOST " digits)") "\0"   /* ERR_NUMBER_TOO_LONG */
    FILE_ONLY("comment too long" P_AT_MOST " characters)") "\0"   /* ERR_COMMENT_TOO_LONG */
    FILE_ONLY("a NUL byte: binary data, not text") "\0"   /* ERR_NUL_BYTE */
    FILE_ONLY("input ends too early (no numbers at all)") "\0"   /* ERR_NO_NUMBERS */
    "an octal code is 0. and digits 0-7 (e.g. octal:0.77)" "\0"   /* ERR_OCTAL_SYNTAX */
    "no digits after 0. (e.g. octal:0.77)" "\0"   /* ERR_OCTAL_EMPTY */
    "octal digits are 0-7" "\0"   /* ERR_OCTAL_DIGIT */
    P_TOO_MANY " octal digits" P_AT_MOST ")" "\0"   /* ERR_OCTAL_TOO_LONG */
    "a code of 0s only allows no move" "\0"   /* ERR_OCTAL_NO_MOVES */
    "cannot play this rule" "\0";  /* ERR_NO_MOVES */

uint8_t error_template_count(void)
{
    const char *t = error_templates;
    uint8_t n = 0;
    /* the block ends with an empty string after the last template's NUL */
    while (text_flash_char(t) != 0) {
        while (text_flash_char(t++) != 0)
            ;
        n++;
    }
    return n;
}

void error_write(const struct nb_error *err, const struct text_out *out, error_names_fn names)
{
    static const char NB_FLASH internal_error[] = "internal error";
    if (err->code >= ERR_CODE_COUNT) {   /* never read as "no error" */
        text_put_flash_str(out, internal_error);
        return;
    }
    write_template(text_flash_nth(error_templates, err->code), err, out, names);
}
