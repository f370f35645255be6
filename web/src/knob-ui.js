/*
 * knob-ui.js — the page's rotary encoder as a person works it, on the
 * <wokwi-ky-040> drawing: the mouse wheel over it (a detent a notch, 100
 * pixels; down, towards the person, clockwise), a drag around its shaft
 * (a detent every 18 degrees, the drawing's step), its own two arrows
 * (a click a detent, held: one every 300 ms), the arrow keys (RIGHT and
 * DOWN clockwise, LEFT and UP anticlockwise, as the simulator's
 * interactive front end has them), and its button: the shaft pressed,
 * or Enter or space, held as long as the key or the mouse is (0.6 s
 * makes the firmware's long click); Escape is the kill (back) button
 * where the board has one.  The drawing is turned with each
 * detent asked for; the device gets them through encoder.js's queue.
 */

const DETENT_DEGREES = 18;
const WHEEL_PX = 100;
/* the keys: a detent either way, or the button */
const KNOB_KEYS = {
  ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Enter: 'button', ' ': 'button', Escape: 'back',
};

/* The pointer's angle around the shaft of el, in degrees clockwise. */
function shaftAngle(el, e) {
  const box = el.getBoundingClientRect();
  /* the shaft's centre in the drawing's 116 x 70.4 view box */
  const cx = box.left + (36.24 / 116) * box.width;
  const cy = box.top + (28.5 / 70.4) * box.height;
  return (Math.atan2(e.clientY - cy, e.clientX - cx) * 180) / Math.PI;
}

/* Wires the drawing el: hooks.on() says whether the board has a knob,
 * hooks.turn(n) takes n detents (negative: anticlockwise), hooks.button(down)
 * the button, hooks.back(down) the kill button, hooks.typing(target)
 * whether a key goes to a text field. */
export function attachKnob(el, hooks) {
  let wheel = 0;      /* wheel pixels not yet a detent */
  let drag = null;    /* { id, angle } of a drag around the shaft */
  const turn = (n, draw = true) => {
    if (!n) return;
    hooks.turn(n);
    if (draw) el.angle = (((Number(el.angle) + n * DETENT_DEGREES) % 360) + 360) % 360;
  };

  el.addEventListener('wheel', (e) => {
    e.preventDefault();
    const px = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaMode === 2 ? e.deltaY * WHEEL_PX : e.deltaY;
    wheel += px;
    const n = Math.trunc(wheel / WHEEL_PX);
    wheel -= n * WHEEL_PX;
    turn(n);
  }, { passive: false });
  /* its arrows (the drawing turns itself) and its shaft */
  el.addEventListener('rotate-cw', () => turn(1, false));
  el.addEventListener('rotate-ccw', () => turn(-1, false));
  el.addEventListener('button-press', () => hooks.button(true));
  el.addEventListener('button-release', () => hooks.button(false));
  el.addEventListener('pointerdown', (e) => {
    const part = e.composedPath().some((n) => n.classList
      && (n.classList.contains('handle') || n.classList.contains('arrow-container')));
    if (part) return;   /* the shaft clicks, the arrows step */
    e.preventDefault();
    el.setPointerCapture(e.pointerId);
    drag = { id: e.pointerId, angle: shaftAngle(el, e) };
  });
  el.addEventListener('pointermove', (e) => {
    if (!drag || drag.id !== e.pointerId) return;
    let delta = shaftAngle(el, e) - drag.angle;
    if (delta > 180) delta -= 360;
    if (delta < -180) delta += 360;
    const n = Math.trunc(delta / DETENT_DEGREES);
    drag.angle += n * DETENT_DEGREES;
    turn(n);
  });
  const dragEnd = (e) => {
    if (drag && drag.id === e.pointerId) drag = null;
  };
  el.addEventListener('pointerup', dragEnd);
  el.addEventListener('pointercancel', dragEnd);
  /* the keyboard, caught before the drawing's own key handlers (its
   * arrows step UP clockwise): only these count */
  document.addEventListener('keydown', (e) => {
    const what = KNOB_KEYS[e.key];
    if (what === undefined || !hooks.on() || hooks.typing(e.target)) return;
    e.preventDefault();
    e.stopPropagation();
    if (typeof what === 'number') turn(what);
    else if (!e.repeat) hooks[what](true);
  }, true);
  document.addEventListener('keyup', (e) => {
    const what = KNOB_KEYS[e.key];
    if (typeof what !== 'string' || !hooks.on() || hooks.typing(e.target)) return;
    e.stopPropagation();
    hooks[what](false);
  }, true);
}
