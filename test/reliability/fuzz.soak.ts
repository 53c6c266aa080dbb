/** Issue 9 §2, the long run: 150 hostile requests per route on each engine (FUZZ_RUNS overrides). */
import { defineFuzzSuite } from "./support/fuzz-suite.js";
import { listRoutes } from "./support/world.js";

defineFuzzSuite(await listRoutes(), Number(process.env.FUZZ_RUNS ?? 150));
