/*
 * index.js — the flasher's public face: flashImage and its errors, the
 * chips it knows, and the transports' contract (link.js).
 */
export { flashImage, FlashError, CHIPS, imageBytes, imageExtent, bootloaderBaud } from './flasher.js';
export { Link, LinkTimeout } from './link.js';
