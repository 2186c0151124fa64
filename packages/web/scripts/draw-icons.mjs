// Draws the phone apps' icons (public/icons/<app>-[maskable-]<size>.png): a white glyph on the
// app's blue, a bus for the driver, a P for the parking attendant, a house for parents.
// Run again after changing a shape: node scripts/draw-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x35, 0x54, 0xd1];
const WHITE = [0xff, 0xff, 0xff];

const rect = (x0, y0, x1, y1) => (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const disk = (cx, cy, r) => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const roundRect = (x0, y0, x1, y1, r) => (x, y) => {
  if (!rect(x0, y0, x1, y1)(x, y)) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const triangle = ([ax, ay], [bx, by], [cx, cy]) => (x, y) => {
  const side = (px, py, qx, qy) => (qx - px) * (y - py) - (qy - py) * (x - px);
  const d1 = side(ax, ay, bx, by), d2 = side(bx, by, cx, cy), d3 = side(cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
};
const any = (...shapes) => (x, y) => shapes.some((s) => s(x, y));

/** Each glyph: the white shape and the blue cut into it, in a unit square. */
const GLYPHS = {
  driver: {
    white: any(roundRect(0.25, 0.22, 0.75, 0.72, 0.07), disk(0.35, 0.74, 0.065), disk(0.65, 0.74, 0.065)),
    cut: any(roundRect(0.31, 0.29, 0.69, 0.5, 0.03), disk(0.34, 0.62, 0.035), disk(0.66, 0.62, 0.035)),
  },
  jukir: {
    white: any(
      rect(0.34, 0.22, 0.46, 0.78),
      rect(0.34, 0.22, 0.52, 0.34),
      rect(0.34, 0.52, 0.52, 0.64),
      (x, y) => x >= 0.52 && disk(0.52, 0.43, 0.21)(x, y),
    ),
    cut: (x, y) => x >= 0.46 && disk(0.52, 0.43, 0.09)(x, y),
  },
  warga: {
    white: any(triangle([0.5, 0.2], [0.16, 0.5], [0.84, 0.5]), rect(0.27, 0.46, 0.73, 0.78)),
    cut: rect(0.44, 0.6, 0.56, 0.78),
  },
};

/** The colour at a point: the glyph (scaled about the centre) over the background shape. */
function colourAt(glyph, maskable, x, y) {
  // A maskable icon fills its square and keeps the glyph inside the safe circle.
  const scale = maskable ? 0.72 : 1;
  const gx = (x - 0.5) / scale + 0.5, gy = (y - 0.5) / scale + 0.5;
  if (glyph.white(gx, gy) && !glyph.cut(gx, gy)) return WHITE;
  if (maskable || roundRect(0.04, 0.04, 0.96, 0.96, 0.2)(x, y)) return BLUE;
  return null;
}

/** An RGBA image, each pixel the average of 4x4 samples (smooth edges). */
function draw(glyph, size, maskable) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) {
        const c = colourAt(glyph, maskable, (px + (sx + 0.5) / 4) / size, (py + (sy + 0.5) / 4) / size);
        if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
      }
      if (a) row.set([Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((a / 16) * 255)], 1 + px * 4);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4), crc = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
function png(size, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const out = new URL('../public/icons/', import.meta.url);
for (const [app, glyph] of Object.entries(GLYPHS)) {
  for (const size of [192, 512]) {
    writeFileSync(new URL(`${app}-${size}.png`, out), draw(glyph, size, false));
    writeFileSync(new URL(`${app}-maskable-${size}.png`, out), draw(glyph, size, true));
  }
}
