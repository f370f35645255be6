/*
 * command_reply.c — `reply RULE POS...`: the move nimbox would play as an
 * opponent (play.h) at the level command_reply_options set (5 unless
 * the caller chose one) with its seed, one line:
 *
 *   I FROM TO     pile I (from 1) goes from FROM to TO stones
 *   I FROM A+B    pile I splits into heaps A <= B (take-and-break)
 *   U V           on a map, a stone moves from node U to node V
 *   none          no legal move
 */
#include "core/command.h"
#include "core/play.h"
#include "core/text.h"

static struct {
    uint8_t level;
    uint32_t seed;
} options;

void command_reply_options(uint8_t level, uint32_t seed)
{
    options.level = level;
    options.seed = seed;
}

int command_reply(const struct command_io *io, const struct token *args, uint16_t nargs,
                  struct nb_error *err)
{
    struct rule r;
    struct command_position pos;
    struct play_move m;
    struct play_rng g;
    const struct text_out *out = io->out;
    uint8_t level = options.level ? options.level : PLAY_LEVEL_MAX;
    int code;
    if ((code = command_position(io, args, nargs, &r, &pos, 0, err)) != 0)
        return code;
    play_seed(&g, options.seed);
    if (rule_is_graph(&r)) {
        code = play_choose_graph(&r, pos.terms, pos.count, level, &g, &m, err);
    } else {
        code = play_choose_heaps(&r, pos.heaps, pos.count, level, &g, &m, err);
        if (code && err->where == ERR_AT_ARG)
            err->at += 1u;   /* pile index -> argument index */
    }
    if (code)
        return code;
    if (m.pile == PLAY_NONE) {
        text_put_flash_str(out, NB_TEXT("none"));
    } else {
        if (!rule_is_graph(&r)) {
            text_put_uint(out, (nb_uint_t)m.pile + 1u);
            text_put_char(out, ' ');
        }
        text_put_uint(out, m.from);
        text_put_char(out, ' ');
        text_put_uint(out, m.to);
        if (m.split) {
            text_put_char(out, '+');
            text_put_uint(out, m.split);
        }
    }
    text_put_char(out, '\n');
    return 0;
}
