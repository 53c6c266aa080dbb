// Is the build older than its sources? Read by npm start (scripts/start.mjs) and the operations
// launcher (scripts/ops.mjs), so both judge a build the same way.
import fs from "node:fs";

/** Newest modification time (ms) of a file or of anything under a folder; 0 when it is absent. */
export function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(`${p}/${name}`));
  return newest;
}
