/*
 * command_table.c — the commands of the command language, one row each
 * (COMMAND_ROWS): name, arguments, one-line usage, and the handler
 * command_NAME.
 * The console, the host command's dispatcher and both `help` outputs read
 * this table; a row behind #if (ROW_REPLY) is a command only some builds
 * carry.  Adding a command: a row here, its handler in a file of its own
 * and declared in command.h (docs/extending.md).
 */
#include "core/command.h"
#include "core/rule.h"
#include "core/text.h"
#include "core/misere_table.h"

/* Commands only some builds carry: a row each, or nothing. */
#if CAP_PLAY
#define ROW_REPLY(ROW) ROW(reply, "reply", " RULE POS...", "nimbox's move as an opponent")
#else
#define ROW_REPLY(ROW)
#endif

/* The table: ROW(id, name, arguments (each after a space), usage); row
 * id's handler is command_id (command.h).  The strings below are made
 * from it when the build compiles, so a board reads no table at run time. */
#define COMMAND_ROWS(ROW) \
    ROW(move, "move", " RULE POS...", "the winning move, or `lose`") \
    ROW(grundy, "grundy", " RULE N", "SG values of heaps (or nodes) 0..N") \
    ROW_REPLY(ROW) \
    ROW(help, "help", "", "the commands and the rules") \
    ROW(version, "version", "", "the version")

#define ROW_INDEX(id, name, args, usage) ROW_##id,
enum { COMMAND_ROWS(ROW_INDEX) ROW_COUNT };

/* The names, each ended by NUL: "move\0grundy\0..." */
#define ROW_NAME(id, name, args, usage) name "\0"
static const char NB_FLASH names[] = COMMAND_ROWS(ROW_NAME);

/* " | move RULE POS... | grundy RULE N | ...": written from LIST_START. */
#define ROW_LIST(id, name, args, usage) " | " name args
static const char NB_FLASH list[] = COMMAND_ROWS(ROW_LIST);
#define LIST_START 3

/* Bit i set: row i takes arguments. */
#define ROW_ARGS_BIT(id, name, args, usage) | ((sizeof args > 1u ? 1u : 0u) << ROW_##id)
#define ROWS_WITH_ARGS (0u COMMAND_ROWS(ROW_ARGS_BIT))

static struct token words[NB_MAX_PILES + 3];

uint8_t command_count(void)
{
    return ROW_COUNT;
}

const char *command_name(uint8_t i)
{
    return text_flash_nth(names, i);
}

#if NB_COMMAND_USAGE
/* The arguments and the usages, each ended by NUL (the host's help). */
#define ROW_ARGS(id, name, args, usage) args "\0"
static const char NB_FLASH args_list[] = COMMAND_ROWS(ROW_ARGS);
#define ROW_USAGE(id, name, args, usage) usage "\0"
static const char NB_FLASH usages[] = COMMAND_ROWS(ROW_USAGE);

const char *command_args(uint8_t i)
{
    const char *a = text_flash_nth(args_list, i);
    /* past the space that separates them from the name */
    return text_flash_char(a) ? a + 1 : a;
}

const char *command_usage(uint8_t i)
{
    return text_flash_nth(usages, i);
}
#endif

/* Is the token the word w (an NB_FLASH string of lower-case letters), in
 * any case?  A byte ORed with 0x20 is a lower-case letter only when it is
 * that letter in either case.  Never reads past w's terminator, even when
 * the token holds a NUL. */
static int token_is(const struct token *t, const char *w)
{
    uint16_t i;
    for (i = 0; i < t->len; i++) {
        char c = text_flash_char(w + i);
        if (c == 0 || c != (char)(t->s[i] | 0x20))
            return 0;
    }
    return text_flash_char(w + t->len) == 0;
}

int16_t command_find(const struct token *name)
{
    uint8_t i;
    for (i = 0; i < ROW_COUNT; i++)
        if (token_is(name, command_name(i)))
            return i;
    return -1;
}

int command_run(uint8_t i, const struct command_io *io, const struct token *args,
                uint16_t nargs, struct nb_error *err)
{
    /* a row without arguments takes none */
    if (nargs && !((ROWS_WITH_ARGS >> i) & 1u))
        return command_arg_error(err, ERR_EXTRA_INPUT, 0, 0, 1);
    /* direct calls (each handler called from here only): a small board's
     * link-time optimisation can put them in place */
    switch (i) {
#define ROW_RUN(id, name, arguments, usage) \
    case ROW_##id: return command_##id(io, args, nargs, err);
    COMMAND_ROWS(ROW_RUN)
    }
    return error_code(err, ERR_UNKNOWN_COMMAND);
}

void command_write_list(const struct text_out *out)
{
    text_put_flash_str(out, list + LIST_START);
}

void command_write_names(const struct text_out *out, const struct nb_error *err)
{
    if (err->code == ERR_UNKNOWN_RULE)
        rule_write_list(out);
    else if (err->code == ERR_UNKNOWN_COMMAND)
        command_write_list(out);
#if NB_MISERE_FLASH
    else if (err->code == ERR_MISERE_NO_TABLE)
        misere_flash_write_list(out);
#endif
    else if (NB_CONSOLE_MAPS && err->code == ERR_UNKNOWN_MAP && command_map_names)
        command_map_names(out);
    else if (NB_CONSOLE_MAPS && err->code == ERR_NO_SUCH_SQUARE) {   /* the last square: h8 */
        text_put_char(out, (char)('a' - 1 + err->value));
        text_put_uint(out, err->limit);
    }
}

int command_help(const struct command_io *io, const struct token *args, uint16_t nargs,
                 struct nb_error *err)
{
    (void)args;
    (void)nargs;
    (void)err;
    command_write_list(io->out);
    text_put_flash_str(io->out, NB_TEXT("; rules: "));
    rule_write_list(io->out);
    text_put_char(io->out, '\n');
    return 0;
}

int command_version(const struct command_io *io, const struct token *args, uint16_t nargs,
                    struct nb_error *err)
{
    (void)args;
    (void)nargs;
    (void)err;
    if (io->write_version)
        io->write_version(io->out);
    text_put_char(io->out, '\n');
    return 0;
}

int command_line(const struct command_io *io, const char *line, uint16_t len,
                 struct token *bad, struct nb_error *err)
{
    uint16_t i = 0, n = 0;
    int16_t row;
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
    row = command_find(&words[0]);
    if (row >= 0) {
        code = command_run((uint8_t)row, io, words + 1, (uint16_t)(n - 1u), err);
    } else {
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
