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

/** Node options for the server process. */
export const SERVER_NODE_FLAGS = [];

/**
 * Set by a parent that hands the server an IPC channel (scripts/start.mjs): the server stops
 * gracefully when that channel closes, i.e. when the parent is gone, however it ended.
 */
export const STOP_WITH_PARENT_ENV = "PROGRESSVAULT_STOP_WITH_PARENT";
