/*
 * mex.c — bitset mex: clearing and scanning cost size/8 bytes, not a whole
 * value range.
 */
#include "core/mex.h"

void mex_reset(struct mex_set *m, uint16_t size)
{
    uint16_t i, bytes;
    if (size > NB_MEX_BITS)
        size = NB_MEX_BITS;
    m->size = (uint16_t)size;
    bytes = (uint16_t)((size + 7u) / 8u);
    for (i = 0; i < bytes; i++)
        m->bits[i] = 0;
}

void mex_mark(struct mex_set *m, sg_t v)
{
    if (v < m->size)
        m->bits[v >> 3] |= (uint8_t)(1u << (v & 7u));
}

uint16_t mex_find(const struct mex_set *m)
{
    uint16_t i, bytes = (uint16_t)((m->size + 7u) / 8u);
    for (i = 0; i < bytes; i++) {
        uint8_t b = m->bits[i];
        if (b != 0xFF) {
            uint16_t v = (uint16_t)(i * 8u);
            while (b & 1u) {
                b >>= 1;
                v++;
            }
            return v < m->size ? v : m->size;
        }
    }
    return m->size;
}
