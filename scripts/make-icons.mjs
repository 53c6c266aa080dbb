// Draws the app icons of the web manifest (issue 18) from favicon.svg's shapes: the teal
// rounded square with the white check mark. Run once, output committed in src/web/public:
//   node scripts/make-icons.mjs
// No image library: a tiny PNG encoder (zlib) and 4x4 supersampling are enough for two shapes.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const TEAL = [0x0f, 0x76, 0x6e];
const CHECK = [
  [9, 17],
  [14, 22],
  [23, 10],
]; // favicon.svg's path, on its 32-unit grid

function distToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** `maskable`: full-bleed background, the mark shrunk into the 80 % safe zone. */
function draw(size, maskable) {
  const rgba = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.72 : 1; // mark size relative to the 32-unit grid
  const S = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const u = ((x + (sx + 0.5) / S) / size) * 32;
          const v = ((y + (sy + 0.5) / S) / size) * 32;
          // rounded square, radius 8 of 32 (or the full square when maskable)
          const cx = Math.min(Math.max(u, 8), 24);
          const cy = Math.min(Math.max(v, 8), 24);
          const inside = maskable || Math.hypot(u - cx, v - cy) <= 8;
          if (!inside) continue;
          bg++;
          const mu = 16 + (u - 16) / scale;
          const mv = 16 + (v - 16) / scale;
          const d = Math.min(distToSegment(mu, mv, CHECK[0], CHECK[1]), distToSegment(mu, mv, CHECK[1], CHECK[2]));
          if (d <= 1.75) mark++;
        }
      }
      const a = bg / (S * S);
      const m = bg === 0 ? 0 : mark / bg;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(TEAL[c] * (1 - m) + 255 * m);
      rgba[i + 3] = Math.round(a * 255);
    }
  }
  return png(size, rgba);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const out = path.join(import.meta.dirname, "..", "src", "web", "public", "icons");
fs.mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
]) {
  fs.writeFileSync(path.join(out, name), draw(size, maskable));
}
