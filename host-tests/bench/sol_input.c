/*
 * sol_input.c — all of stdin in one buffer for the speed-of-light readers
 * (sol_input.h): a regular file mapped (no copy; the zero bytes after its
 * end in the last page end it, so not a file of whole pages), else read.
 */
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sol_input.h"

const char *sol_read_all(void)
{
    struct stat st;
    long page = sysconf(_SC_PAGESIZE);
    size_t cap = 1 << 24, len = 0;
    ssize_t got;
    char *in;
    if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && page > 0 &&
        st.st_size % page != 0 && lseek(0, 0, SEEK_CUR) == 0) {
        void *map = mmap(0, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, 0, 0);
        if (map != MAP_FAILED)
            return map;
    }
    in = malloc(cap + 1);
    for (;;) {
        if (len == cap) {
            cap *= 2;
            in = realloc(in, cap + 1);
        }
        if (!in)
            exit(1);
        got = read(0, in + len, cap - len);
        if (got <= 0)
            break;
        len += (size_t)got;
    }
    in[len] = 0;
    return in;
}
