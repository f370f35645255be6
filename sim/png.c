/*
 * png.c — a glass of pixels (the OLED's, the ST7920's: sim/display.h) as
 * a PNG file, written by hand: a 1-bit palette image (the model's dark
 * and lit colours: the OLED's brighter with the contrast), each pixel of the glass a 4x4 square inside a dark border;
 * the image data in zlib's format with stored (uncompressed) deflate
 * blocks and its Adler-32, every chunk with its CRC-32 (PNG specification,
 * ISO/IEC 15948; RFC 1950 and 1951).  A small image (544x288, 17 KB) needs
 * no compression.
 */
#include "sim/harness.h"
#include "sim/display.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#define SCALE 4
#define BORDER 16
#define PNG_W (GLASS_WIDTH * SCALE + 2 * BORDER)
#define PNG_H (GLASS_HEIGHT * SCALE + 2 * BORDER)
#define ROW_BYTES (1 + PNG_W / 8)   /* the filter byte (0: none), then the bits */

static uint32_t crc_table[256];

static void crc_init(void)
{
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static uint32_t crc_add(uint32_t crc, const uint8_t *p, size_t n)
{
    while (n--)
        crc = crc_table[(crc ^ *p++) & 0xFF] ^ (crc >> 8);
    return crc;
}

static void put32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* One chunk: length, type, data (none when n is 0: data may be NULL,
 * which fwrite must never be given), the CRC of type and data. */
static int chunk(FILE *f, const char *type, const uint8_t *data, size_t n)
{
    uint8_t head[8], tail[4];
    put32(head, (uint32_t)n);
    memcpy(head + 4, type, 4);
    uint32_t crc = crc_add(0xFFFFFFFFu, head + 4, 4);
    if (n)
        crc = crc_add(crc, data, n);
    put32(tail, crc ^ 0xFFFFFFFFu);
    return fwrite(head, 1, 8, f) == 8 && (!n || fwrite(data, 1, n, f) == n) &&
                   fwrite(tail, 1, 4, f) == 4
               ? 0 : -1;
}

int sim_glass_png(const char *path)
{
    static uint8_t raw[PNG_H * ROW_BYTES];
    /* zlib header, stored blocks of up to 65535 bytes (5 bytes each), Adler-32 */
    static uint8_t z[2 + sizeof raw + 5 * (sizeof raw / 65535 + 1) + 4];
    crc_init();
    memset(raw, 0, sizeof raw);
    for (int y = 0; y < GLASS_HEIGHT; y++)
        for (int x = 0; x < GLASS_WIDTH; x++) {
            if (!((sim_glass(y / 8, x) >> (y % 8)) & 1))
                continue;
            for (int dy = 0; dy < SCALE; dy++) {
                uint8_t *row = raw + (size_t)(BORDER + y * SCALE + dy) * ROW_BYTES + 1;
                for (int dx = 0; dx < SCALE; dx++) {
                    int px = BORDER + x * SCALE + dx;
                    row[px / 8] |= (uint8_t)(0x80 >> (px % 8));
                }
            }
        }
    size_t zn = 0, left = sizeof raw, at = 0;
    z[zn++] = 0x78;   /* deflate, a 32 KB window */
    z[zn++] = 0x01;   /* (0x7801 is a multiple of 31) */
    while (left) {
        size_t n = left > 65535 ? 65535 : left;
        z[zn++] = left == n ? 1 : 0;   /* BFINAL, BTYPE 00: stored */
        z[zn++] = (uint8_t)n;
        z[zn++] = (uint8_t)(n >> 8);
        z[zn++] = (uint8_t)~n;
        z[zn++] = (uint8_t)(~n >> 8);
        memcpy(z + zn, raw + at, n);
        zn += n;
        at += n;
        left -= n;
    }
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < sizeof raw; i++) {
        a = (a + raw[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    put32(z + zn, b << 16 | a);
    zn += 4;

    uint8_t ihdr[13];
    put32(ihdr, PNG_W);
    put32(ihdr + 4, PNG_H);
    ihdr[8] = 1;    /* bit depth */
    ihdr[9] = 3;    /* a palette */
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    /* the model's colours: the dark and the lit pixels */
    uint8_t plte[6];
    sim_display()->palette(plte);
    static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n' };
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    int bad = fwrite(sig, 1, 8, f) != 8 || chunk(f, "IHDR", ihdr, sizeof ihdr) ||
              chunk(f, "PLTE", plte, sizeof plte) || chunk(f, "IDAT", z, zn) ||
              chunk(f, "IEND", NULL, 0);
    if (fclose(f) || bad) {
        if (!errno)
            errno = EIO;
        return -1;
    }
    return 0;
}
