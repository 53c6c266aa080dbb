// The checkpoint thread's entry when the server runs from its sources (tsx, vitest): a worker
// thread does not inherit tsx's loader, so wal-checkpoint-thread.ts is loaded through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport(new URL("./wal-checkpoint-thread.ts", import.meta.url).href, import.meta.url);
