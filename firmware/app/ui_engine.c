/*
 * ui_engine.c — the screens' side of the engine (ui_state.h): the rule's
 * tables started (again when the console used the engine meanwhile), the
 * position on screen analysed into ui.result, and "Working..." on line 2
 * while a table build or a streamed heap takes longer than
 * WORKING_AFTER_MS.
 */
#include "app/ui.h"
#include "app/ui_state.h"
#include "core/busy.h"
#include "core/maps.h"
#include "core/subtraction.h"
#include "hal/clock.h"

/* A table build that takes longer says so on line 2. */
#define WORKING_AFTER_MS 30u

static uint32_t working_since;
static uint8_t working_shown;

/* The engine's word that a long build goes on: after WORKING_AFTER_MS,
 * line 2 says so (once). */
static void working(void)
{
    if (!working_shown && clock_ms() - working_since >= WORKING_AFTER_MS) {
        ui_show_text(1, NB_TEXT("Working..."));
        working_shown = 1;
        ui.worked = 1;
    }
}

void ui_apply_rule(void)
{
    uint8_t param = rule_param(&ui.rule);
    struct rule_period period;
    working_since = clock_ms();
    working_shown = 0;
    nb_busy_hook = working;
    error_clear(&ui.rule_error);
    if (param == RULE_PARAM_LIST) {
        if (subtraction_start(ui.s.amounts, ui.s.amount_count, &ui.rule_error) == 0)
            subtraction_build_all();
    } else if (param == RULE_PARAM_MAP) {
        /* every node's SG value, into the engine's table */
        rule_attach_graph(&ui.rule, maps_graph(ui.s.map), &ui.rule_error);
    } else {
        /* octal:CODE plays the saved code; kayles and dawson their own */
        if (param == RULE_PARAM_CODE)
            ui.rule.code = ui.s.code;
        /* the whole table, up to a proven period, now: the hints that
         * follow cost no table work */
        if (rule_start(&ui.rule, &ui.rule_error) == 0)
            rule_period(&ui.rule, &period);
    }
    nb_busy_hook = 0;
    ui.engine_stale = 0;
}

uint8_t ui_engine_ready(void)
{
    if (ui.engine_stale)
        ui_apply_rule();
    error_clear(&ui.error);
    if (ui.rule_error.code != ERR_NONE) {
        ui.error = ui.rule_error;
        return 0;
    }
    return 1;
}

void ui_evaluate(void)
{
    struct node_term merged[UI_MAX_TERMS];
    uint16_t n = ui.s.term_count, i;
    if (!ui_engine_ready()) {
        ui.refused = 1;
    } else if (ui_is_graph()) {
        /* the engine wants each node once: merge a copy, keep the entries */
        for (i = 0; i < n; i++)
            merged[i] = ui.s.terms[i];
        ui.refused = game_merge_terms(merged, &n, &ui.error) != 0 ||
                     game_analyse_graph(&ui.rule, merged, n, &ui.result, &ui.error) != 0;
    } else {
        /* a heap past a table without a period is streamed: "Working..."
         * after WORKING_AFTER_MS, as for a table build */
        working_since = clock_ms();
        working_shown = 0;
        nb_busy_hook = working;
        ui.refused = game_analyse_heaps(&ui.rule, ui.s.piles, ui.s.count, &ui.result,
                                        &ui.error) != 0;
        nb_busy_hook = 0;
    }
}

void ui_engine_changed(void)
{
    ui.engine_stale = 1;
}
