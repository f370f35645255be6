/*
 * play_sub.c — a subtraction game's SG values for nimbox's weighing, from
 * a copy of one period.
 *
 * Once subtraction.c has proven the period p from n0, SG(h) is the value
 * of heap n0 + (h - n0) mod p; a pile's options h - a then sit at its own
 * place less a mod p (wrapping inside the period), so the values of all
 * of a pile's options cost one division, not one per amount.  The copy
 * (heaps 0..n0+p-1, PLAY_SUB_LOCAL at most) is taken at each position's
 * start; without a proven period, or a longer one, play_score.c asks
 * subtraction.c itself.
 */
#include "core/play_score.h"
#include "core/subtraction.h"

static struct {
    uint8_t folds;
    uint16_t n0, p, k;          /* k amounts */
    const heap_t *a;
    uint8_t amod[NB_SUB_MAX_AMOUNTS];
    sg_small_t v[PLAY_SUB_LOCAL];
} sub;

uint8_t play_sub_start(void)
{
    struct subtraction_info info;
    struct nb_error e;
    uint16_t i;
    sg_t g;
    sub.folds = 0;
    subtraction_get_info(&info);
    if (!info.period_known || info.period == 0 ||
        info.preperiod + info.period > PLAY_SUB_LOCAL)
        return 0;
    sub.n0 = (uint16_t)info.preperiod;
    sub.p = (uint16_t)info.period;
    for (i = 0; i < sub.n0 + sub.p; i++) {
        if (subtraction_sg(i, &g, &e) != 0)
            return 0;
        sub.v[i] = (sg_small_t)g;
    }
    sub.a = subtraction_amounts(&sub.k);
    for (i = 0; i < sub.k; i++)
        sub.amod[i] = (uint8_t)(sub.a[i] % sub.p);
    sub.folds = 1;
    return 1;
}

/* Heap h's offset in the period (h >= n0). */
static uint8_t offset(heap_t h)
{
    return (uint8_t)((h - sub.n0) % sub.p);
}

sg_t play_sub_sg(heap_t h)
{
    return h < sub.n0 + sub.p ? sub.v[h] : sub.v[sub.n0 + offset(h)];
}

void play_sub_tally(heap_t h, struct play_tally *t)
{
    uint16_t i;
    uint8_t j = 0, o;
    sg_t v;
    if (h >= sub.n0 + sub.p)
        j = offset(h);
    for (i = 0; i < sub.k && sub.a[i] <= h; i++) {
        heap_t m = h - sub.a[i];
        if (m < sub.n0 + sub.p) {
            v = sub.v[m];
        } else {   /* h and m both past the copy: step back inside the period */
            o = j >= sub.amod[i] ? (uint8_t)(j - sub.amod[i]) : (uint8_t)(j + sub.p - sub.amod[i]);
            v = sub.v[sub.n0 + o];
        }
        t->work++;
        if (!t->all)
            t->count += v == t->target;
        else
            play_tally_add(t, v, 1);
    }
}
