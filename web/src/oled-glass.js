/*
 * oled-glass.js — the OLED's glass as one looking at it sees it, and
 * what the scenario checks read from it, for the controller of
 * ssd1306.js, as the simulator reads its own (sim/oled_view.c):
 *
 * The glass: 128x64, page 0 at the top, bit 0 a page's top row; glass
 * column x shows RAM column x + 2 on an SH1106 (its 132-column RAM shows
 * 2..129), x on an SSD1306.  The remaps the firmware sets (0xA1, 0xC8)
 * turn the picture upright; without them it is turned round, as on the
 * module.  Inversion and "all on" change what is lit, not the text read.
 * Dark (display off, or an SSD1306's pump off) the glass is all 0.
 *
 * Text (the 21x4 grid on pages 0..3): cell (c, r) is page r, columns
 * 6c..6c+5; it reads as the character of the firmware's font
 * (hal/font_5x7.c, through web/font.mjs) whose five column bytes (all
 * eight lines: g j p q y have descenders) equal the cell's first five,
 * with its sixth column blank; anything else reads as 0x7F, which no
 * text check can match.  A cell whose sixth column is lit is the
 * cursor's, drawn inverted: it reads inverted back.  The rows read blank
 * while the panel is dark.
 *
 * Stones (the picture band, pages 4..7): from x 7 on, each run of
 * non-zero columns is one item; five wide with a middle column 0x3E is
 * a filled stone, 0x22 a hollow one, anything else "other"; a non-zero
 * column in x 0..6 marks the pile.
 */

const PAGES = 8;
const WIDTH = 128;
const TEXT_ROWS_MAX = 4;
const TEXT_COLS_MAX = 21;
const UNKNOWN_CHAR = String.fromCharCode(0x7f);
const MARK_COLUMNS = 7;

function reverse8(v) {
  let r = 0;
  for (let i = 0; i < 8; i++) r |= ((v >> i) & 1) << (7 - i);
  return r;
}

export class OledGlass {
  /* The glass of oled (an Ssd1306), its text read with font ({ first,
   * glyphs, width, cell, bytes }) in a cols x rows grid (board.h's). */
  constructor(oled, font, cols, rows) {
    this.oled = oled;
    this.font = font;
    this.cols = cols;
    this.rows = rows;
    this.textRows = Math.min(rows, TEXT_ROWS_MAX);
    this.textCols = Math.min(cols, TEXT_COLS_MAX);
    /* glyph bytes -> character, for the text read back */
    this.glyphs = new Map();
    if (font) {
      for (let g = font.glyphs - 1; g >= 0; g--) {
        const key = font.bytes.slice(g * font.width, (g + 1) * font.width).join(',');
        this.glyphs.set(key, String.fromCharCode(font.first + g));
      }
    }
  }

  /* The RAM byte behind a page and column of the glass, through the
   * offset and the remaps, lit or not. */
  ramAt(page, x) {
    if (page < 0 || page >= PAGES || x < 0 || x >= WIDTH) return 0;
    const o = this.oled;
    const col = o.segRemap ? x + o.offset : o.offset + WIDTH - 1 - x;
    if (o.comRemap) return o.ram[page][col];
    return reverse8(o.ram[PAGES - 1 - page][col]);
  }

  /* The byte the glass shows at a page and column x (0 while dark). */
  at(page, x) {
    const o = this.oled;
    if (!o.lit) return 0;
    if (o.allOn) return 0xff;
    const v = this.ramAt(page, x);
    return o.inverted ? ~v & 0xff : v;
  }

  /* Lit pixels of the RAM the glass shows (the current's model). */
  litPixels() {
    let n = 0;
    const o = this.oled;
    for (let p = 0; p < PAGES; p++) {
      for (let x = 0; x < WIDTH; x++) {
        for (let v = o.ram[p][x + o.offset]; v; v &= v - 1) n++;
      }
    }
    return n;
  }

  /* The character in text cell (col, row) and whether the cursor is on
   * it (the cell inverted, its sixth column lit): { ch, cursor }. */
  cell(row, col) {
    const f = this.font;
    let b = [];
    for (let i = 0; i < f.cell; i++) b.push(this.ramAt(row, col * f.cell + i));
    const cursor = b[f.width] === 0xff;
    if (cursor) b = b.map((v) => v ^ 0xff);
    if (b[f.width]) return { ch: UNKNOWN_CHAR, cursor };
    const ch = this.glyphs.get(b.slice(0, f.width).join(','));
    return { ch: ch === undefined ? UNKNOWN_CHAR : ch, cursor };
  }

  /* Text row r (board.h's columns; blank while dark). */
  rowText(r) {
    const row = Math.max(0, Math.min(r, this.textRows - 1));
    let s = '';
    for (let i = 0; i < this.cols; i++) s += this.oled.lit && i < this.textCols ? this.cell(row, i).ch : ' ';
    return s;
  }

  /* The first cell with the cursor's line { x, y }, or -1, -1. */
  cursor() {
    if (!this.oled.lit) return { x: -1, y: -1 };
    for (let r = 0; r < this.textRows; r++) {
      for (let c = 0; c < this.textCols; c++) if (this.cell(r, c).cursor) return { x: c, y: r };
    }
    return { x: -1, y: -1 };
  }

  /* The stones on a page, from what the RAM puts there (lit or not, as
   * the simulator reads them): { filled, hollow, other, marked }. */
  stones(page) {
    const s = { filled: 0, hollow: 0, other: 0, marked: false };
    for (let x = 0; x < MARK_COLUMNS; x++) if (this.ramAt(page, x)) s.marked = true;
    for (let x = MARK_COLUMNS; x < WIDTH;) {
      if (!this.ramAt(page, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < WIDTH && this.ramAt(page, x)) x++;
      const mid = this.ramAt(page, start + 2);
      if (x - start === 5 && mid === 0x3e) s.filled++;
      else if (x - start === 5 && mid === 0x22) s.hollow++;
      else s.other++;
    }
    return s;
  }

  /* The glass into an RGBA image (128x64: ImageData's data), lit pixels
   * in on's colour (r, g, b) dimmed by the contrast, the rest off's. */
  paint(data, on = [210, 235, 255], off = [10, 12, 16]) {
    const o = this.oled;
    const k = 0.35 + (0.65 * o.contrast) / 255;
    const lit = on.map((n) => Math.round(n * k));
    for (let p = 0; p < PAGES; p++) {
      for (let x = 0; x < WIDTH; x++) {
        const v = this.at(p, x);
        for (let bit = 0; bit < 8; bit++) {
          const i = ((p * 8 + bit) * WIDTH + x) * 4;
          const c = (v >> bit) & 1 ? lit : off;
          data[i] = c[0];
          data[i + 1] = c[1];
          data[i + 2] = c[2];
          data[i + 3] = 255;
        }
      }
    }
  }
}
