/*
 * sound.h — the buzzer: a passive piezo on a timer's output-compare pin
 * (board.h: BOARD_BUZZER_*) or an active buzzer on any pin
 * (BOARD_BUZZER_ACTIVE), a few short tunes.
 *
 * The timer makes each note's square wave in hardware (CTC mode, the pin
 * toggled at every compare match); the notes are stepped from the clock's
 * tick interrupt (sound_tick), so the CPU keeps sleeping in idle mode
 * while a tune plays and nothing waits for one: sound_play only loads the
 * first note and returns.  Silent, the timer is stopped and the pin is an
 * output driven low.
 *
 * An active buzzer has its own pitch: its driver (hal/avr/sound_active.c)
 * holds the pin high for each note's length instead, stepped the same way.
 *
 * A board whose board.mk's HARDWARE names a buzzer links the timer
 * driver (hal/avr/sound_timer.c), one naming a beeper the active one;
 * any other links hal/sound_none.c, where every call does nothing
 * (boards/features.mk: CAP_SOUND).  What each tune is: docs/device.md.
 */
#ifndef HAL_SOUND_H
#define HAL_SOUND_H

#include <stdint.h>

/* The tunes, by what they say. */
enum sound_tune {
    SOUND_CLICK,   /* a key went down */
    SOUND_READY,   /* an answer that took a while is on the screen or console */
    SOUND_REPLY,   /* nimbox has moved */
    SOUND_WIN,     /* a game won (rising) */
    SOUND_LOSS,    /* a game lost (falling) */
    SOUND_ERROR,   /* input refused, an error line */
    SOUND_OFF,     /* the device switches itself off */
    SOUND_TUNES
};

/* The pin an output, low; the timer (if any) stopped. */
void sound_init(void);
/* Start tune (enum sound_tune) from its first note, in place of whatever
 * plays; returns at once. */
void sound_play(uint8_t tune);
/* 1 while a tune plays. */
uint8_t sound_busy(void);
/* ms milliseconds have passed (the clock's tick interrupt): the next note
 * when the current one is over, silence after the last. */
void sound_tick(uint8_t ms);

#endif
