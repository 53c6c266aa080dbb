// Writes .br and .gz beside each compressible built file, once at build time, so the server
// sends compressed assets without compressing on every request.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/precompress.mjs <dir>");
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest|map)$/;

function* files(d) {
  for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (compressible.test(entry.name)) yield p;
  }
}

let count = 0;
for (const file of files(dir)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} files in ${dir}`);
