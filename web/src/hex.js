/*
 * hex.js — the Intel HEX loader: turns the text avr-objcopy writes
 * (nimbox.hex) into the bytes of the flash.  avr8js has none of its own.
 * Records: 00 data, 01 end of file, 02 extended segment address (the
 * ATmega2560's and the 1284P's images pass 64 KiB), 04 extended linear
 * address; 03 and 05 (start addresses) mean nothing to an AVR and are
 * skipped.  Every character of a record must be a hex digit and every
 * record's checksum must hold: a damaged image is an error naming its
 * line and column, never a half-loaded chip.
 */

const HEX_DIGIT = /^[0-9A-Fa-f]$/;

/* Parses Intel HEX text into a Uint8Array of flashBytes (erased: 0xFF). */
export function parseIntelHex(text, flashBytes) {
  const flash = new Uint8Array(flashBytes).fill(0xff);
  let base = 0;
  let ended = false;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length && !ended; n++) {
    const line = lines[n].trim();
    if (!line) continue;
    const indent = lines[n].indexOf(line[0]);   /* columns count from the line's start */
    if (line[0] !== ':') throw new Error(`hex line ${n + 1}, column ${indent + 1}: not a record (no ':')`);
    for (let i = 1; i < line.length; i++) {
      if (!HEX_DIGIT.test(line[i])) {
        throw new Error(`hex line ${n + 1}, column ${indent + i + 1}: ${JSON.stringify(line[i])} is not a hex digit`);
      }
    }
    if (line.length < 11 || (line.length - 1) % 2 !== 0) {
      throw new Error(`hex line ${n + 1}: not a record (${line.length - 1} digits)`);
    }
    const bytes = [];
    for (let i = 1; i < line.length; i += 2) bytes.push(parseInt(line.slice(i, i + 2), 16));
    const count = bytes[0];
    if (bytes.length !== count + 5) throw new Error(`hex line ${n + 1}: length ${count} wrong`);
    const sum = bytes.reduce((a, b) => a + b, 0) & 0xff;
    if (sum !== 0) throw new Error(`hex line ${n + 1}: checksum wrong`);
    const offset = (bytes[1] << 8) | bytes[2];
    const type = bytes[3];
    const data = bytes.slice(4, 4 + count);
    if (type === 0x00) {
      const addr = base + offset;
      if (addr + count > flashBytes) throw new Error(`hex line ${n + 1}: past the flash end`);
      flash.set(data, addr);
    } else if (type === 0x01) {
      ended = true;
    } else if (type === 0x02) {
      base = ((data[0] << 8) | data[1]) * 16;
    } else if (type === 0x04) {
      base = ((data[0] << 8) | data[1]) * 65536;
    } else if (type !== 0x03 && type !== 0x05) {
      throw new Error(`hex line ${n + 1}: record type ${type}`);
    }
  }
  if (!ended) throw new Error('hex: no end-of-file record');
  return flash;
}
