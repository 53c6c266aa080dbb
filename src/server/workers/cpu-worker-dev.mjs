// A pool thread's entry when the server runs from its sources (tsx, vitest): a worker thread
// does not inherit tsx's loader, so cpu-worker.ts is loaded through tsx's API (cpu-pool.ts).
import { tsImport } from "tsx/esm/api";

const worker = await tsImport(new URL("./cpu-worker.ts", import.meta.url).href, import.meta.url);

export default worker.default;
