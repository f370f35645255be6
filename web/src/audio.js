/*
 * audio.js — the buzzer heard through WebAudio: one square-wave
 * oscillator whose frequency follows the tones the device's buzzer pin
 * makes (tones.js), its gain 0 while the pin is silent.  Browsers let a
 * page make sound only after a user's gesture, so it starts muted and the
 * first click (or key) anywhere on the page starts it; the mute toggle
 * silences it and lets it play again.
 *
 * The page steps the device in slices of about a display frame; after
 * each, follow() plays what the slice heard: a tone still sounding at once
 * (its frequency), and each tone that began and ended inside the slice (a
 * key's 8 ms click) scheduled for its own length, so no tone is lost
 * between two frames.  A second without a tone suspends the audio
 * context (an idle page costs nothing); the next tone resumes it.
 */
const VOLUME = 0.08;
/* Silent this long (ms of the page's time), the context is suspended, so
 * an idle page's audio thread does nothing; the next tone resumes it. */
const IDLE_SUSPEND_MS = 1000;

export class BuzzerAudio {
  constructor() {
    this.ctx = null;
    this.osc = null;
    this.gain = null;
    this.muted = true;     /* until the first gesture */
    this.started = false;
    this.seen = 0;         /* tones of the tracker already played */
    this.tonesPlayed = 0;  /* tones sent to the speaker (unmuted) */
    this.hz = 0;           /* what the oscillator sounds now (0: silent) */
    this.playingStart = -1;   /* the sounding tone's first edge (cycles), -1: none */
    this.lastSound = 0;       /* performance.now() of the last tone played */
  }

  /* On a user's gesture: create and resume the context (once), unmuted. */
  start() {
    if (!this.ctx) {
      const Ctx = window.AudioContext || window.webkitAudioContext;
      if (!Ctx) return;
      this.ctx = new Ctx();
      this.osc = this.ctx.createOscillator();
      this.osc.type = 'square';
      this.gain = this.ctx.createGain();
      this.gain.gain.value = 0;
      this.osc.connect(this.gain).connect(this.ctx.destination);
      this.osc.start();
      this.started = true;
      this.muted = false;
      this.lastSound = performance.now();
    }
    if (this.ctx.state === 'suspended') this.ctx.resume();
  }

  /* Mute (true) or play again (false). */
  setMuted(muted) {
    this.muted = muted;
    if (muted && this.gain) {
      this.gain.gain.cancelScheduledValues(this.ctx.currentTime);
      this.gain.gain.setValueAtTime(0, this.ctx.currentTime);
      this.hz = 0;
    }
  }

  /* After a slice of the device's time: tracker is its ToneTracker,
   * nowCycle the device's cycle count. */
  follow(tracker, nowCycle) {
    const sounding = tracker.sounding(nowCycle);
    const done = tracker.tones;
    /* the one that was sounding at the last slice is playing already */
    const fresh = done.slice(this.seen).filter((tone) => tone.start !== this.playingStart);
    this.seen = done.length;
    const start = sounding ? tracker.runStart : -1;
    if (!this.ctx || this.muted) {
      this.playingStart = start;
      return;
    }
    const now = performance.now();
    if (sounding || fresh.length) {
      this.lastSound = now;
      if (this.ctx.state === 'suspended') this.ctx.resume();
    } else if (this.ctx.state === 'running' && now - this.lastSound > IDLE_SUSPEND_MS) {
      this.ctx.suspend();
    }
    const g = this.gain.gain;
    const f = this.osc.frequency;
    let t = this.ctx.currentTime;
    for (const tone of fresh) {
      /* a tone over already: played for its length, from now on */
      f.setValueAtTime(tone.hz, t);
      g.setValueAtTime(VOLUME, t);
      t += tone.ms / 1000;
      g.setValueAtTime(0, t);
      this.tonesPlayed++;
    }
    if (sounding) {
      if (start !== this.playingStart) this.tonesPlayed++;
      f.setValueAtTime(sounding, t);
      g.setValueAtTime(VOLUME, t);
    } else if (!fresh.length && this.hz) {
      /* once, as the tone ends: scheduled on every frame of silence the
       * gain's timeline would only grow */
      g.setValueAtTime(0, t);
    }
    this.playingStart = start;
    this.hz = sounding || (fresh.length ? fresh[fresh.length - 1].hz : 0);
  }

  /* What the browser test reads. */
  status() {
    return {
      context: this.ctx ? this.ctx.state : 'none', muted: this.muted, started: this.started,
      tonesPlayed: this.tonesPlayed, hz: this.hz, gain: this.gain ? this.gain.gain.value : 0,
    };
  }
}
