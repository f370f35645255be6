/*
 * command.c — `move` and `grundy`: their rule and position parsed
 * (command_args.c), analysed, and their answers written (`move
 * --explain`'s second line is command_explain.c's).
 */
#include "core/command.h"
#include "core/command_explain.h"
#include "core/scan.h"
#include "core/text.h"

static void put_line_end(const struct text_out *out)
{
    text_put_char(out, '\n');
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
    nb_uint_t n;
    heap_t i;   /* up to NB_GRUNDY_MAX, within a heap */
    uint8_t pass;
    int code;
    if ((code = command_rule_argument(io, args, nargs, &r, err)) != 0)
        return code;
    if (!rule_has_sg(&r))
        return command_arg_error(err, ERR_NO_SG_FOR_MISERE, 0, 0, 1);
    if (nargs < 2)
        return command_arg_error(err, ERR_MISSING_ARGUMENT, 0, 0, 2);
    if (nargs > 2)
        return command_arg_error(err, ERR_EXTRA_INPUT, 0, 0, 3);
    code = scan_parse_uint(args[1].s, args[1].len, NB_GRUNDY_MAX, &n);
    if (code)
        return command_arg_error(err, (uint8_t)code, 0, NB_GRUNDY_MAX, 2);
    if (rule_is_graph(&r) && n >= r.graph->node_count)
        return command_arg_error(err, ERR_NODE_OUT_OF_RANGE, n, r.graph->node_count - 1u, 2);
    /* pass 0 checks every value, so an error never follows partial output;
     * pass 1 writes them */
    for (pass = 0; pass < 2; pass++)
        for (i = 0; i <= (heap_t)n; i++) {
            sg_t g;
            if ((code = rule_pile_sg(&r, i, &g, err)) != 0)
                return command_error_arg(err, code, 2);
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
