/*
 * sim_log.c — what simavr says while it runs.  The HD44780 model and the
 * UART printf() to stdout, and the library logs through a global logger:
 * while simavr code runs, stdout is swapped for a capturing stream (never
 * shown unless NIMBOX_SIM_TRACE is set), and the logger keeps the last
 * errors and warnings for a crash report.  The model's "write when still
 * BUSY" line, from either path, goes to the LCD's busy count.
 */
#define _GNU_SOURCE
#include "sim/harness.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sim_avr.h>

#include "sim/text.h"

#define NOISE_MAX 512
#define LOG_KEEP 4

static struct {
    FILE *cap;
    FILE *saved_stdout;
    int depth;
    char noise[NOISE_MAX];
    size_t noise_len;
    int trace;
    char logs[LOG_KEEP][300];   /* the last errors/warnings simavr logged */
    unsigned nlogs;
    char last[LOG_KEEP * 303];
} L;

static void noise_line(char *line)
{
    size_t n = strlen(line);
    while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        line[--n] = 0;
    if (strstr(line, "write when still BUSY"))
        sim_lcd_note_busy(line);
    if (L.trace)
        fprintf(stderr, "[simavr] %s\n", line);
}

static ssize_t cap_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    for (size_t i = 0; i < size; i++) {
        char c = buf[i];
        if (c == '\n' || L.noise_len == NOISE_MAX - 1) {
            L.noise[L.noise_len] = 0;
            noise_line(L.noise);
            L.noise_len = 0;
            if (c == '\n')
                continue;
        }
        L.noise[L.noise_len++] = c;
    }
    return (ssize_t)size;
}

void sim_capture_begin(void)
{
    if (L.depth++ == 0) {
        L.saved_stdout = stdout;
        stdout = L.cap;
    }
}

void sim_capture_end(void)
{
    if (--L.depth == 0) {
        fflush(L.cap);
        stdout = L.saved_stdout;
    }
}

static void logger(avr_t *avr, const int level, const char *fmt, va_list ap)
{
    (void)avr;
    char buf[300];
    vsnprintf(buf, sizeof buf, fmt, ap);
    size_t n = strlen(buf);
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == '\r'))
        buf[--n] = 0;
    if (strstr(buf, "BUSY"))
        sim_lcd_note_busy(buf);
    if (strstr(buf, "FIFO Overload"))
        return;   /* the trace's buffer written early (sim_trace.c): no fault */
    if (level <= LOG_WARNING && n) {
        copy_text(L.logs[L.nlogs % LOG_KEEP], sizeof L.logs[0], buf);
        L.nlogs++;
        if (L.trace)
            fprintf(stderr, "[simavr log %d] %s\n", level, buf);
    } else if (L.trace > 1) {
        fprintf(stderr, "[simavr log %d] %s\n", level, buf);
    }
}

int sim_log_open(void)
{
    memset(&L, 0, sizeof L);
    const char *t = getenv("NIMBOX_SIM_TRACE");
    L.trace = t ? atoi(t) : 0;
    if (L.trace <= 0 && t)
        L.trace = 1;
    cookie_io_functions_t io = { .write = cap_write };
    L.cap = fopencookie(NULL, "w", io);
    if (!L.cap) {
        sim_set_error("fopencookie: %s", strerror(errno));
        return -1;
    }
    setvbuf(L.cap, NULL, _IOLBF, 0);
    avr_global_logger_set(logger);
    return 0;
}

void sim_log_close(void)
{
    avr_global_logger_set(NULL);
    if (L.cap)
        fclose(L.cap);
    L.cap = NULL;
}

const char *sim_last_log(void)
{
    L.last[0] = 0;
    for (unsigned i = L.nlogs > LOG_KEEP ? L.nlogs - LOG_KEEP : 0; i < L.nlogs; i++) {
        size_t n = strlen(L.last);
        snprintf(L.last + n, sizeof L.last - n, "%s%s", n ? " | " : "", L.logs[i % LOG_KEEP]);
    }
    return L.last;
}
