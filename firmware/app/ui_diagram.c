/*
 * ui_diagram.c — the picture band's diagrams (CAP_DIAGRAMS,
 * boards/features.mk; drawn by screens_diagram.c): on a grid map's home
 * screen and SG values, the board with the stones on it and the winning
 * move drawn, and in a game the board with the move made or entered; on
 * a heap rule's SG values, the plot of SG(0..41) with the first period
 * bracketed and the piles marked under it.  Every value plotted is the
 * engine's (rule_pile_sg); one it does not give has no bar.
 * Each page goes to the display with a key that sums up what it shows;
 * the plot's values are read again, and its key changes, each time the
 * SG values view is entered, and the key when its cursor moves.
 */
#include "app/screens_diagram.h"
#include "app/ui_diagram.h"
#include "app/ui_state.h"
#include "core/maps.h"
#include "core/play.h"
#include "hal/lcd.h"

#if LCD_PICTURE_PAGES != DIAGRAM_PAGES
#error "the diagrams fill a band of DIAGRAM_PAGES pages (hal/lcd.h: LCD_PICTURE_PAGES)"
#endif

/* the plot's values and piles, read when the view is entered */
static uint8_t plot_sg[DIAGRAM_PLOT_HEAPS];
static uint8_t plot_piles[(DIAGRAM_PLOT_HEAPS + 7u) / 8u];
static struct plot_picture plot = { plot_sg, 1, 0, 0, 0, plot_piles, 0 };
/* bumped at each entry: the plot's pages keyed apart from the last's */
static uint8_t plot_stamp;
/* the screen of the band's last drawing: another one before the SG
 * values is their view entered anew (the home screen always comes
 * between two entries) */
static uint8_t last_screen = 0xFF;

static uint8_t board_column(uint8_t page, uint8_t x, const void *ctx)
{
    return diagram_board_column((const struct board_picture *)ctx, page, x);
}

static uint8_t plot_column(uint8_t page, uint8_t x, const void *ctx)
{
    return diagram_plot_column((const struct plot_picture *)ctx, page, x);
}

/* The stones of terms[0..count) on the map's board, the move from -> to
 * drawn (DIAGRAM_NONE: none): 1, or 0 when the map is no grid that fits
 * the band. */
static uint8_t board_of(const struct node_term *terms, uint8_t count, uint8_t from, uint8_t to,
                        struct board_picture *b)
{
    uint8_t width = maps_grid_width(ui.s.map), i;
    node_t nodes = maps_graph(ui.s.map)->node_count;
    if (width == 0 || width > DIAGRAM_BOARD_MAX || nodes % width || nodes / width > DIAGRAM_BOARD_MAX)
        return 0;
    b->width = width;
    b->rows = (uint8_t)(nodes / width);
    for (i = 0; i < DIAGRAM_BOARD_MAX; i++)
        b->odd[i] = 0;
    for (i = 0; i < count; i++)
        if (terms[i].count & 1u) {
            node_t n = terms[i].node;
            b->odd[n / width] ^= (uint8_t)(1u << (n % width));   /* entries on one node add */
        }
    b->from = from;
    b->to = to;
    return 1;
}

/* The board of the screen on the glass: the position and its winning
 * move, or a game and its move. */
static uint8_t board_of_screen(struct board_picture *b)
{
#if CAP_PLAY
    if (ui.screen == UI_PLAY) {
        const struct node_term *terms;
        struct play_move m;
        uint8_t count;
        if (ui_play_map(&terms, &count, &m))
            return board_of(terms, count, (uint8_t)m.from, (uint8_t)m.to, b);
        return board_of(terms, count, DIAGRAM_NONE, DIAGRAM_NONE, b);
    }
#endif
    if (!ui.refused && ui.result.outcome == OUTCOME_WIN)
        return board_of(ui.s.terms, ui.s.term_count, (uint8_t)ui.result.from, (uint8_t)ui.result.to, b);
    return board_of(ui.s.terms, ui.s.term_count, DIAGRAM_NONE, DIAGRAM_NONE, b);
}

/* SG(0..DIAGRAM_PLOT_HEAPS - 1) and the period from the engine, once per
 * entry. */
static void plot_values(void)
{
    struct rule_period period;
    struct nb_error err;
    uint8_t x, max = 0;
    sg_t sg;
    for (x = 0; x < DIAGRAM_PLOT_HEAPS; x++) {
        plot_sg[x] = DIAGRAM_SG_UNKNOWN;
        if (rule_pile_sg(&ui.rule, x, &sg, &err) == 0) {
            plot_sg[x] = sg < DIAGRAM_SG_UNKNOWN ? (uint8_t)sg : (uint8_t)(DIAGRAM_SG_UNKNOWN - 1u);
            if (plot_sg[x] > max)
                max = plot_sg[x];
        }
    }
    plot.unit = diagram_plot_unit(max);
    plot.has_period = rule_period(&ui.rule, &period) && period.known;
    plot.preperiod = period.preperiod;
    plot.period = period.period;
    for (x = 0; x < sizeof plot_piles; x++)
        plot_piles[x] = 0;
    for (x = 0; x < ui.s.count; x++)
        if (ui.s.piles[x] < DIAGRAM_PLOT_HEAPS)
            plot_piles[ui.s.piles[x] / 8u] |= (uint8_t)(1u << (ui.s.piles[x] % 8u));
}

uint8_t ui_diagram_band(void)
{
    uint8_t page, entered = ui.screen != last_screen;
    last_screen = ui.screen;
    if (ui_is_graph() && (ui.screen == UI_EDIT || ui.screen == UI_DETAIL || ui.screen == UI_PLAY)) {
        struct board_picture b;
        if (!board_of_screen(&b))
            return 0;
        for (page = 0; page < DIAGRAM_PAGES; page++)
            lcd_picture_page(page, diagram_board_key(&b, page), board_column, &b);
        return 1;
    }
    if (ui.screen != UI_DETAIL || ui.refused || !rule_has_sg(&ui.rule))
        return 0;
    if (entered) {
        plot_stamp++;
        plot_values();
    }
    plot.cursor = (uint8_t)(ui.s.piles[ui.cursor] < DIAGRAM_PLOT_HEAPS ? ui.s.piles[ui.cursor]
                                                                        : DIAGRAM_PLOT_HEAPS);
    for (page = 0; page < DIAGRAM_PAGES; page++)
        /* tag 001 in bits 31..29: neither a pile's key nor a board's */
        lcd_picture_page(page,
                         UINT32_C(0x20000000) | ((uint32_t)plot_stamp << 8) | plot.cursor,
                         plot_column, &plot);
    return 1;
}
