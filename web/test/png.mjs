/*
 * png.mjs — a PNG read into pixels (Node's zlib for the image data, no
 * other dependency) and two pictures compared within a tolerance: how
 * the screens shot in Chromium are held to the committed images of
 * docs/images/ (browser-screens.mjs), so a wrong picture there (another
 * screen's, or one the firmware no longer draws) fails.
 *
 * Reads what Chromium and sim/png.c write: 8-bit greyscale, RGB, RGBA,
 * grey with alpha, and palette images of 1, 2, 4 or 8 bits, not
 * interlaced, every filter (PNG specification, ISO/IEC 15948).
 */
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/* The Paeth predictor of the PNG specification. */
function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/* { width, height, rgba } of a PNG file's bytes; throws what is wrong. */
export function decodePng(buf) {
  if (buf.length < 8 || !buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG (no signature)');
  let pos = 8;
  let head = null;
  let palette = null;
  let alpha = null;
  const idat = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    pos += 12 + len;
    if (type === 'IHDR') {
      head = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8], colour: data[9], interlace: data[12] };
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') alpha = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
  }
  if (!head) throw new Error('no IHDR chunk');
  const { width, height, depth, colour, interlace } = head;
  const channels = CHANNELS[colour];
  if (!channels || interlace) throw new Error(`colour type ${colour}, interlace ${interlace}: not read here`);
  if (colour !== 3 && depth !== 8) throw new Error(`${depth}-bit colour type ${colour}: not read here`);
  if (colour === 3 && !palette) throw new Error('a palette image without PLTE');
  const bits = depth * channels;
  const stride = Math.ceil((width * bits) / 8);
  const bpp = Math.max(1, bits / 8);
  const raw = zlib.inflateSync(Buffer.concat(idat));
  if (raw.length < height * (stride + 1)) throw new Error(`image data ${raw.length} B, ${height * (stride + 1)} B expected`);
  const rows = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const up = y ? rows.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[i - bpp] : 0;
      const b = up[i];
      const c = i >= bpp ? up[i - bpp] : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      if (pred === undefined) throw new Error(`row ${y}: filter ${filter}`);
      out[i] = (line[i] + pred) & 255;
    }
  }
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const r = y * stride;
      if (colour === 3) {
        const per = 8 / depth;
        const byte = rows[r + Math.floor(x / per)];
        const idx = (byte >> (8 - depth * ((x % per) + 1))) & ((1 << depth) - 1);
        rgba[o] = palette[idx * 3];
        rgba[o + 1] = palette[idx * 3 + 1];
        rgba[o + 2] = palette[idx * 3 + 2];
        rgba[o + 3] = alpha && idx < alpha.length ? alpha[idx] : 255;
      } else {
        const p = r + x * channels;
        const grey = colour === 0 || colour === 4;
        rgba[o] = rows[p];
        rgba[o + 1] = grey ? rows[p] : rows[p + 1];
        rgba[o + 2] = grey ? rows[p] : rows[p + 2];
        rgba[o + 3] = colour === 6 ? rows[p + 3] : colour === 4 ? rows[p + 1] : 255;
      }
    }
  }
  return { width, height, rgba };
}

/* The tolerance: a pixel differs when a channel is more than CHANNEL_STEP
 * apart (anti-aliasing, a colour rounded), and two pictures are the same
 * when at most MAX_DIFFERENT of their pixels differ.  One character cell
 * of the LCD changed is about 1.5 % of a 16x2 screen's pixels. */
export const CHANNEL_STEP = 48;
export const MAX_DIFFERENT = 0.005;

/* null when the two pictures are the same within the tolerance, else why. */
export function pictureDiffers(a, b) {
  if (a.width !== b.width || a.height !== b.height) return `${a.width}x${a.height} against ${b.width}x${b.height}`;
  let different = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    for (let k = 0; k < 4; k++) {
      if (Math.abs(a.rgba[i + k] - b.rgba[i + k]) > CHANNEL_STEP) {
        different++;
        break;
      }
    }
  }
  const share = different / (a.width * a.height);
  return share > MAX_DIFFERENT ? `${different} pixels of ${a.width * a.height} differ (${(share * 100).toFixed(2)} %, at most ${MAX_DIFFERENT * 100} %)` : null;
}
