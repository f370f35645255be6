/*
 * error.c — turns a struct nb_error into one sentence.
 */
#include <string.h>
#include "core/error.h"

NB_NOINLINE int error_set(struct nb_error *err, uint8_t code, nb_limit_t value, nb_limit_t limit)
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
    /* every field cleared is 0: ERR_NONE, ERR_AT_NONE, no place, no
     * numbers (one call: the firmware links memset anyway) */
    memset(err, 0, sizeof *err);
}

/* Phrases several templates share, in program memory like them: a byte
 * 1..ERR_PHRASE_COUNT in a template stands for the phrase of that number.
 * Phrases hold no phrase bytes themselves. */
#define P_AT_MOST "\001"     /* " (at most %l" */
#define P_TOO "\002"         /* "too " */
#define P_DIGITS "\003"      /* "digits" */
#define P_TERM "\004"        /* " NODE=COUNT" */
#define P_FILE_ONLY "\005"   /* "file input error" */
#define P_NODES_ARE "\006"   /* " (nodes are 0..%l)" */
#define P_EG_OCTAL "\007"    /* " (e.g. octal:0.77)" */
#define P_RULE "\010"        /* " rule" */
#define P_HEAP "\011"        /* "heap" */
#define P_NO "\012"          /* "no " */
#define P_NUMBER "\013"      /* "number " */
#define P_MANY "\014"        /* "many " */
#define P_CHARACTERS "\015"  /* " characters)" */
#define P_OCTAL "\016"       /* "octal " */
#define P_NODE "\017"        /* "node" */
#define P_LARGE "\020"       /* "large" */
#define P_THE "\021"         /* "the " */
#define P_UNKNOWN "\022"     /* "unknown" */
#define P_ARGUMENT "\023"    /* "argument" */
#define P_POSITION "\024"    /* "position " */
#define P_AT_LEAST "\025"    /* "at least " */
#define P_VALUE "\026"       /* " %v " */
#define P_TABLE "\027"       /* "table " */
#define ERR_PHRASE_COUNT 23
static const char NB_FLASH error_phrases[] =
    " (at most %l" "\0" "too " "\0" "digits" "\0" " NODE=COUNT" "\0" "file input error" "\0"
    " (nodes are 0..%l)" "\0" " (e.g. octal:0.77)" "\0" " rule" "\0" "heap" "\0" "no " "\0"
    "number " "\0" "many " "\0" " characters)" "\0" "octal " "\0" "node" "\0" "large" "\0"
    "the " "\0" "unknown" "\0" "argument" "\0" "position " "\0" "at least " "\0" " %v " "\0"
    "table ";

/* Errors only the readers of graph files and judge input raise
 * (graph_read.c, scan.c): where the build reads no files (a board), their
 * sentences are left out and one short phrase stands in. */
#if NB_FILE_INPUT
#define FILE_ONLY(sentence) sentence
#else
#define FILE_ONLY(sentence) P_FILE_ONLY
#endif

/* The error only squares raise (command_args.c), where the build takes
 * them (NB_CONSOLE_MAPS); elsewhere one phrase stands in. */
#if NB_CONSOLE_MAPS
#define CONSOLE_MAPS_ONLY(sentence) sentence
#else
#define CONSOLE_MAPS_ONLY(sentence) P_NO
#endif

/* The misere search's errors (misere_search.c), where the build has it
 * (NB_MISERE_TABLE not 0); elsewhere neither they nor their codes. */
#if NB_MISERE_TABLE
#define MISERE_ONLY(sentences) sentences
#else
#define MISERE_ONLY(sentences)
#endif
/* And the tables' (misere_table.c), where the build has them instead. */
#if NB_MISERE_FLASH
#define MISERE_FLASH_ONLY(sentences) sentences
#else
#define MISERE_FLASH_ONLY(sentences)
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
        } else if (c == '%') {   /* every '%' is one of the three */
            c = text_flash_char(t++);
            if (c != 'n')
                text_put_uint(out, c == 'v' ? err->value : err->limit);
            else if (names)
                names(out, err);
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
    P_NO "error" "\0"   /* ERR_NONE */
    "not a " P_NUMBER "(" P_DIGITS " 0-9 only)" "\0"   /* ERR_NUMBER_MALFORMED */
    P_NUMBER P_TOO P_LARGE P_AT_MOST ")" "\0"   /* ERR_NUMBER_TOO_LARGE */
    P_NUMBER "%v " P_TOO "small (" P_AT_LEAST "%l)" "\0"   /* ERR_NUMBER_TOO_SMALL */
    FILE_ONLY("input ends " P_TOO "early (more expected after this line)")
    "\0"   /* ERR_TRUNCATED */
    "unexpected extra input" "\0"   /* ERR_EXTRA_INPUT */
    P_UNKNOWN P_RULE " (%n)" "\0"   /* ERR_UNKNOWN_RULE */
    "malformed" P_RULE " parameter%n" "\0"   /* ERR_RULE_SYNTAX */
    "an amount must be " P_AT_LEAST "1" "\0"   /* ERR_RULE_AMOUNT_ZERO */
    P_TOO P_MANY "amounts" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_AMOUNTS */
    P_NO P_POSITION "given" "\0"   /* ERR_NO_PILES */
    P_TOO P_MANY "piles" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_PILES */
    P_HEAP " " P_TOO P_LARGE P_AT_MOST ")" "\0"   /* ERR_HEAP_TOO_LARGE */
    P_HEAP P_VALUE "is beyond " P_THE "SG " P_TABLE "(%l " P_HEAP "s) and " P_NO
    "period was found within it" "\0"   /* ERR_HEAP_BEYOND_TABLE */
    "expected" P_TERM "\0"   /* ERR_TERM_SYNTAX */
    P_TOO "many" P_TERM " terms" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_TERMS */
    "stone count on " P_NODE P_VALUE P_TOO P_LARGE P_AT_MOST ")" "\0"   /* ERR_COUNT_OVERFLOW */
    FILE_ONLY("a graph needs at least one " P_NODE) "\0"   /* ERR_NO_NODES */
    P_TOO P_MANY P_NODE "s" P_AT_MOST ")" "\0"   /* ERR_TOO_MANY_NODES */
    FILE_ONLY(P_TOO P_MANY "edges" P_AT_MOST ")") "\0"   /* ERR_TOO_MANY_EDGES */
    P_NODE P_VALUE "out of range" P_NODES_ARE "\0"   /* ERR_NODE_OUT_OF_RANGE */
    FILE_ONLY("self-loop on " P_NODE " %v") "\0"   /* ERR_SELF_LOOP */
    P_THE "graph has a cycle through " P_THE "edge %v->%l" "\0"   /* ERR_CYCLE */
    "an SG value exceeds " P_THE P_TABLE "limit %l" "\0"   /* ERR_SG_TOO_LARGE */
    "misere play has " P_NO "Sprague-Grundy values; ask for a move instead"
    "\0"   /* ERR_NO_SG_FOR_MISERE */
    P_POSITION "does not fit the" P_RULE " (" P_HEAP "s for " P_HEAP P_RULE "s," P_TERM " for dag)"
    "\0"   /* ERR_NOT_A_GRAPH_RULE */
    P_UNKNOWN " command (%n)" "\0"   /* ERR_UNKNOWN_COMMAND */
    "missing " P_ARGUMENT "\0"   /* ERR_MISSING_ARGUMENT */
    P_ARGUMENT " " P_TOO "long" P_AT_MOST P_CHARACTERS "\0"   /* ERR_TOKEN_TOO_LONG */
    "line " P_TOO "long" P_AT_MOST P_CHARACTERS "; discarded" "\0"   /* ERR_LINE_TOO_LONG */
    P_NO "such graph%n" "\0"   /* ERR_UNKNOWN_MAP */
    P_NODE " " P_TOO P_LARGE P_NODES_ARE "\0"   /* ERR_NODE_TOO_LARGE */
    FILE_ONLY(P_NUMBER P_TOO "long" P_AT_MOST " " P_DIGITS ")") "\0"   /* ERR_NUMBER_TOO_LONG */
    FILE_ONLY("comment " P_TOO "long" P_AT_MOST P_CHARACTERS) "\0"   /* ERR_COMMENT_TOO_LONG */
    FILE_ONLY("a NUL byte: binary data, not text") "\0"   /* ERR_NUL_BYTE */
    FILE_ONLY("input ends " P_TOO "early (" P_NO "numbers at all)") "\0"   /* ERR_NO_NUMBERS */
    "an " P_OCTAL "code is 0. and " P_DIGITS " 0-7" P_EG_OCTAL "\0"   /* ERR_OCTAL_SYNTAX */
    P_NO P_DIGITS " after 0." P_EG_OCTAL "\0"   /* ERR_OCTAL_EMPTY */
    P_OCTAL P_DIGITS " are 0-7" "\0"   /* ERR_OCTAL_DIGIT */
    P_TOO P_MANY P_OCTAL P_DIGITS P_AT_MOST ")" "\0"   /* ERR_OCTAL_TOO_LONG */
    "a code of 0s only allows " P_NO "move" "\0"   /* ERR_OCTAL_NO_MOVES */
    "cannot play this" P_RULE "\0"   /* ERR_NO_MOVES */
    CONSOLE_MAPS_ONLY(P_NO "such square (a1..%n)")   /* ERR_NO_SUCH_SQUARE */
    MISERE_ONLY("\0" P_TOO P_MANY "tokens for " P_THE "misere search: %v" P_AT_MOST
                " with a move; on a map, stones)"   /* ERR_MISERE_TOKENS */
                "\0" "misere search " P_TOO P_LARGE ": more positions than its " P_TABLE
                "holds (%l)"   /* ERR_MISERE_TABLE */
                "\0" "misere search " P_TOO "deep: a line of play longer than %l moves")
    /* ERR_MISERE_DEPTH */
    MISERE_FLASH_ONLY("\0" "misere play of this" P_RULE " is not on this board (it has %n)"
                      /* ERR_MISERE_NO_TABLE */
                      "\0" P_TOO P_MANY "tokens for " P_THE "misere " P_TABLE "on this board: %v"
                      P_AT_MOST " with a move)");   /* ERR_MISERE_BOUND */

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
