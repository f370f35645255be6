/*
 * hex.mjs — the page's Intel HEX loader (src/hex.js) on records made
 * here: data lands at its address past each kind of base (02, 04), start
 * records are skipped, lower case and CRLF are read; every damage is
 * refused with its line (and, for a character that is not a hex digit,
 * its column): a space or a G inside a byte, a missing ':', an odd or too
 * short record, a count that is not the record's, a wrong checksum, an
 * unknown type, data past the flash, no end record.  Run by units.mjs
 * (the page's scenarios) and alone (npm run mutants runs it).
 *   node web/test/hex.mjs
 */
import { pathToFileURL } from 'node:url';
import { parseIntelHex } from '../src/hex.js';

/* One record's text, its checksum computed. */
export function record(type, addr, bytes) {
  const all = [bytes.length, addr >> 8, addr & 0xff, type, ...bytes];
  const sum = (0x100 - (all.reduce((a, b) => a + b, 0) & 0xff)) & 0xff;
  return `:${[...all, sum].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
}

/* Runs every check through check(what, ok, why). */
export function hexTests(check) {
  const error = (text, size = 0x20000) => {
    try {
      parseIntelHex(text, size);
      return 'no error';
    } catch (e) {
      return e.message;
    }
  };
  const refused = (what, text, want, size) => {
    const got = error(text, size);
    check(`hex: ${what}: "${got}"`, got === want, `wanted "${want}"`);
  };
  const end = record(1, 0, []);

  const hex = [record(0, 0x0010, [1, 2, 3]), record(2, 0, [0x10, 0x00]), record(0, 0x0004, [0xaa]),
    record(4, 0, [0x00, 0x02]), record(0, 0xfffe, [0x5a, 0xa5]), record(3, 0, [0, 0, 0, 0]),
    record(5, 0, [0, 0, 1, 0]), end].join('\n');
  const flash = parseIntelHex(hex, 0x40000);
  check('hex: data records land at their address, the rest erased', flash[0x10] === 1 && flash[0x11] === 2
    && flash[0x12] === 3 && flash[0x0f] === 0xff && flash[0x13] === 0xff && flash.length === 0x40000);
  check('hex: an extended segment address moves the base (0x1000 * 16)', flash[0x10004] === 0xaa);
  check('hex: an extended linear address moves the base (2 * 65536); start records skipped',
    flash[0x2fffe] === 0x5a && flash[0x2ffff] === 0xa5);
  const lower = parseIntelHex(`${record(0, 0x20, [0xab, 0xcd]).toLowerCase()}\r\n${end}\r\n`, 256);
  check('hex: lower case and CRLF read', lower[0x20] === 0xab && lower[0x21] === 0xcd);
  const after = parseIntelHex(`\n  ${record(0, 0, [7])}\n${end}\n:junk after the end\n`, 256);
  check('hex: blank lines and indents read, nothing after the end record', after[0] === 7);

  refused('a space inside a byte', ':01000000A F5\n:00000001FF', 'hex line 1, column 11: " " is not a hex digit');
  refused('a G as a byte\'s second digit', ':010000000GF5\n:00000001FF', 'hex line 1, column 11: "G" is not a hex digit');
  refused('a damaged address, indented', '  :0100x0000AF5\n:00000001FF',
    'hex line 1, column 8: "x" is not a hex digit');
  refused('a damaged digit on line 2', `${record(0, 0, [1])}\n:0100010Z02FC\n${end}`,
    'hex line 2, column 9: "Z" is not a hex digit');
  refused('no colon', `${record(0, 0, [1])}\n010000000AF5\n${end}`, 'hex line 2, column 1: not a record (no \':\')');
  refused('an odd number of digits', ':010000000AF\n:00000001FF', 'hex line 1: not a record (11 digits)');
  refused('a record too short', ':0000000\n:00000001FF', 'hex line 1: not a record (7 digits)');
  refused('a record too short, its digits even', ':00000001\n:00000001FF', 'hex line 1: not a record (8 digits)');
  refused('a count that is not the record\'s', `${record(0, 0, [1, 2]).replace(/^:02/, ':03')}\n${end}`,
    'hex line 1: length 3 wrong');
  refused('a wrong checksum', `${record(0, 0, [1]).replace(/..$/, '00')}\n${end}`, 'hex line 1: checksum wrong');
  refused('a checksum one off', `${end}`.replace(/FF$/, 'FE'), 'hex line 1: checksum wrong');
  refused('an unknown record type', `${record(6, 0, [1])}\n${end}`, 'hex line 1: record type 6');
  refused('data past the flash', `${record(0, 0xff, [1, 2])}\n${end}`, 'hex line 1: past the flash end', 256);
  check('hex: data up to the flash\'s last byte loads', parseIntelHex(`${record(0, 0xfe, [1, 2])}\n${end}`, 256)[255] === 2);
  refused('no end record', record(0, 0, [1]), 'hex: no end-of-file record');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = { passed: 0, failed: 0 };
  hexTests((what, ok, why = '') => {
    if (ok) r.passed++;
    else r.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : `\n     ${why}`}`);
  });
  console.log(`${r.passed} passed, ${r.failed} failed`);
  process.exit(r.failed ? 1 : 0);
}
