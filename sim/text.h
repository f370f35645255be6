/*
 * text.h — the few string helpers the harness and its front ends share
 * (one copy each, in text.c).
 */
#ifndef SIM_TEXT_H
#define SIM_TEXT_H

#include <stddef.h>

/* Copies src into dst (size bytes), cut if longer. */
void copy_text(char *dst, size_t size, const char *src);
/* Drops trailing white space (and line ends) from s. */
void rtrim(char *s);
/* s past any blanks (spaces, tabs). */
const char *skip_blanks(const char *s);

#endif
