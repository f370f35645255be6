/*
 * reply_check.c — checks a whole paste of console lines against the
 * answers they must get (reply_check.h).
 *
 * The expected answers are kept in order, each one or more reply lines.
 * At the end the simulation runs until the sender has nothing left and the
 * firmware has been quiet for a while (a bound in simulated time ends a
 * console that never falls quiet: a timeout), and every console line it
 * printed is compared:
 *
 *   strict  the replies are exactly the answers, in order;
 *   lossy   the replies are the answers in order, except that a run of one
 *           or more consecutive answers may be replaced by the firmware's
 *           one "input lost" error line (the lines it could not receive
 *           whole).  Any other difference is a wrong answer, and a missing
 *           answer without an error line is a silent loss: both fail.
 *
 * The lossy match is a reachability table over (answers used, replies
 * used), so an answer that happens to equal a later one ("lose") cannot
 * lead the check astray.
 */
#define _GNU_SOURCE
#include "sim/reply_check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/sim.h"

#define ANSWERS_MAX 2048
#define REPLIES_MAX 4096
#define QUIET_MS 500
#define SEPARATOR " | "

static const char LOST_LINE[] = "error: input lost; line discarded";

struct answer {
    char **lines;
    unsigned count;
};

static struct answer answers[ANSWERS_MAX];
static unsigned nanswers;

static void free_answers(void)
{
    for (unsigned i = 0; i < nanswers; i++) {
        for (unsigned k = 0; k < answers[i].count; k++)
            free(answers[i].lines[k]);
        free(answers[i].lines);
    }
    nanswers = 0;
}

void replies_begin(void)
{
    free_answers();
}

int replies_add(const char *text)
{
    if (nanswers >= ANSWERS_MAX)
        return -1;
    struct answer *a = &answers[nanswers];
    a->lines = NULL;
    a->count = 0;
    const char *p = text;
    for (;;) {
        const char *sep = strstr(p, SEPARATOR);
        size_t n = sep ? (size_t)(sep - p) : strlen(p);
        char **grown = realloc(a->lines, (a->count + 1) * sizeof *grown);
        if (!grown)
            return -1;
        a->lines = grown;
        a->lines[a->count++] = strndup(p, n);
        if (!sep)
            break;
        p = sep + strlen(SEPARATOR);
    }
    nanswers++;
    return 0;
}

/* Run until nothing is left to send and no line has come for QUIET_MS;
 * 0, or -1 when limit_ms went by first. */
static int run_until_quiet(uint32_t limit_ms)
{
    uint64_t last = sim_uart_bytes();
    unsigned quiet = 0;
    uint32_t ran = 0;
    while (sim_state() == SIM_RUNNING && (sim_send_pending() > 0 || quiet < QUIET_MS)) {
        if (ran >= limit_ms)
            return -1;
        sim_run_ms(10);
        ran += 10;
        if (sim_uart_bytes() != last || sim_send_pending() > 0) {
            last = sim_uart_bytes();
            quiet = 0;
        } else {
            quiet += 10;
        }
    }
    return 0;
}

/* Does answer i stand at replies[j..]? */
static int answer_at(unsigned i, char **replies, unsigned nreplies, unsigned j)
{
    if (j + answers[i].count > nreplies)
        return 0;
    for (unsigned k = 0; k < answers[i].count; k++)
        if (strcmp(answers[i].lines[k], replies[j + k]))
            return 0;
    return 1;
}

int replies_end(int lossy, uint32_t limit_ms, struct replies_summary *sum, char *why,
                size_t why_size)
{
    char **replies = calloc(REPLIES_MAX, sizeof *replies);
    unsigned nreplies = 0;
    char line[16384];
    int ok = 0;
    memset(sum, 0, sizeof *sum);
    why[0] = 0;
    if (run_until_quiet(limit_ms) != 0) {
        snprintf(why, why_size, "%zu bytes still to send, %llu console bytes received",
                 sim_send_pending(), (unsigned long long)sim_uart_bytes());
        free(replies);
        free_answers();
        return REPLIES_TIMED_OUT;
    }
    while (replies && nreplies < REPLIES_MAX && sim_next_reply(line, sizeof line, 0))
        replies[nreplies++] = strdup(line);
    sum->answers = nanswers;
    sum->replies = nreplies;
    for (unsigned j = 0; j < nreplies; j++)
        sum->lost_errors += !strcmp(replies[j], LOST_LINE);

    /* reach[i][j]: the first i answers account for the first j replies */
    size_t cols = (size_t)nreplies + 1;
    unsigned char *reach = calloc(((size_t)nanswers + 1) * cols, 1);
    if (!replies || !reach) {
        snprintf(why, why_size, "out of memory");
        goto out;
    }
    reach[0] = 1;
    unsigned best_i = 0, best_j = 0;
    for (unsigned i = 0; i <= nanswers; i++) {
        for (unsigned j = 0; j <= nreplies; j++) {
            if (!reach[i * cols + j])
                continue;
            if (i > best_i || (i == best_i && j > best_j)) {
                best_i = i;
                best_j = j;
            }
            if (i == nanswers)
                continue;
            if (answer_at(i, replies, nreplies, j))
                reach[(i + 1) * cols + j + answers[i].count] = 1;
            if (lossy && j < nreplies && !strcmp(replies[j], LOST_LINE))
                for (unsigned t = i + 1; t <= nanswers; t++)
                    reach[t * cols + j + 1] = 1;
        }
    }
    ok = reach[(size_t)nanswers * cols + nreplies];
    if (ok && lossy) {
        /* the fewest answers lost that explain the replies: each reply
         * that is not a loss error stands for exactly one answer line */
        unsigned answered_lines = nreplies - sum->lost_errors, total_lines = 0;
        for (unsigned i = 0; i < nanswers; i++)
            total_lines += answers[i].count;
        sum->lost_lines = total_lines - answered_lines;
    }
    if (!ok) {
        if (best_i < nanswers && best_j < nreplies)
            snprintf(why, why_size, "answer %u of %u: expected \"%s\", got \"%s\" (reply %u of %u)",
                     best_i + 1, nanswers, answers[best_i].lines[0], replies[best_j], best_j + 1,
                     nreplies);
        else if (best_i < nanswers)
            snprintf(why, why_size, "answer %u of %u (\"%s\") and after: no reply%s", best_i + 1,
                     nanswers, answers[best_i].lines[0],
                     lossy ? " and no input-lost error for them" : "");
        else
            snprintf(why, why_size, "reply %u of %u (\"%s\") answers nothing that was sent",
                     best_j + 1, nreplies, replies[best_j]);
    }
out:
    free(reach);
    if (replies)
        for (unsigned j = 0; j < nreplies; j++)
            free(replies[j]);
    free(replies);
    free_answers();
    return ok ? 0 : -1;
}
