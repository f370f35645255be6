/*
 * test_game_errors.c — what the engine refuses and how it says so: sums
 * with no piles, too many piles or a heap past the limit (naming the pile),
 * and rule texts, bad and good, as the parser reads them.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "core/game.h"
#include "core/rule.h"

static void test_analyse_errors(void **state)
{
    static heap_t many[NB_MAX_PILES + 1];
    struct rule r;
    struct game_result res;
    struct nb_error err;
    const char *name;
    uint16_t len;
    heap_t h[3] = { 1, UINT64_C(9223372036854775808), 2 };
    (void)state;
    error_clear(&err);
    assert_int_equal(rule_parse("nim", 3, &r, &name, &len, &err), 0);
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, h, 0, &res, &err), ERR_NO_PILES);
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, many, NB_MAX_PILES + 1, &res, &err), ERR_TOO_MANY_PILES);
    assert_int_equal(err.limit, NB_MAX_PILES);
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, many, NB_MAX_PILES, &res, &err), 0);
    assert_int_equal(res.outcome, OUTCOME_LOSE);
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, h, 3, &res, &err), ERR_HEAP_TOO_LARGE);
    assert_int_equal(err.value, UINT64_C(9223372036854775808));
    assert_int_equal(err.limit, NB_HEAP_MAX);
    assert_int_equal(err.where, ERR_AT_ARG);
    assert_int_equal(err.at, 2);   /* the second pile */
    assert_int_equal(rule_parse("misere", 6, &r, &name, &len, &err), 0);
    error_clear(&err);
    assert_int_equal(game_analyse_heaps(&r, h, 3, &res, &err), ERR_HEAP_TOO_LARGE);
    assert_int_equal(err.at, 2);
}

static void test_rule_parse_errors(void **state)
{
    static const struct { const char *text; int code; } cases[] = {
        { "chess", ERR_UNKNOWN_RULE }, { "nimble", ERR_UNKNOWN_RULE }, { "ni", ERR_UNKNOWN_RULE },
        { "", ERR_UNKNOWN_RULE }, { "nim:3", ERR_UNKNOWN_RULE }, { "NIMBLE", ERR_UNKNOWN_RULE },
        { "n\x0e", ERR_UNKNOWN_RULE }, { "pow\x12", ERR_UNKNOWN_RULE },
        { "take", ERR_RULE_SYNTAX }, { "take:", ERR_RULE_SYNTAX }, { "take:x", ERR_RULE_SYNTAX },
        { "take:-1", ERR_RULE_SYNTAX }, { "take:0", ERR_RULE_AMOUNT_ZERO },
        { "take:9223372036854775808", ERR_NUMBER_TOO_LARGE }, { "sub", ERR_RULE_SYNTAX },
        { "sub:", ERR_RULE_SYNTAX }, { "sub:1,", ERR_RULE_SYNTAX }, { "sub:,1", ERR_RULE_SYNTAX },
        { "sub:1,,2", ERR_RULE_SYNTAX }, { "sub:1,0", ERR_RULE_AMOUNT_ZERO },
        { "sub:1 2", ERR_RULE_SYNTAX }, { "dag", ERR_RULE_SYNTAX }, { "dag:", ERR_RULE_SYNTAX },
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rule r;
        const char *name;
        uint16_t len;
        struct nb_error err;
        int code;
        error_clear(&err);
        code = rule_parse(cases[i].text, (uint16_t)strlen(cases[i].text), &r, &name, &len, &err);
        if (code != cases[i].code || err.code != cases[i].code)
            fail_msg("rule \"%s\": code %d, want %d", cases[i].text, code, cases[i].code);
    }
}

static void test_rule_parse_ok(void **state)
{
    struct rule r;
    const char *name;
    uint16_t len;
    struct nb_error err;
    static const char dag[] = "dag:maps/x.dag";
    (void)state;
    error_clear(&err);
    assert_int_equal(rule_parse("take:12", 7, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_TAKE);
    assert_int_equal(r.take_max, 12);
    assert_null(name);
    /* the length bounds the text: "nim" inside a longer buffer */
    assert_int_equal(rule_parse("nimble", 3, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_NIM);
    assert_int_equal(rule_parse(dag, (uint16_t)strlen(dag), &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_DAG);
    assert_true(rule_is_graph(&r));
    assert_ptr_equal(name, dag + 4);
    assert_int_equal(len, strlen(dag) - 4);
    assert_null(r.graph);
    assert_int_equal(rule_parse("pow2", 4, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_POW2);
    /* names in any case; a malformed parameter names its family's row */
    assert_int_equal(rule_parse("NIM", 3, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_NIM);
    assert_int_equal(rule_parse("Take:4", 6, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_TAKE);
    assert_int_equal(r.take_max, 4);
    error_clear(&err);
    assert_int_equal(rule_parse("sub:1,,2", 8, &r, &name, &len, &err), ERR_RULE_SYNTAX);
    assert_string_equal(rule_family_spelling((uint8_t)err.value), "sub:a,b,...");
    error_clear(&err);
    assert_int_equal(rule_parse("take", 4, &r, &name, &len, &err), ERR_RULE_SYNTAX);
    assert_string_equal(rule_family_spelling((uint8_t)err.value), "take:M");
    assert_false(rule_is_graph(&r));
    assert_int_equal(rule_parse("half", 4, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_HALF);
    assert_int_equal(rule_parse("misere", 6, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_MISERE);
    assert_int_equal(rule_parse("sub:5,5,2", 9, &r, &name, &len, &err), 0);
    assert_int_equal(rule_id(&r), RULE_ID_SUB);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_analyse_errors),
        cmocka_unit_test(test_rule_parse_errors),
        cmocka_unit_test(test_rule_parse_ok),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
