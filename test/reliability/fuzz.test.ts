/**
 * Issue 9 §2 — hostile input, fuzzed: every route, FUZZ_RUNS requests each (default 6, so the
 * whole reliability suite stays within its time budget; fuzz.soak.ts runs 150). See
 * support/fuzz-suite.ts and support/fuzz.ts.
 */
import { defineFuzzSuite } from "./support/fuzz-suite.js";
import { listRoutes } from "./support/world.js";

defineFuzzSuite(await listRoutes(), Number(process.env.FUZZ_RUNS ?? 6));
