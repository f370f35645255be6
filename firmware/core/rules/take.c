/*
 * take.c — take:M, take 1..M stones: SG(n) = n mod (M+1), period M+1.
 */
#include "core/rules/rules.h"
#include "core/scan.h"

int rule_parse_amount(const char *s, uint16_t len, heap_t *amount, struct nb_error *err)
{
    nb_uint_t v;
    int code = scan_parse_uint(s, len, NB_HEAP_MAX, &v);
    if (code == ERR_NUMBER_MALFORMED)
        return error_code(err, ERR_RULE_SYNTAX);
    if (code)
        return error_set(err, (uint8_t)code, 0, NB_HEAP_MAX);
    if (v == 0)
        return error_code(err, ERR_RULE_AMOUNT_ZERO);
    *amount = (heap_t)v;
    return 0;
}

static int take_parse(const char *param, uint16_t len, struct rule *r, struct nb_error *err)
{
    return rule_parse_amount(param, len, &r->take_max, err);
}

static int take_sg(const struct rule *r, heap_t h, sg_t *sg, struct nb_error *err)
{
    (void)err;
    *sg = h % (r->take_max + 1u);
    return 0;
}

static int take_options(const struct rule *r, heap_t h, sg_t target, uint32_t *count,
                        struct rule_option *best, struct nb_error *err)
{
    /* (h - k) mod (M+1) = target with 1 <= k <= min(M, h) */
    heap_t mod = r->take_max + 1u, g = h % mod, k;
    (void)err;
    if (target >= mod || target == g)
        return 0;
    k = g > target ? g - target : g + mod - target;
    if (k <= h)
        rule_note_fewest(h - k, count, best);
    return 0;
}

static void take_period(const struct rule *r, struct rule_period *p)
{
    p->period = r->take_max + 1u;
}

const struct rule_family NB_FLASH rule_family_take = {
    .spell = "take:M", .tag = "T", .id = RULE_ID_TAKE, .param = RULE_PARAM_NUMBER,
    .parse = take_parse, .sg = take_sg, .options = take_options, .period = take_period,
};
