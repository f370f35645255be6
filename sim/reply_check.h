/*
 * reply_check.h — a paste of many console lines checked as a whole: the
 * answers they must get, strictly in order, or "lossy" (a run of answers
 * may be replaced by one input-lost error line, nothing else may differ).
 */
#ifndef SIM_REPLY_CHECK_H
#define SIM_REPLY_CHECK_H

#include <stddef.h>
#include <stdint.h>

struct replies_summary {
    unsigned answers;       /* answers expected */
    unsigned replies;       /* lines the firmware printed */
    unsigned lost_errors;   /* of those, input-lost errors */
    unsigned lost_lines;    /* answer lines missing (lossy, when it passed) */
};

/* Forget the answers of an earlier block. */
void replies_begin(void);
/* One more answer: its reply lines joined by " | ".  -1 when full. */
int replies_add(const char *text);
#define REPLIES_TIMED_OUT -2
/* Run until the console is quiet (at most limit_ms of simulated time),
 * then compare; 0 when the replies fit, -1 with the first place they
 * part in why, or REPLIES_TIMED_OUT (why says what was still going on). */
int replies_end(int lossy, uint32_t limit_ms, struct replies_summary *sum, char *why,
                size_t why_size);

#endif
