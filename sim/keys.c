/*
 * keys.c — the five keys as board.h wires them.
 *
 * BOARD_KEYS_LADDER boards get millivolts on the key ADC channel (no key:
 * BOARD_KEY_NONE_MV before the first instruction, since 0 mV would read as
 * RIGHT held).  BOARD_KEYS_BUTTONS boards get one pin per key: a pressed
 * button shorts its pin to ground (0); a released one leaves the pin to the
 * firmware, which reads its PORT bit, i.e. 1 through the pull-up the
 * firmware switched on (a pin left without its pull-up reads 0, pressed, so
 * a driver that forgets them fails visibly).  simavr 1.6 raises an input's
 * pull-up level again on every PORT or DDR write to the port, which would
 * lift a pressed pin back to 1: a pressed pin is also held low as the
 * port's "external" value (AVR_IOCTL_IOPORT_SET_EXTERNAL), which those
 * writes respect.  The pin change itself reaches simavr's pin-change
 * interrupt (PCMSKn/PCICR), which also wakes a sleeping core.
 */
#define _GNU_SOURCE
#include "sim/harness.h"

#include <string.h>
#include <strings.h>

#include <avr_adc.h>
#include <avr_ioport.h>

#include "board.h"

#if defined(BOARD_KEYS_BUTTONS) && BOARD_KEYS_BUTTONS
#define SIM_KEYS_BUTTONS 1
#define SIM_KEYS_ENCODER 0
#elif defined(BOARD_KEYS_ENCODER) && BOARD_KEYS_ENCODER
/* a rotary encoder: its button is SELECT's pin, its two contacts close
 * to ground as a button does (sim_encoder_contacts) */
#define SIM_KEYS_BUTTONS 1
#define SIM_KEYS_ENCODER 1
#elif defined(BOARD_KEYS_LADDER) && BOARD_KEYS_LADDER
#define SIM_KEYS_BUTTONS 0
#define SIM_KEYS_ENCODER 0
#else
#error "sim: board.h names no key wiring (BOARD_KEYS_LADDER, BOARD_KEYS_BUTTONS or BOARD_KEYS_ENCODER)"
#endif

static struct {
    avr_irq_t *adc_irq;                     /* ladder boards */
    avr_irq_t *button_irq[SIM_KEY_COUNT];   /* button boards, by enum sim_key */
    uint8_t pressed_mask[SIM_PORTS];        /* button boards: pins held low, by port */
    enum sim_key held;
    unsigned held_mask;                     /* every key down (bit k: key k) */
    unsigned contacts_closed;               /* an encoder's: bit 0 A, bit 1 B */
    avr_irq_t *contact_irq[2];
    uint32_t key_mv;
} K;

static const char *const key_names[SIM_KEY_COUNT] = {
    "none", "right", "up", "down", "left", "select"
};

#if SIM_KEYS_BUTTONS
struct sim_pin {
    char port;   /* 0: none (an encoder board's keys but SELECT) */
    int bit;
};

/* Each key's pin, from board.h. */
static const struct sim_pin button_pins[SIM_KEY_COUNT] = {
#if SIM_KEYS_ENCODER
    [SIM_KEY_SELECT] = { BOARD_ENCODER_SW_PORT, BOARD_ENCODER_SW_BIT },
#ifdef BOARD_KEY_BACK_PORT
    [SIM_KEY_LEFT] = { BOARD_KEY_BACK_PORT, BOARD_KEY_BACK_BIT },   /* a back button */
#endif
#else
    [SIM_KEY_RIGHT] = { BOARD_KEY_RIGHT_PORT, BOARD_KEY_RIGHT_BIT },
    [SIM_KEY_UP] = { BOARD_KEY_UP_PORT, BOARD_KEY_UP_BIT },
    [SIM_KEY_DOWN] = { BOARD_KEY_DOWN_PORT, BOARD_KEY_DOWN_BIT },
    [SIM_KEY_LEFT] = { BOARD_KEY_LEFT_PORT, BOARD_KEY_LEFT_BIT },
    [SIM_KEY_SELECT] = { BOARD_KEY_SELECT_PORT, BOARD_KEY_SELECT_BIT },
#endif
};

/* An encoder's contacts A and B (none elsewhere). */
static const struct sim_pin contact_pins[2] = {
#if SIM_KEYS_ENCODER
    { BOARD_ENCODER_A_PORT, BOARD_ENCODER_A_BIT },
    { BOARD_ENCODER_B_PORT, BOARD_ENCODER_B_BIT },
#endif
};

/* A closed pin reads 0; an open one its PORT bit (the pull-up). */
static void pin_drive(avr_irq_t *irq, struct sim_pin pin)
{
    uint32_t level = 0;
    if (!((K.pressed_mask[pin.port - 'A'] >> pin.bit) & 1)) {
        avr_ioport_state_t st;
        if (avr_ioctl(sim_core.avr, AVR_IOCTL_IOPORT_GETSTATE(pin.port), &st) == 0)
            level = (uint32_t)((st.port >> pin.bit) & 1);
    }
    avr_raise_irq(irq, level);
}

/* The port's pins held low as its "external" value. */
static void port_external(char port)
{
    avr_ioport_external_t ext = { .name = (unsigned char)port,
                                  .mask = K.pressed_mask[port - 'A'], .value = 0 };
    avr_ioctl(sim_core.avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(port), &ext);
}

/* Closes the switches of the keys in mask (bit k: enum sim_key k) and
 * opens the others: a pressed pin is held low, the others read their PORT
 * bit (see the top of this file). */
static void buttons_set(unsigned mask)
{
    memset(K.pressed_mask, 0, sizeof K.pressed_mask);
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++)
        if ((mask & (1u << k)) && button_pins[k].port)
            K.pressed_mask[button_pins[k].port - 'A'] |= (uint8_t)(1u << button_pins[k].bit);
    for (int c = 0; c < SIM_KEYS_ENCODER * 2; c++)
        if (K.contacts_closed & (1u << c))
            K.pressed_mask[contact_pins[c].port - 'A'] |= (uint8_t)(1u << contact_pins[c].bit);
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++)
        if (button_pins[k].port)
            port_external(button_pins[k].port);
    for (int c = 0; c < SIM_KEYS_ENCODER * 2; c++)
        port_external(contact_pins[c].port);
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++)
        if (button_pins[k].port)
            pin_drive(K.button_irq[k], button_pins[k]);
    for (int c = 0; c < SIM_KEYS_ENCODER * 2; c++)
        pin_drive(K.contact_irq[c], contact_pins[c]);
}
#endif

int sim_keys_attach(void)
{
    memset(&K, 0, sizeof K);
#if SIM_KEYS_BUTTONS
    for (int c = 0; c < SIM_KEYS_ENCODER * 2; c++)
        if (!(K.contact_irq[c] = sim_port_irq(contact_pins[c].port, contact_pins[c].bit))) {
            sim_set_error("encoder contact %c: no port %c bit %d on this MCU", "AB"[c],
                          contact_pins[c].port, contact_pins[c].bit);
            return -1;
        }
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT; k++) {
        char port = button_pins[k].port;
        if (!port)
            continue;
        if (port < 'A' || port >= 'A' + SIM_PORTS ||
            !(K.button_irq[k] = sim_port_irq(port, button_pins[k].bit))) {
            sim_set_error("%s button: no port %c bit %d on this MCU", key_names[k], port,
                          button_pins[k].bit);
            return -1;
        }
    }
#else
    K.adc_irq = avr_io_getirq(sim_core.avr, AVR_IOCTL_ADC_GETIRQ,
                              ADC_IRQ_ADC0 + BOARD_KEYS_ADC_CHANNEL);
    if (!K.adc_irq) {
        sim_set_error("no ADC on this MCU");
        return -1;
    }
#endif
    sim_release();
    return 0;
}

void sim_keys_after_reset(void)
{
    sim_key_mv(K.key_mv);
}

uint32_t sim_key_millivolts(enum sim_key key)
{
#if SIM_KEYS_BUTTONS
    (void)key;
    return 0;   /* no ladder */
#else
    switch (key) {
    case SIM_KEY_RIGHT: return BOARD_KEY_RIGHT_MV;
    case SIM_KEY_UP: return BOARD_KEY_UP_MV;
    case SIM_KEY_DOWN: return BOARD_KEY_DOWN_MV;
    case SIM_KEY_LEFT: return BOARD_KEY_LEFT_MV;
    case SIM_KEY_SELECT: return BOARD_KEY_SELECT_MV;
    default: return BOARD_KEY_NONE_MV;
    }
#endif
}

int sim_key_from_name(const char *name)
{
    for (int k = 0; k < SIM_KEY_COUNT; k++)
        if (!strcasecmp(name, key_names[k]))
            return k;
    return -1;
}

const char *sim_key_name(enum sim_key key)
{
    return (unsigned)key < SIM_KEY_COUNT ? key_names[key] : "?";
}

int sim_keys_ladder(void)
{
    return !SIM_KEYS_BUTTONS;
}

int sim_keys_encoder(void)
{
    return SIM_KEYS_ENCODER;
}

int sim_key_wired(enum sim_key key)
{
#if SIM_KEYS_BUTTONS
    if (key > SIM_KEY_NONE && key < SIM_KEY_COUNT && button_pins[key].port)
        return 1;   /* (an encoder board's back button too) */
#endif
    return !SIM_KEYS_ENCODER || key == SIM_KEY_NONE;
}

void sim_encoder_contacts(unsigned closed)
{
    K.contacts_closed = closed & 3u;
#if SIM_KEYS_ENCODER
    if (sim_core.avr)
        buttons_set(K.held_mask);
#endif
}

void sim_key_mv(uint32_t millivolts)
{
#if SIM_KEYS_BUTTONS
    /* no key voltage here: the buttons are driven again as they are, which
     * is what a caller restoring the key input (after a reset) needs */
    (void)millivolts;
    if (sim_core.avr)
        buttons_set(K.held_mask);
#else
    if (!K.adc_irq)
        return;
    K.key_mv = millivolts;
    avr_raise_irq(K.adc_irq, millivolts);
#endif
}

/* Puts the keys in mask down on the key input (0: none).  On a ladder
 * the pressed key nearest the ADC end shorts the rest: the lowest
 * voltage of them is what the input sees.  K.held is the caller's. */
static void keys_drive_mask(unsigned mask)
{
    if (!sim_core.avr)
        return;
    K.held_mask = mask;
#if SIM_KEYS_BUTTONS
    buttons_set(mask);
#else
    enum sim_key lowest = SIM_KEY_NONE;
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT && lowest == SIM_KEY_NONE; k++)
        if (mask & (1u << k))
            lowest = (enum sim_key)k;
    sim_key_mv(sim_key_millivolts(lowest));
#endif
}

static void keys_drive(enum sim_key key)
{
    keys_drive_mask(key > SIM_KEY_NONE && key < SIM_KEY_COUNT ? 1u << key : 0u);
}

void sim_press(enum sim_key key)
{
    K.held = key;
    keys_drive(key);
}

void sim_press_keys(unsigned mask)
{
    K.held = SIM_KEY_NONE;
    for (int k = SIM_KEY_RIGHT; k < SIM_KEY_COUNT && K.held == SIM_KEY_NONE; k++)
        if (mask & (1u << k))
            K.held = (enum sim_key)k;
    keys_drive_mask(mask);
}

void sim_release(void)
{
    K.held = SIM_KEY_NONE;
    keys_drive(SIM_KEY_NONE);
}

int sim_chatter(enum sim_key key, uint32_t ms)
{
    if (!sim_core.open)
        return SIM_CRASHED;
    uint64_t end = sim_cycles() + (uint64_t)ms * sim_frequency() / 1000;
    int on = 1;
    while (sim_cycles() < end && sim_core.state == SIM_RUNNING) {
        if (on)
            sim_press(key);
        else
            keys_drive(SIM_KEY_NONE);
        on = !on;
        /* 1..3 ms, in 0.25 ms steps, from a fixed-seed LCG */
        sim_core.chatter_seed = sim_core.chatter_seed * 1103515245u + 12345u;
        uint32_t quarter = 4 + (sim_core.chatter_seed >> 16) % 9;
        uint64_t step = (uint64_t)quarter * sim_frequency() / 4000;
        uint64_t left = end - sim_cycles();
        sim_run_cycles(step < left ? step : left);
    }
    sim_press(key);
    return sim_core.state;
}
