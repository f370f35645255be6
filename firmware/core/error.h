/*
 * error.h — what went wrong, and where, as plain data.
 *
 * Engine functions return 0 or an error code and fill a struct nb_error with
 * the offending value, the limit it broke and the line it came from; the
 * caller adds its own context (file name, argument) and error_write() says it
 * in words.  Nothing in the engine prints or aborts on its own.
 */
#ifndef CORE_ERROR_H
#define CORE_ERROR_H

#include <stdint.h>
#include "core/text.h"

enum error_code {
    ERR_NONE = 0,
    ERR_NUMBER_MALFORMED,   /* a token that should be a number is not */
    ERR_NUMBER_TOO_LARGE,   /* value > limit */
    ERR_NUMBER_TOO_SMALL,   /* value < limit */
    ERR_TRUNCATED,          /* input ended where more was expected */
    ERR_EXTRA_INPUT,        /* something after the expected end */
    ERR_UNKNOWN_RULE,       /* rule name not known */
    ERR_RULE_SYNTAX,        /* rule parameter missing or malformed; value = the
                               family's row in rule.c's table */
    ERR_RULE_AMOUNT_ZERO,   /* a take/sub amount of 0 */
    ERR_TOO_MANY_AMOUNTS,   /* value = count, limit */
    ERR_NO_PILES,           /* a position with no piles */
    ERR_TOO_MANY_PILES,     /* limit */
    ERR_HEAP_TOO_LARGE,     /* limit (the heap may not fit a number: not written) */
    ERR_HEAP_BEYOND_TABLE,  /* value = heap, limit = table size: no period found */
    ERR_TERM_SYNTAX,        /* a graph position term not NODE=COUNT */
    ERR_TOO_MANY_TERMS,     /* limit */
    ERR_COUNT_OVERFLOW,     /* value = node: counts add past the heap limit */
    ERR_NO_NODES,           /* a graph with 0 nodes */
    ERR_TOO_MANY_NODES,     /* limit (value = n when known; not written) */
    ERR_TOO_MANY_EDGES,     /* limit (value = m when known; not written) */
    ERR_NODE_OUT_OF_RANGE,  /* value = node, limit = last node */
    ERR_SELF_LOOP,          /* value = node */
    ERR_CYCLE,              /* value = a node on a cycle, limit = next node */
    ERR_SG_TOO_LARGE,       /* an SG value beyond the mex bitset (limit) */
    ERR_NO_SG_FOR_MISERE,   /* grundy asked of misere play */
    ERR_NOT_A_GRAPH_RULE,   /* NODE=COUNT given to a heap rule or the reverse */
    ERR_UNKNOWN_COMMAND,
    ERR_MISSING_ARGUMENT,
    ERR_TOKEN_TOO_LONG,     /* limit */
    ERR_LINE_TOO_LONG,      /* limit */
    ERR_UNKNOWN_MAP,        /* dag:NAME names no graph */
    ERR_NODE_TOO_LARGE,     /* limit = last node: a node number past any number */
    ERR_NUMBER_TOO_LONG,    /* limit: digits in one number read from a file */
    ERR_COMMENT_TOO_LONG,   /* limit: characters in one '#' comment */
    ERR_NUL_BYTE,           /* a NUL byte in text input (a binary file) */
    ERR_NO_NUMBERS,         /* input with no number at all (empty, or comments only) */
    ERR_OCTAL_SYNTAX,       /* an octal code not starting 0. or . */
    ERR_OCTAL_EMPTY,        /* an octal code without digits */
    ERR_OCTAL_DIGIT,        /* a character other than 0-7 in an octal code */
    ERR_OCTAL_TOO_LONG,     /* value = digits, limit */
    ERR_OCTAL_NO_MOVES,     /* a code of 0s only: a game without moves */
    ERR_NO_MOVES,           /* play asked of a family that carries no legal moves */
    ERR_NO_SUCH_SQUARE,     /* a square off a grid map: value = width, limit = rows */
#if NB_MISERE_TABLE   /* (the misere search's, where the build has it) */
    ERR_MISERE_TOKENS,      /* misere search: value = tokens (stones) with a move, limit */
    ERR_MISERE_TABLE,       /* misere search: more positions than its table (limit) holds */
    ERR_MISERE_DEPTH,       /* misere search: a line of play longer than its stack (limit) */
#endif
#if NB_MISERE_FLASH   /* (misere:RULE from tables in flash, where the build has them) */
    ERR_MISERE_NO_TABLE,    /* misere:RULE with neither Bouton's rule nor a table here */
    ERR_MISERE_BOUND,       /* misere table: value = tokens with a move, limit = its bound */
#endif
    ERR_CODE_COUNT
};

enum error_where { ERR_AT_NONE = 0, ERR_AT_LINE, ERR_AT_ARG };

/* What `at` counts: a line of a file read (only where files are read),
 * else an argument's index on a command line, which 16 bits hold. */
#if NB_FILE_INPUT
typedef uint32_t error_at_t;
#else
typedef uint16_t error_at_t;
#endif

/* An error with its particulars; fields that do not apply are 0. */
struct nb_error {
    uint8_t code;       /* enum error_code */
    uint8_t where;      /* ERR_AT_NONE, ERR_AT_LINE or ERR_AT_ARG: what `at` counts */
    error_at_t at;      /* 1-based input line or argument index */
    nb_uint_t value;     /* the offending value */
    nb_limit_t limit;    /* the limit or bound it broke */
};

/* Fill err's code, value and limit and return the code (so callers can
 * `return error_set(...)`); where/at are left to whoever knows them.  The
 * value is a limit's type (a heap, a node, a count of arguments): a caller
 * reporting a number it parsed past that writes err->value itself. */
int error_set(struct nb_error *err, uint8_t code, nb_limit_t value, nb_limit_t limit);

/* error_set with no value and no limit. */
int error_code(struct nb_error *err, uint8_t code);

/* Record where the error happened (keeps an earlier, more precise place). */
void error_at(struct nb_error *err, uint8_t where, error_at_t at);

/* Clear an error. */
void error_clear(struct nb_error *err);

/* How many message templates there are (ERR_CODE_COUNT when they match). */
uint8_t error_template_count(void);

/* Writes the names an error's sentence lists (the rules for
 * ERR_UNKNOWN_RULE, the commands for ERR_UNKNOWN_COMMAND, the form a
 * malformed rule takes for ERR_RULE_SYNTAX): the caller's, which knows
 * them (command.h: command_write_names); error.c sits below the tables
 * that hold them. */
typedef void (*error_names_fn)(const struct text_out *out, const struct nb_error *err);

/* Write the error in words, without a prefix or a newline; names (or 0:
 * none) fills in the lists. */
void error_write(const struct nb_error *err, const struct text_out *out, error_names_fn names);

#endif
