/*
 * page.js — the nimbox page: a board picker, the LCD (<wokwi-lcd1602>,
 * or <wokwi-lcd2004> for a board whose board.h says 4 rows; on a board
 * whose definition says display 'ssd1306', the 128x64 OLED,
 * <wokwi-ssd1306>, its pixels painted from the model's glass:
 * ssd1306.js, oled-glass.js), the five keys (<wokwi-pushbutton>: mouse and touch,
 * and the keyboard's arrows and Enter) or, on a board whose keys are a
 * rotary encoder, the knob (<wokwi-ky-040>: turned by the mouse wheel over
 * it, the arrow keys, RIGHT and DOWN clockwise, or a drag around it, a
 * detent each 18 degrees; clicked by its shaft, Enter or space, held for a
 * long click; its contacts' waveform: encoder.js), the serial console (a line typed,
 * the replies under it), a reset button, and each board's EEPROM kept in
 * localStorage, so the settings survive a reload as they survive a power
 * cycle.  Every board runs its own firmware image at its own clock.
 * The page opens on the board last chosen (the first in the bundle, the
 * default board, before any), with a short help beside the device.  A
 * key is pressed by its button or its label, through key-queue.js (a
 * click shorter than the firmware's debounce still counts, and quick
 * presses are never merged into one).
 *
 * The buzzer (<wokwi-buzzer>, moving while a tone sounds) plays through
 * WebAudio (audio.js): muted until the first click or key on the page, as
 * browsers require, then on until the Sound toggle mutes it.
 *
 * The firmware images and the board definitions come bundled
 * (web/build.mjs: the module 'nimbox:boards'); the page needs no server.
 * window.nimbox is there for the browser test: the device, the board's
 * name, the console lines, and the time the page got ready.
 */
import '@wokwi/elements/dist/esm/lcd1602-element.js';
import '@wokwi/elements/dist/esm/lcd2004-element.js';
import '@wokwi/elements/dist/esm/ssd1306-element.js';
import '@wokwi/elements/dist/esm/pushbutton-element.js';
import '@wokwi/elements/dist/esm/buzzer-element.js';
import '@wokwi/elements/dist/esm/ky-040-element.js';
import { BuzzerAudio } from './audio.js';
import { BOARDS } from 'nimbox:boards';
import { parseIntelHex } from './hex.js';
import { Device } from './device.js';
import { displayOf } from './displays.js';
import { RealTime } from './realtime.js';
import { KEY_NAMES } from './keys.js';
import { KeyQueue } from './key-queue.js';
import { EncoderQueue } from './encoder.js';
import { attachKnob } from './knob-ui.js';
import { setupFlash } from './flash-ui.js';

const KEYBOARD = { ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', Enter: 'select' };
const SAVE_DELAY_MS = 300;
const CONSOLE_PLACEHOLDER = 'move RULE POS... | grundy RULE N';
const LOG_LINES = 200;
const STEP_MS = 16;
const $ = (id) => document.getElementById(id);

const state = {
  board: null,
  device: null,
  pacer: null,
  /* the keys, each state kept 60 ms of the device's time (the firmware
   * takes a key once it has read the same for 20 ms) */
  keys: new KeyQueue(() => deviceMs(), (held) => keysChanged(held)),
  labelKey: null,         /* the key whose label the pointer holds down */
  /* the encoder's detents, played a quarter at a time in the device's time */
  knob: new EncoderQueue(() => deviceMs(), (closed) => state.device.keys.setContacts(closed)),
  eepromDirty: 0,
  shown: -1,
  light: null,
  audio: new BuzzerAudio(),
  buzzing: false,
  noteSet: false,         /* the buzzer's note shown or hidden as it sounds */
};

/* window.nimbox: what the browser test reads */
const api = {
  ready: null, board: null, lines: [], device: null, select, send: sendLine, frames: 0, busyMs: 0,
  audio: () => state.audio.status(),
  /* whether the display is a pixel one (its text read from its glass) */
  pixels: () => displayOf(state.board.def).pixels,
};
window.nimbox = api;

function storageKey(name) {
  return `nimbox.eeprom.${name}`;
}

function loadEeprom(name, size) {
  try {
    const text = localStorage.getItem(storageKey(name));
    if (!text || text.length !== size * 2) return null;
    const bytes = new Uint8Array(size);
    for (let i = 0; i < size; i++) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
    return bytes;
  } catch {
    return null;
  }
}

function saveEeprom() {
  if (!state.device || !state.eepromDirty) return;
  state.eepromDirty = 0;
  const hex = Array.from(state.device.eeprom, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    localStorage.setItem(storageKey(state.board.def.name), hex);
  } catch {
    /* storage full or blocked: the settings last as long as the page */
  }
}

function logLine(text, kind) {
  const log = $('log');
  const div = document.createElement('div');
  div.className = kind;
  div.textContent = text;
  log.appendChild(div);
  while (log.childElementCount > LOG_LINES) log.firstElementChild.remove();
  log.scrollTop = log.scrollHeight;
}

/* Starts the firmware of the board named name (a power-on). */
function select(name) {
  const board = BOARDS.find((b) => b.def.name === name) || BOARDS[0];
  saveEeprom();
  state.board = board;
  const def = board.def;
  board.flash ||= parseIntelHex(board.hex, def.chip.flashBytes);
  state.keys.clear();
  state.knob.clear();
  state.device = new Device(def, board.flash, {
    eeprom: loadEeprom(def.name, def.chip.eepromEnd + 1),
    onEepromWrite: () => {
      state.eepromDirty ||= performance.now();
    },
    onLine: (line) => {
      api.lines.push(line);
      logLine(line, 'reply');
    },
    onReset: (cause) => logLine(`-- ${cause === 'watchdog' ? 'watchdog reset' : 'reset'} --`, 'note'),
  });
  state.device.serial.setFlow(true, 16);
  state.pacer = new RealTime(state.device);
  state.audio.seen = 0;
  state.audio.playingStart = -1;
  state.shown = -1;
  state.light = null;
  api.board = def.name;
  api.device = state.device;
  api.lines = [];
  $('board').value = def.name;
  placeLcd(def);
  const knob = Boolean(def.encoder);
  const back = knob && Boolean(def.encoder.back);
  for (const [id, shown] of [['keys', !knob], ['knob', knob], ['help-keys', !knob], ['help-encoder', knob],
    ['keys-hint', !knob], ['knob-hint', knob], ['key-back', back], ['help-back', back]]) $(id).hidden = !shown;
  $('about').textContent = describe(def);
  /* the console as the build has it: a build without one says so */
  const hasConsole = Boolean(def.limits.console);
  $('line').placeholder = hasConsole ? CONSOLE_PLACEHOLDER : 'no console in this build';
  $('console-hint').hidden = !hasConsole;
  $('no-console-hint').hidden = hasConsole;
  document.body.dataset.board = def.name;
  try {
    localStorage.setItem('nimbox.board', def.name);
  } catch {
    /* no storage: the first board next time */
  }
  if (location.hash.slice(1) !== def.name) history.replaceState(null, '', `#${def.name}`);
  logLine(`-- ${def.name}: power on --`, 'note');
}

/* The display's element: the OLED, or the LCD's 16x2 or 20x4. */
function placeLcd(def) {
  const tag = displayOf(def).element(def);
  const old = $('lcd');
  if (old.tagName.toLowerCase() === tag) return;
  const el = document.createElement(tag);
  el.id = 'lcd';
  el.setAttribute('pins', 'none');
  old.replaceWith(el);
}

function describe(def) {
  const mhz = def.fCpu / 1e6;
  const keys = def.ladder ? 'five keys on an ADC ladder' : def.encoder
    ? `a rotary encoder and its button${def.encoder.back ? ', a kill button (back)' : ''}`
      + (def.encoder.poll ? ' read from Timer2' : ' on pin-change interrupts')
    : 'five buttons on pin-change interrupts';
  const lcd = displayOf(def).describe(def);
  const has = ['the coach', def.limits.play && 'play', def.limits.puzzle && 'puzzles',
    def.limits.picture && 'stones on the OLED'].filter(Boolean).join(', ');
  return `${def.name}: ${has}; ${def.mcu.toUpperCase().replace('ATMEGA', 'ATmega')} at ${mhz} MHz, ${def.vccMv / 1000} V, `
    + `${lcd}, ${keys}, ${def.limits.console ? `console ${def.baud} baud` : 'no console'}, `
    + `EEPROM ${def.chip.eepromEnd + 1} B`;
}

function keysChanged(held) {
  if (state.device) state.device.press(...held);
  for (const name of KEY_NAMES) {
    const el = $(`key-${name}`);
    if (el.pressed !== held.has(name)) el.pressed = held.has(name);
  }
  /* the kill button is LEFT's pin */
  if ($('key-back').pressed !== held.has('left')) $('key-back').pressed = held.has('left');
}

/* n detents of the knob (negative: anticlockwise), on a board with one. */
function turnKnob(n) {
  if (state.board.def.encoder && n) state.knob.turn(n);
}

/* The buzzer element's note: its animation never stops by itself (it is
 * only made invisible), which costs the page's main thread every frame;
 * so it is taken out of the layout while the buzzer is silent. */
function showNote(buzzing) {
  const note = $('buzzer').shadowRoot && $('buzzer').shadowRoot.querySelector('.music-note');
  if (!note) return;   /* not drawn yet: tried again next frame */
  note.style.display = buzzing ? '' : 'none';
  state.noteSet = true;
}

/* The device's time in ms. */
function deviceMs() {
  return (state.device.cycles * 1000) / state.board.def.fCpu;
}

const pressKey = (name) => state.keys.want(name, true);
const releaseKey = (name) => state.keys.want(name, false);

function sendLine(text) {
  logLine(`> ${text}`, 'sent');
  state.device.send(`${text}\n`);
}

/* One step, about a display frame apart: the device up to now, then the
 * LCD if it changed (the element draws it in the next frame).  A timer,
 * not requestAnimationFrame: with nothing to draw, the browser then
 * renders no frames at all (an idle page costs a fraction as much). */
function frame() {
  const now = performance.now();
  const dev = state.device;
  /* the device run to each queued key's turn, the key changed there (not
   * after a frame's worth of time: a short press stays short however late
   * the frame), then on to now */
  for (let i = 0; i < 64 && (state.keys.queued.size || state.knob.pending.length); i++) {
    /* (one cycle past the turn: the ms read back from it not below) */
    const due = Math.min(state.keys.dueMs(), state.knob.dueMs());
    if (!state.pacer.step(now, Math.ceil((due * dev.fCpu) / 1000) + 1)) break;
    state.keys.apply();
    state.knob.apply();
  }
  state.pacer.step(now);
  const lcd = dev.lcd;
  const el = $('lcd');
  if (displayOf(state.board.def).pixels) {
    /* the OLED: its glass painted into the element's image */
    if (lcd.version !== state.shown && el.imageData) {
      state.shown = lcd.version;
      const paint = displayOf(state.board.def).paint;
      if (paint) paint(lcd, el.imageData.data);
      else lcd.glass.paint(el.imageData.data);
      el.redraw();
    }
  } else if (lcd.version !== state.shown) {
    state.shown = lcd.version;
    el.characters = lcd.characters();
    const c = lcd.cursor();
    el.cursor = lcd.displayOn && lcd.cursorOn;
    el.blink = lcd.displayOn && lcd.blinkOn;
    el.cursorX = c.x;
    el.cursorY = c.y;
  }
  const light = dev.backlight;
  if (light !== state.light && !displayOf(state.board.def).pixels) {
    state.light = light;
    el.backlight = light;
  }
  /* the buzzer: the speaker follows the pin; the element moves while a
   * tone sounds (muted or not) */
  state.audio.follow(dev.tones, dev.cycles);
  const buzzing = dev.buzzerHz > 0 || state.audio.hz > 0;
  if (buzzing !== state.buzzing || !state.noteSet) {
    state.buzzing = buzzing;
    const buzzer = $('buzzer');
    buzzer.hasSignal = buzzing;
    showNote(buzzing);
    /* the element's own update rewrites the note's style attribute (its
     * visibility), and with it the display set here: set it again once
     * that update is done */
    if (buzzer.updateComplete) buzzer.updateComplete.then(() => showNote(state.buzzing));
  }
  if (state.eepromDirty && now - state.eepromDirty > SAVE_DELAY_MS) saveEeprom();
  api.frames++;
  api.busyMs = state.pacer.busyMs;
  if (api.ready === null) {
    api.ready = performance.now();
    document.body.dataset.ready = '1';
  }
  setTimeout(frame, STEP_MS);
}

function setup() {
  const picker = $('board');
  for (const b of BOARDS) {
    const opt = document.createElement('option');
    opt.value = b.def.name;
    opt.textContent = b.label;
    picker.appendChild(opt);
  }
  picker.addEventListener('change', () => select(picker.value));
  /* the kill button beside the knob, where the board has one: LEFT's pin */
  $('key-back').addEventListener('button-press', () => pressKey('left'));
  $('key-back').addEventListener('button-release', () => releaseKey('left'));
  for (const name of KEY_NAMES) {
    const el = $(`key-${name}`);
    el.addEventListener('button-press', () => pressKey(name));
    el.addEventListener('button-release', () => releaseKey(name));
    /* the label under the button presses it too (the button's own
     * presses come through its events above) */
    el.addEventListener('pointerdown', (e) => {
      if (e.composedPath().some((n) => n.tagName === 'BUTTON')) return;
      e.preventDefault();
      state.labelKey = name;
      pressKey(name);
    });
  }
  const labelUp = () => {
    if (state.labelKey) releaseKey(state.labelKey);
    state.labelKey = null;
  };
  document.addEventListener('pointerup', labelUp);
  document.addEventListener('pointercancel', labelUp);
  attachKnob($('encoder'), {
    on: () => Boolean(state.board.def.encoder),
    turn: turnKnob,
    button: (down) => (down ? pressKey('select') : releaseKey('select')),
    back: (down) => {
      if (state.board.def.encoder.back) (down ? pressKey : releaseKey)('left');
    },
    typing: (target) => target === $('line') || target.tagName === 'SELECT',
  });
  document.addEventListener('keydown', (e) => {
    const name = KEYBOARD[e.key];
    if (!name || e.target === $('line') || e.target.tagName === 'SELECT') return;
    e.preventDefault();
    if (!e.repeat) pressKey(name);
  });
  document.addEventListener('keyup', (e) => {
    const name = KEYBOARD[e.key];
    if (name) releaseKey(name);
  });
  window.addEventListener('blur', () => {
    for (const name of state.keys.held) releaseKey(name);
  });
  $('console').addEventListener('submit', (e) => {
    e.preventDefault();
    const input = $('line');
    sendLine(input.value);
    input.value = '';
  });
  $('reset').addEventListener('click', () => state.device.reset());
  /* sound: the first gesture on the page starts it; the toggle mutes */
  const soundLabel = () => {
    $('mute').textContent = state.audio.muted ? 'Sound: off' : 'Sound: on';
    $('mute').setAttribute('aria-pressed', String(!state.audio.muted));
  };
  const firstGesture = (e) => {
    if (state.audio.started || e.target === $('mute')) return;
    state.audio.start();
    soundLabel();
  };
  document.addEventListener('pointerdown', firstGesture, true);
  document.addEventListener('keydown', firstGesture, true);
  $('mute').addEventListener('click', () => {
    if (!state.audio.started) state.audio.start();   /* the first gesture: on */
    else state.audio.setMuted(!state.audio.muted);
    soundLabel();
  });
  $('forget').addEventListener('click', () => {
    state.device.eeprom.fill(0xff);
    state.eepromDirty = performance.now();
    saveEeprom();
    state.device.reset();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) saveEeprom();
    else state.pacer.restart();
  });
  window.addEventListener('pagehide', saveEeprom);
  let first = location.hash.slice(1);
  if (!BOARDS.some((b) => b.def.name === first)) {
    try {
      first = localStorage.getItem('nimbox.board');
    } catch {
      first = null;
    }
  }
  select(first);
  setupFlash(() => state.board, $);
  window.addEventListener('hashchange', () => {
    const name = location.hash.slice(1);
    if (name !== state.board.def.name && BOARDS.some((b) => b.def.name === name)) select(name);
  });
  frame();
}

setup();
