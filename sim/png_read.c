/*
 * png_read.c — a PNG of the glass read back and compared with the glass
 * now (the scenario command expect-picture): the committed pictures of
 * docs/images/oled-*.png held to what the firmware draws.  It reads what
 * png.c writes: 544x288, a 1-bit palette (0 the panel's dark, 1 its lit
 * colour), the image data in stored (uncompressed) deflate blocks; each
 * pixel of the glass is the centre of its 4x4 square.  Anything else is
 * refused with what it is (a picture compressed by another program: shoot
 * it again with the simulator's `screenshot`).
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCALE 4
#define BORDER 16
#define PNG_W (GLASS_WIDTH * SCALE + 2 * BORDER)
#define PNG_H (GLASS_HEIGHT * SCALE + 2 * BORDER)
#define ROW_BYTES (1 + PNG_W / 8)

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The file's bytes (malloc'd) and their count, or NULL. */
static uint8_t *read_all(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *more = realloc(buf, cap *= 2);
            if (!more)
                free(buf);
            buf = more;
        }
    }
    fclose(f);
    *n = len;
    return buf;
}

/* The image rows (PNG_H x ROW_BYTES, filter bytes included) out of the
 * zlib stream z of zn bytes: 0, or -1 with why. */
static int stored_blocks(const uint8_t *z, size_t zn, uint8_t *raw, char *why, size_t size)
{
    size_t at = 2, out = 0;
    int final = 0;
    if (zn < 2 || (z[0] & 0x0F) != 8) {
        snprintf(why, size, "its image data is not a zlib stream");
        return -1;
    }
    while (!final) {
        if (at + 5 > zn) {
            snprintf(why, size, "its image data ends inside a block");
            return -1;
        }
        final = z[at] & 1;
        if ((z[at] >> 1) & 3) {
            snprintf(why, size, "compressed (not the simulator's stored blocks: shoot it again with "
                     "`screenshot`)");
            return -1;
        }
        size_t n = z[at + 1] | (size_t)z[at + 2] << 8;
        at += 5;
        if (at + n > zn || out + n > (size_t)PNG_H * ROW_BYTES) {
            snprintf(why, size, "a block of %zu B past the image", n);
            return -1;
        }
        memcpy(raw + out, z + at, n);
        at += n;
        out += n;
    }
    if (out != (size_t)PNG_H * ROW_BYTES) {
        snprintf(why, size, "%zu B of image data, %d expected", out, PNG_H * ROW_BYTES);
        return -1;
    }
    return 0;
}

int sim_glass_png_compare(const char *path, int *differ, int *first_x, int *first_y, char *why,
                         size_t size)
{
    static uint8_t raw[PNG_H * ROW_BYTES];
    size_t n = 0, zn = 0;
    uint8_t *buf = read_all(path, &n), *z = NULL;
    int ok = -1, w = 0, h = 0, depth = 0, colour = 0;
    *differ = 0;
    *first_x = *first_y = -1;
    if (!buf) {
        snprintf(why, size, "cannot read it");
        return -1;
    }
    z = malloc(n);
    if (n < 8 || memcmp(buf, "\x89PNG\r\n\x1a\n", 8) != 0 || !z) {
        snprintf(why, size, "not a PNG");
        goto done;
    }
    for (size_t at = 8; at + 12 <= n;) {
        size_t len = get32(buf + at);
        const uint8_t *type = buf + at + 4, *data = buf + at + 8;
        if (at + 12 + len > n)
            break;
        if (!memcmp(type, "IHDR", 4) && len >= 13) {
            w = (int)get32(data), h = (int)get32(data + 4);
            depth = data[8], colour = data[9];
        } else if (!memcmp(type, "IDAT", 4)) {
            memcpy(z + zn, data, len);
            zn += len;
        }
        at += 12 + len;
    }
    if (w != PNG_W || h != PNG_H || depth != 1 || colour != 3) {
        snprintf(why, size, "%dx%d, %d-bit colour type %d: not the glass as the simulator shoots it "
                 "(%dx%d, a 1-bit palette)", w, h, depth, colour, PNG_W, PNG_H);
        goto done;
    }
    if (stored_blocks(z, zn, raw, why, size) != 0)
        goto done;
    for (int y = 0; y < GLASS_HEIGHT; y++)
        for (int x = 0; x < GLASS_WIDTH; x++) {
            const uint8_t *row = raw + (size_t)(BORDER + y * SCALE + 1) * ROW_BYTES;
            int px = BORDER + x * SCALE + 1;
            if (row[0] != 0) {
                snprintf(why, size, "row %d: filter %d (the simulator writes none)",
                         BORDER + y * SCALE + 1, row[0]);
                goto done;
            }
            int lit = (row[1 + px / 8] >> (7 - px % 8)) & 1;
            if (lit != ((sim_glass(y / 8, x) >> (y % 8)) & 1) && (*differ)++ == 0)
                *first_x = x, *first_y = y;
        }
    ok = 0;
done:
    free(z);
    free(buf);
    return ok;
}
