/*
 * test_error_text.c — what every error says, word for word, and where it
 * says the fault is (a line, an argument, a column), as error_write
 * prints it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "core/command.h"
#include "core/error.h"
#include "support.h"

static const char *written(const struct nb_error *err)
{
    test_out_reset();
    error_write(err, &test_out, command_write_names);
    return test_out_text();
}

static void test_error_texts(void **state)
{
    struct nb_error err;
    unsigned code;
    (void)state;
    error_clear(&err);
    assert_string_equal(written(&err), "no error");
    assert_int_equal(error_set(&err, ERR_NODE_OUT_OF_RANGE, 9, 3), ERR_NODE_OUT_OF_RANGE);
    assert_string_equal(written(&err), "node 9 out of range (nodes are 0..3)");
    error_set(&err, ERR_CYCLE, 1, 2);
    assert_string_equal(written(&err), "the graph has a cycle through the edge 1->2");
    error_set(&err, ERR_NUMBER_TOO_LARGE, 0, UINT64_MAX);
    assert_string_equal(written(&err), "number too large (at most 18446744073709551615)");
    error_set(&err, ERR_HEAP_BEYOND_TABLE, 5000000, 1048576);
    assert_non_null(strstr(written(&err), "heap 5000000 is beyond the SG table"));
    assert_non_null(strstr(test_out_text(), "1048576"));
    error_set(&err, ERR_NUMBER_TOO_SMALL, 0, 1);
    assert_string_equal(written(&err), "number 0 too small (at least 1)");
    error_set(&err, ERR_SELF_LOOP, 7, 0);
    assert_string_equal(written(&err), "self-loop on node 7");
    /* every code has its own sentence with every placeholder filled in */
    for (code = 0; code < ERR_CODE_COUNT; code++) {
        const char *text;
        error_set(&err, (uint8_t)code, 123, 456);
        text = written(&err);
        if (test_out_length() == 0 || strstr(text, "internal") || strchr(text, '%') ||
            (code != ERR_NONE && strcmp(text, "no error") == 0))
            fail_msg("code %u writes \"%s\"", code, text);
    }
    /* a code outside the table must not read as success (or as nothing) */
    error_set(&err, ERR_CODE_COUNT, 0, 0);
    written(&err);
    assert_true(test_out_length() > 0);
    assert_string_not_equal(test_out_text(), "no error");
    error_set(&err, 255, 0, 0);
    written(&err);
    assert_true(test_out_length() > 0);
    assert_string_not_equal(test_out_text(), "no error");
}

static void test_error_place(void **state)
{
    struct nb_error err;
    (void)state;
    error_clear(&err);
    assert_int_equal(err.code, ERR_NONE);
    assert_int_equal(err.where, ERR_AT_NONE);
    assert_int_equal(err.at, 0);
    /* error_set leaves the place alone; error_at keeps the first place */
    error_set(&err, ERR_TRUNCATED, 1, 2);
    assert_int_equal(err.where, ERR_AT_NONE);
    error_at(&err, ERR_AT_LINE, 7);
    error_at(&err, ERR_AT_ARG, 3);
    assert_int_equal(err.where, ERR_AT_LINE);
    assert_int_equal(err.at, 7);
    assert_int_equal(err.value, 1);
    assert_int_equal(err.limit, 2);
    error_clear(&err);
    assert_int_equal(err.where, ERR_AT_NONE);
    assert_int_equal(err.at, 0);
    assert_int_equal(err.value, 0);
    assert_int_equal(err.limit, 0);
    error_at(&err, ERR_AT_ARG, 3);
    assert_int_equal(err.where, ERR_AT_ARG);
    assert_int_equal(err.at, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_error_texts),
        cmocka_unit_test(test_error_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
