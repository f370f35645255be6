/*
 * script_console.c — the script commands of the console: lines and raw
 * bytes sent like a paste, the sender's flow control, replies checked one
 * at a time or a whole paste at once (reply_check.h), and the time to the
 * first byte of a reply.
 *
 * Console bytes sent before the firmware enables its receiver are lost
 * (simavr drops them): a script waits for the banner first.
 */
#include "sim/script.h"

#include <stdio.h>
#include <string.h>

#include "sim/reply_check.h"
#include "sim/text.h"

#define REPLY_WAIT_MS 2000   /* a 1000-value grundy line takes 0.8 s at 38400 baud */
#define REPLIES_LIMIT_S 10   /* replies-end gives up after this much simulated time */

SCRIPT_HANDLER(cmd_send)
{
    char text[SCRIPT_LINE_MAX];
    (void)r, (void)c, (void)what;
    copy_text(text, sizeof text, skip_blanks(rest));
    rtrim(text);   /* a file's trailing blanks never reach the device */
    sim_send_line(text);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_send_bytes)
{
    char bytes[SCRIPT_LINE_MAX];
    size_t n = 0;
    (void)r, (void)c, (void)what;
    if (!unescape(rest, bytes, sizeof bytes, &n))
        return CMD_USAGE;
    sim_send_bytes(bytes, n);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_flow)
{
    char mode[16] = "";
    unsigned long skid = 0;
    const char *p = rest;
    (void)r, (void)c, (void)what;
    if (script_next_text(&p, mode, sizeof mode) != 1)
        return CMD_USAGE;
    if (!strcmp(mode, "xonxoff") && parse_range(p, "SKID", 0, 0xFFFF, &skid, NULL))
        sim_flow(1, (unsigned)skid);
    else if (!strcmp(mode, "off") && !*skip_blanks(p))
        sim_flow(0, 0);
    else
        return CMD_USAGE;
    return CMD_OK;
}

SCRIPT_ACTION(cmd_replies_begin, replies_begin)

SCRIPT_HANDLER(cmd_expect_answer)
{
    char text[SCRIPT_LINE_MAX];
    (void)c;
    if (!text_arg(rest, text, sizeof text))
        return CMD_USAGE;
    if (replies_add(text) != 0) {
        script_fail(r, what, "too many answers in one block");
        r->fatal = 1;
        return CMD_STOP;
    }
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_replies_end)
{
    char mode[16] = "", why[600], msg[800];
    struct replies_summary sum;
    unsigned xoffs, xons;
    uint64_t overruns;
    unsigned long limit_s = REPLIES_LIMIT_S;
    const char *p = rest;
    (void)c;
    if (script_next_text(&p, mode, sizeof mode) != 1 ||
        (strcmp(mode, "strict") && strcmp(mode, "lossy")) || !parse_opt_range(p, "S", 1, 3600, &limit_s))
        return CMD_USAGE;
    int bad = replies_end(!strcmp(mode, "lossy"), (uint32_t)limit_s * 1000u, &sum, why, sizeof why);
    if (bad == REPLIES_TIMED_OUT)
        return script_stop(r, what, "timed out after %lu s (%s)", limit_s, why);
    sim_flow_counts(&xoffs, &xons, &overruns);
    snprintf(msg, sizeof msg,
             "%s: %u answers, %u replies, %u input-lost errors, %u answer lines lost; "
             "XOFF %u, XON %u, USART overruns %llu",
             what, sum.answers, sum.replies, sum.lost_errors, sum.lost_lines, xoffs, xons,
             (unsigned long long)overruns);
    if (bad)
        script_fail(r, msg, "%s", why);
    else if (overruns)
        script_fail(r, msg, "bytes arrived while the USART held two unread ones");
    else
        script_pass(r, msg);
    return CMD_OK;
}

/* expect-reply TEXT / expect-reply-prefix TEXT */
SCRIPT_HANDLER(cmd_expect_reply)
{
    char want[SCRIPT_LINE_MAX], got[SCRIPT_LINE_MAX];
    int prefix = !strcmp(c->name, "expect-reply-prefix");
    if (!text_arg(rest, want, sizeof want))
        return CMD_USAGE;
    if (!sim_next_reply(got, sizeof got, REPLY_WAIT_MS)) {
        script_fail(r, what, "no console line within %d ms (%zu bytes still to send)",
                    REPLY_WAIT_MS, sim_send_pending());
        return CMD_OK;
    }
    rtrim(got);
    int ok = prefix ? strncmp(got, want, strlen(want)) == 0 : strcmp(got, want) == 0;
    if (ok)
        script_pass(r, what);
    else
        script_fail(r, what, "got \"%s\"", got);
    return CMD_OK;
}

SCRIPT_HANDLER(cmd_measure_reply)
{
    char label[64];
    uint64_t cycles;
    (void)c;
    if (!word_arg(rest, label, sizeof label))
        return CMD_USAGE;
    if (!sim_reply_latency(&cycles))
        script_fail(r, what, "no reply has begun since the last line sent");
    else
        script_record_measure(r, what, label, cycles, 0);
    return CMD_OK;
}
