/*
 * flash-board.mjs — a board with its real bootloader on avr8js, for the
 * flasher's Node tests: the board itself is boot-board.mjs (which the
 * page's test bundles too); the bootloader image is read here from
 * Debian's arduino-core-avr package at test time.
 */
import fs from 'node:fs';
import { BOOTLOADERS, bootloaderFromHex } from './boot-board.mjs';

export { BootBoard, BOOTLOADERS, bootloaderFromHex } from './boot-board.mjs';
export const BOOTLOADER_DIR = process.env.BOOTLOADER_DIR
  || '/usr/share/arduino/hardware/arduino/avr/bootloaders';

/* The bootloader's Intel HEX text (name: a BOOTLOADERS key). */
export function bootloaderHex(name) {
  return fs.readFileSync(`${BOOTLOADER_DIR}/${BOOTLOADERS[name].file}`, 'utf8');
}

/* The bootloader's bytes in an erased flash of flashBytes. */
export function loadBootloader(name, flashBytes) {
  return bootloaderFromHex(name, bootloaderHex(name), flashBytes);
}
