/*
 * command_table.c — the commands of the command language, one row each
 * (COMMAND_ROWS): name, arguments and one-line usage (one NB_FLASH
 * string, the three parts ended by NUL), and the handler command_NAME.
 * The console, the host command's dispatcher and both `help` outputs read
 * this table; a row behind #if (ROW_REPLY) is a command only some builds
 * carry.  Adding a command: a row here, its handler in a file of its own
 * and declared in command.h (docs/extending.md).
 */
#include "core/command.h"
#include "core/rule.h"
#include "core/text.h"

/* A row's usage: left out where the build has no room for it (the boards'
 * consoles list names and arguments only). */
#if NB_COMMAND_USAGE
#define USAGE(s) "\0" s
#else
#define USAGE(s) "\0"
#endif

/* Commands only some builds carry: a row each, or nothing. */
#if NB_PLAY
#define ROW_REPLY(ROW) ROW(reply, "reply\0 RULE POS...", "nimbox's move as an opponent")
#else
#define ROW_REPLY(ROW)
#endif

/* The table: ROW(id, name "\0" arguments (each after a space), usage);
 * row id's handler is command_id (command.h). */
#define COMMAND_ROWS(ROW) \
    ROW(move, "move\0 RULE POS...", "the winning move, or `lose`") \
    ROW(grundy, "grundy\0 RULE N", "SG values of heaps (or nodes) 0..N") \
    ROW_REPLY(ROW) \
    ROW(help, "help\0", "the commands and the rules") \
    ROW(version, "version\0", "the version")

/* Each row's text: name, arguments, usage, each ended by NUL. */
#define ROW_TEXT(id, text, usage) static const char NB_FLASH text_##id[] = text USAGE(usage);
COMMAND_ROWS(ROW_TEXT)

#define ROW_TEXT_ADDRESS(id, text, usage) text_##id,
static const char *const NB_FLASH row_texts[] = { COMMAND_ROWS(ROW_TEXT_ADDRESS) };

#define ROW_INDEX(id, text, usage) ROW_##id,
enum { COMMAND_ROWS(ROW_INDEX) ROW_COUNT };

static struct token words[NB_MAX_PILES + 3];

uint8_t command_count(void)
{
    return ROW_COUNT;
}

/* Row i's text (an NB_FLASH address); i < ROW_COUNT. */
static const char *row_text(uint8_t i)
{
    const char *t;
    flash_read_into(&t, &row_texts[i], sizeof t);
    return t;
}

const char *command_name(uint8_t i)
{
    return row_text(i);
}

const char *command_args(uint8_t i)
{
    const char *args = text_flash_nth(row_text(i), 1);
    /* past the space that separates them from the name */
    return text_flash_char(args) ? args + 1 : args;
}

const char *command_usage(uint8_t i)
{
    return text_flash_nth(row_text(i), 2);
}

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

int16_t command_find(const struct token *name)
{
    uint8_t i;
    for (i = 0; i < ROW_COUNT; i++)
        if (token_is(name, row_text(i)))
            return i;
    return -1;
}

int command_run(uint8_t i, const struct command_io *io, const struct token *args,
                uint16_t nargs, struct nb_error *err)
{
    /* a row without arguments takes none */
    if (nargs && !text_flash_char(text_flash_nth(row_text(i), 1)))
        return command_arg_error(err, ERR_EXTRA_INPUT, 0, 0, 1);
    /* direct calls (each handler called from here only): a small board's
     * link-time optimisation can put them in place */
    switch (i) {
#define ROW_RUN(id, text, usage) case ROW_##id: return command_##id(io, args, nargs, err);
    COMMAND_ROWS(ROW_RUN)
    }
    return error_code(err, ERR_UNKNOWN_COMMAND);
}

/* Every row's name, sep between them; with_args: each name's arguments
 * after it. */
static void write_rows(const struct text_out *out, const char *sep, uint8_t with_args)
{
    uint8_t i;
    for (i = 0; i < ROW_COUNT; i++) {
        const char *t = row_text(i);
        if (i)
            text_put_flash_str(out, sep);
        text_put_flash_str(out, t);
        if (with_args)
            text_put_flash_str(out, text_flash_nth(t, 1));
    }
}

void command_write_list(const struct text_out *out)
{
    write_rows(out, NB_TEXT(" | "), 1);
}

void command_write_names(const struct text_out *out, uint8_t code)
{
    if (code == ERR_UNKNOWN_RULE)
        rule_write_list(out);
    else
        write_rows(out, NB_TEXT(", "), 0);
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
    text_put_flash_str(io->out, io->version);
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
