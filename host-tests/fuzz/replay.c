/*
 * replay.c — the plain driver `make check` links each fuzz harness with:
 * no fuzzing engine, just a main() that reads every file named on the
 * command line (a directory: every file in it, in name order) and passes
 * it to LLVMFuzzerTestOneInput once.  The harness and the code under it
 * are built with the normal host compiler under ASan/UBSan, so a committed
 * corpus or crash input that breaks anything aborts the run.  Each input
 * gets REPLAY_SECONDS of wall time (an alarm): a hang fails too.  The last
 * line is "N passed, M failed" for host-tests/run-all.sh.
 */
#include <dirent.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include "fuzz.h"

#define REPLAY_SECONDS 20

static unsigned passed;
static const char *current;

/* An input that ran out of time: name it and fail. */
static void on_alarm(int sig)
{
    static const char msg[] = "replay: input timed out: ";
    (void)sig;
    if (write(2, msg, sizeof msg - 1) < 0 || write(2, current, strlen(current)) < 0 ||
        write(2, "\n", 1) < 0)
        _exit(3);
    _exit(3);
}

/* Read a whole file into a malloc'ed buffer of exactly its size (so a
 * harness reading past the input is caught); 0 on failure. */
static uint8_t *read_input(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf = 0;
    size_t len = 0, got;
    char block[4096];
    if (!f)
        return 0;
    while ((got = fread(block, 1, sizeof block, f)) > 0) {
        uint8_t *more = realloc(buf, len + got);
        if (!more) {
            free(buf);
            fclose(f);
            return 0;
        }
        buf = more;
        memcpy(buf + len, block, got);
        len += got;
    }
    fclose(f);
    *size = len;
    return buf ? buf : malloc(1);
}

/* Run one file through the harness. */
static int replay_file(const char *path)
{
    size_t size = 0;
    uint8_t *data = read_input(path, &size);
    if (!data) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        return 1;
    }
    current = path;
    fprintf(stderr, "input: %s\n", path);
    alarm(REPLAY_SECONDS);
    LLVMFuzzerTestOneInput(data, size);
    alarm(0);
    free(data);
    passed++;
    return 0;
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
    return strcmp((*a)->d_name, (*b)->d_name);
}

static int skip_dot(const struct dirent *e)
{
    return e->d_name[0] != '.';
}

/* Every file of a directory, or the file itself. */
static int replay_path(const char *path)
{
    struct dirent **list;
    int n, i, failed = 0;
    DIR *d = opendir(path);
    if (!d)
        return replay_file(path);
    closedir(d);
    n = scandir(path, &list, skip_dot, by_name);
    if (n < 0) {
        fprintf(stderr, "replay: cannot list %s\n", path);
        return 1;
    }
    for (i = 0; i < n; i++) {
        size_t len = strlen(path) + strlen(list[i]->d_name) + 2;
        char *full = malloc(len);
        if (!full) {
            failed++;
        } else {
            snprintf(full, len, "%s/%s", path, list[i]->d_name);
            failed += replay_file(full);
            free(full);
        }
        free(list[i]);
    }
    free(list);
    return failed;
}

int main(int argc, char **argv)
{
    int i, failed = 0;
    signal(SIGALRM, on_alarm);
    for (i = 1; i < argc; i++)
        failed += replay_path(argv[i]);
    printf("%u passed, %d failed\n", passed, failed);
    return failed != 0;
}
