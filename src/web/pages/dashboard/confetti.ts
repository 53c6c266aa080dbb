/**
 * Confetti when a quick increment completes a goal (spec §2, §4: 2.4 s, 38 pieces).
 * canvas-confetti is loaded on first use so it stays out of the dashboard's first chunk.
 * No worker: workers from blob URLs are refused by our Content-Security-Policy.
 */
import type { CreateTypes } from "canvas-confetti";

export const CONFETTI_DURATION_MS = 2400;
export const CONFETTI_PARTICLES = 38;
// canvas-confetti counts a particle's life in animation frames; ~60 per second.
const TICKS = Math.round((CONFETTI_DURATION_MS / 1000) * 60);

let cannon: Promise<CreateTypes> | null = null;

function loadCannon(): Promise<CreateTypes> {
  cannon ??= import("canvas-confetti").then((m) =>
    m.default.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true }),
  );
  return cannon;
}

export function celebrate(): void {
  loadCannon().then(
    (fire) => {
      void fire({ particleCount: CONFETTI_PARTICLES, spread: 75, startVelocity: 38, ticks: TICKS, origin: { y: 0.6 } });
      window.setTimeout(() => fire.reset(), CONFETTI_DURATION_MS);
    },
    () => {
      cannon = null; // a lost chunk: try again next time; the toast already said what happened
    },
  );
}
