// How the server process is started, wherever it runs: `npm start` (scripts/start.mjs), the
// container (Dockerfile: the same values, checked by test/ops/server-runtime.test.ts) and the
// benchmarks (bench/processes.ts), so the figures in BENCHMARKS.md are the ones users get.

/**
 * glibc raises its mmap threshold to the size of the largest block freed (up to 32 MB), so
 * after the first password hash (scrypt takes 16 MB) every hash's 16 MB came from the heap of
 * the libuv thread that ran it, and stayed there: ~70 MB of resident memory after a burst of
 * sign-ins on four threads. A fixed threshold keeps such blocks in mmap, returned when freed.
 * Other C libraries ignore the variable.
 */
export const SERVER_ENV = {
  MALLOC_MMAP_THRESHOLD_: "131072",
};

/**
 * Node options for the server process. V8 grows the young generation's two semi-spaces to 16 MB
 * each during start-up's allocation burst and keeps them: 32 MB of an idle server's resident
 * memory held 5 MB of objects (idle RSS 125-127 MB against the 120 MB budget). At 8 MB the
 * server idles at 102-111 MB, and list and check-in throughput stayed within run-to-run noise
 * (BENCHMARKS.md, 2026-11-27).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"];

/**
 * Set by a parent that hands the server an IPC channel (scripts/start.mjs): the server stops
 * gracefully when that channel closes, i.e. when the parent is gone, however it ended.
 */
export const STOP_WITH_PARENT_ENV = "PROGRESSVAULT_STOP_WITH_PARENT";
