/*
 * ihex.c — an Intel HEX file into a byte image (ihex.h): data records at
 * their address (02 and 04 records move the base), 03 and 05 (start
 * addresses) skipped, every record's checksum checked.
 */
#include "sim/ihex.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

/* One hex digit pair at s; -1 if not hex. */
static int hex_byte(const char *s)
{
    int v = 0;
    for (int i = 0; i < 2; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 :
                c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}

int ihex_read(const char *path, uint8_t *img, unsigned size, unsigned *lo, unsigned *hi)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "nimbox-sim: bootloader image %s: %s\n", path, strerror(errno));
        return -1;
    }
    memset(img, 0xFF, size);
    *lo = size;
    *hi = 0;
    char line[600];
    unsigned base = 0, lineno = 0;
    int ok = 1;
    while (ok && fgets(line, sizeof line, f)) {
        lineno++;
        size_t len = strcspn(line, "\r\n");
        if (len == 0)
            continue;
        int n = line[0] == ':' && len >= 11 ? hex_byte(line + 1) : -1;
        if (n < 0 || len != 11 + 2 * (size_t)n) {
            ok = 0;
            break;
        }
        int bytes[262], sum = 0;
        for (int i = 0; i < n + 5; i++) {
            bytes[i] = hex_byte(line + 1 + 2 * i);
            if (bytes[i] < 0)
                ok = 0;
            sum += bytes[i];
        }
        if (!ok || (sum & 0xFF) != 0) {
            ok = 0;
            break;
        }
        unsigned addr = (unsigned)(bytes[1] << 8 | bytes[2]);
        int type = bytes[3];
        if (type == 0) {
            for (int i = 0; i < n; i++) {
                unsigned a = base + addr + (unsigned)i;
                if (a >= size) {
                    ok = 0;
                    break;
                }
                img[a] = (uint8_t)bytes[4 + i];
                if (a < *lo)
                    *lo = a;
                if (a + 1 > *hi)
                    *hi = a + 1;
            }
        } else if (type == 1) {
            break;
        } else if (type == 2) {
            base = (unsigned)(bytes[4] << 8 | bytes[5]) << 4;
        } else if (type == 4) {
            base = (unsigned)(bytes[4] << 8 | bytes[5]) << 16;
        }   /* 3 and 5: start addresses, nothing to load */
    }
    fclose(f);
    if (!ok || *hi == 0) {
        fprintf(stderr, "nimbox-sim: bootloader image %s: %s at line %u\n", path,
                ok ? "no data" : "not Intel HEX", lineno);
        return -1;
    }
    return 0;
}

