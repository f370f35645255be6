/*
 * sound.c — the buzzer pin (board.h: BOARD_BUZZER_PORT/BIT) heard as
 * a listener would: tones are found in the pin's edges alone, never in
 * the firmware's variables.  An edge counts only while the pin is an
 * output (simavr toggles a timer's output-compare pin even while its DDR
 * bit is 0, where a real piezo would hear nothing).
 *
 * A tone is a run of at least TONE_MIN_EDGES edges whose spacing (a half
 * period) stays within 3 % (and 2 cycles) of the run's first; an edge off
 * that spacing ends the run, and the interval up to it may start the next
 * (a note that follows another without a rest).  A tone is over once no
 * edge came for 4 of its half periods.  Its frequency is the clock over
 * twice the mean half period, its length from its first edge to its last
 * plus one half period.
 *
 * An active buzzer (board.h: BOARD_BUZZER_ACTIVE) has its own pitch and
 * sounds while its pin is a high output: each span high is a beep, kept
 * as a tone of 0 Hz (a fixed pitch) from the rise to the fall; a span
 * still high is no beep yet (expect-silent finds the pin left high).
 *
 * `--wav FILE` (sim_wav_set) writes what the piezo played at each close:
 * 44.1 kHz, 16-bit mono, a square wave following the pin's level inside
 * each tone and 0 outside them.
 */
#include "sim/harness.h"

#include <avr_ioport.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"

#define TONE_MIN_EDGES 4
#define WAV_RATE 44100u
#define WAV_AMPLITUDE 12000

struct edge {
    uint64_t cycle;
    int level;
};

static struct {
    int attached;
    int level;                 /* the pin's level (as an output) */
    /* the run of edges being heard */
    uint64_t run_start, last;
    uint64_t hp;               /* the run's first half period, cycles */
    unsigned run_n;            /* edges in the run (0: none) */
    /* finished tones, in cycles; those before `base` are cleared */
    struct tone { uint64_t start, end; double hz; } *tones;
    unsigned ntones, cap_tones, base;
    /* every edge, for --wav */
    struct edge *edges;
    size_t nedges, cap;
} S;

static char wav_path[512];

static void add_tone(uint64_t start, uint64_t end, double hz);

/* The run as a tone when it is one. */
static void close_run(void)
{
    if (S.run_n >= TONE_MIN_EDGES) {
        uint64_t span = S.last - S.run_start;
        double hp = (double)span / (double)(S.run_n - 1u);
        add_tone(S.run_start, S.last + (uint64_t)(hp + 0.5), (double)sim_frequency() / (2.0 * hp));
    }
    S.run_n = 0;
}

/* The run ends when its tone is over by `now`. */
static void settle(uint64_t now)
{
    if (S.run_n >= 2 && now - S.last > 4u * S.hp + 2u)
        close_run();
}

static int pin_is_output(void)
{
#ifdef BOARD_BUZZER_PORT
    avr_ioport_state_t st;
    if (avr_ioctl(sim_core.avr, AVR_IOCTL_IOPORT_GETSTATE(BOARD_BUZZER_PORT), &st) != 0)
        return 0;
    return (st.ddr >> BOARD_BUZZER_BIT) & 1;
#else
    return 0;
#endif
}

/* A tone heard from start to end (cycles) at hz. */
static void add_tone(uint64_t start, uint64_t end, double hz)
{
    if (S.ntones == S.cap_tones) {
        unsigned n = S.cap_tones ? S.cap_tones * 2 : 256;
        struct tone *t = realloc(S.tones, n * sizeof *t);
        if (t) {
            S.tones = t;
            S.cap_tones = n;
        }
    }
    if (S.ntones < S.cap_tones) {
        S.tones[S.ntones].start = start;
        S.tones[S.ntones].end = end;
        S.tones[S.ntones].hz = hz;
        S.ntones++;
    }
}

#ifdef BOARD_BUZZER_ACTIVE
/* An active buzzer: a rise starts a beep, a fall ends it. */
static void beep_edge(int level, uint64_t t)
{
    if (level)
        S.run_start = t;
    else
        add_tone(S.run_start, t, 0.0);
}
#endif

static void hook(avr_irq_t *irq, uint32_t value, void *param)
{
    (void)irq;
    (void)param;
    int level = value ? 1 : 0;
    uint64_t t = sim_core.avr->cycle;
    if (level == S.level || !pin_is_output())
        return;
    S.level = level;
#ifdef BOARD_BUZZER_ACTIVE
    beep_edge(level, t);
    return;
#endif
    if (wav_path[0]) {
        if (S.nedges == S.cap) {
            size_t n = S.cap ? S.cap * 2 : 4096;
            struct edge *e = realloc(S.edges, n * sizeof *e);
            if (e) {
                S.edges = e;
                S.cap = n;
            }
        }
        if (S.nedges < S.cap) {
            S.edges[S.nedges].cycle = t;
            S.edges[S.nedges].level = level;
            S.nedges++;
        }
    }
    settle(t);
    if (S.run_n == 0) {
        S.run_start = S.last = t;
        S.run_n = 1;
        return;
    }
    uint64_t d = t - S.last;
    if (S.run_n >= 2) {
        uint64_t diff = d > S.hp ? d - S.hp : S.hp - d;
        if (diff <= S.hp * 3u / 100u + 2u) {
            S.last = t;
            S.run_n++;
            return;
        }
        close_run();
    }
    /* a new run from the previous edge, this interval its half period */
    S.run_start = S.last;
    S.hp = d;
    S.last = t;
    S.run_n = 2;
}

void sim_sound_attach(void)
{
    free(S.edges);
    free(S.tones);
    memset(&S, 0, sizeof S);
#ifdef BOARD_BUZZER_PORT
    avr_irq_t *pin = sim_port_irq(BOARD_BUZZER_PORT, BOARD_BUZZER_BIT);
    if (pin) {
        avr_irq_register_notify(pin, hook, NULL);
        S.attached = 1;
    }
#else
    (void)hook;   /* no buzzer: nothing to hear */
#endif
}

void sim_sound_after_reset(void)
{
    /* every pin an input again: the piezo hears nothing, a beep ends */
#ifdef BOARD_BUZZER_ACTIVE
    if (S.level)
        beep_edge(0, sim_core.avr->cycle);
#endif
    S.level = 0;
    settle(sim_core.avr->cycle);
    close_run();
}

int sim_buzzer(void)
{
    return S.attached;
}

int sim_buzzer_active(void)
{
#ifdef BOARD_BUZZER_ACTIVE
    return S.attached;
#else
    return 0;
#endif
}

unsigned sim_tones(void)
{
    settle(sim_cycles());
    return S.ntones - S.base;
}

int sim_tone(unsigned i, struct sim_tone *t)
{
    if (i >= sim_tones())
        return 0;
    i += S.base;
    t->at_ms = sim_cycles_to_ms(S.tones[i].start);
    t->ms = sim_cycles_to_ms(S.tones[i].end - S.tones[i].start);
    t->hz = S.tones[i].hz;
    return 1;
}

uint64_t sim_tone_cycles(void)
{
    uint64_t sum = 0;
    settle(sim_cycles());
    for (unsigned i = 0; i < S.ntones; i++)
        sum += S.tones[i].end - S.tones[i].start;
    return sum;
}

double sim_tone_now_hz(void)
{
    if (!sim_tone_sounding())
        return 0.0;
    return (double)sim_frequency() * (double)(S.run_n - 1u) / (2.0 * (double)(S.last - S.run_start));
}

int sim_tone_sounding(void)
{
#ifdef BOARD_BUZZER_ACTIVE
    return sim_buzzer_high();   /* a beep sounds while the pin is high */
#endif
    settle(sim_cycles());
    return S.run_n >= 3;   /* two equal intervals: a lone edge is no tone */
}

int sim_buzzer_high(void)
{
    return S.level && pin_is_output();
}

void sim_wav_set(const char *path)
{
    snprintf(wav_path, sizeof wav_path, "%s", path ? path : "");
}

/* 16-bit little-endian and 32-bit little-endian values. */
static void put16(FILE *f, unsigned v)
{
    fputc((int)(v & 0xFF), f);
    fputc((int)((v >> 8) & 0xFF), f);
}

static void put32(FILE *f, uint32_t v)
{
    put16(f, v & 0xFFFF);
    put16(f, v >> 16);
}

/* The WAV of the run so far: 0 outside tones, the pin's level inside. */
static int wav_write(const char *path)
{
    double hz = (double)sim_frequency();
    uint64_t end = sim_cycles();
    uint32_t samples = (uint32_t)((double)end / hz * WAV_RATE);
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    fputs("RIFF", f);
    put32(f, 36u + samples * 2u);
    fputs("WAVEfmt ", f);
    put32(f, 16);
    put16(f, 1);          /* PCM */
    put16(f, 1);          /* mono */
    put32(f, WAV_RATE);
    put32(f, WAV_RATE * 2u);
    put16(f, 2);
    put16(f, 16);
    fputs("data", f);
    put32(f, samples * 2u);
    size_t e = 0;
    unsigned tone = 0;
    int level = 0;
    for (uint32_t s = 0; s < samples; s++) {
        uint64_t c = (uint64_t)((double)s * hz / WAV_RATE);
        while (e < S.nedges && S.edges[e].cycle <= c)
            level = S.edges[e++].level;
        while (tone < S.ntones && S.tones[tone].end <= c)
            tone++;
        int in = tone < S.ntones && S.tones[tone].start <= c;
        int v = in ? (level ? WAV_AMPLITUDE : -WAV_AMPLITUDE) : 0;
        put16(f, (unsigned)(uint16_t)(int16_t)v);
    }
    return fclose(f) == 0 ? 0 : -1;
}

void sim_sound_detach(void)
{
    if (sim_core.avr) {
        settle(sim_cycles());
        if (S.run_n >= 2)
            close_run();
    }
    if (wav_path[0] && sim_core.avr && wav_write(wav_path) != 0)
        fprintf(stderr, "nimbox-sim: %s: cannot write the sound\n", wav_path);
    free(S.edges);
    free(S.tones);
    memset(&S, 0, sizeof S);
}

void sim_tones_forget(unsigned n)
{
    unsigned have = sim_tones();
    S.base += n < have ? n : have;
}
