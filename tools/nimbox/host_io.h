/*
 * host_io.h — the host command's plumbing around the engine: an output
 * buffer that reaches stdout only when a whole answer succeeded, a block
 * reader for the engine's scanner, and error lines on stderr.
 */
#ifndef TOOLS_NIMBOX_HOST_IO_H
#define TOOLS_NIMBOX_HOST_IO_H

#include <stdio.h>
#include "core/text.h"
#include "core/scan.h"
#include "core/error.h"

/* Exit status for bad input or usage. */
#define EXIT_BAD_INPUT 2

/* The buffered answer; text_out for the engine. */
extern const struct text_out host_out;

/* Write the buffered answer to stdout; returns 0, or EXIT_BAD_INPUT when
 * stdout fails. */
int host_out_flush(void);

/* A scanner source reading a FILE in blocks.  A read error ends the
 * scanner's input like the end of the file does; read_errno keeps it (0:
 * none), and callers check it before blaming the text. */
struct file_source {
    FILE *f;
    int read_errno;
    char block[1 << 16];
};

/* Start sc on an open file. */
void file_source_start(struct file_source *src, FILE *f, struct scanner *sc, uint8_t comments);

/* The file source sc reads when nothing has been read through sc yet (the
 * host command's stdin, which the judge formats then read on their fast
 * path); 0 for any other scanner. */
struct file_source *file_source_unread(const struct scanner *sc);

/* Print "nimbox: CONTEXT: MESSAGE" to stderr, where context names the place
 * (e.g. "map.dag:3" or "move: argument 2 'x'"). */
void host_error(const char *context, const struct nb_error *err);

/* Print "nimbox: TEXT" to stderr. */
void host_error_text(const char *text);

/* Copy s into buf (size bytes, NUL-terminated) for an error line: at most
 * `most` bytes of s, control bytes as \xHH so the line stays one line, and
 * "..." when s was cut short. */
const char *host_quote(char *buf, size_t size, const char *s, size_t most);

#endif
