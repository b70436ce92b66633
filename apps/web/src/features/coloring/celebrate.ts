import { CONFETTI_MS } from '@huebook/shared/constants';

/**
 * canvas-confetti (~20 KB) loads on the first celebration, not with the coloring screen: the
 * first fill never waits for it (issue 12). `preloadCelebration` fetches it ahead (after the
 * first fill, when the browser is idle).
 */
const loadConfetti = () => import('canvas-confetti').then((module) => module.default);

/** Starts loading the confetti code, so the next save celebrates without a wait. */
export function preloadCelebration(): void {
  void loadConfetti().catch(() => undefined);
}

/**
 * Confetti from both sides of the screen for CONFETTI_MS (3 s, spec §9) after a save. Skipped
 * for people who ask for reduced motion. The 3 s run from the call, whether or not the confetti
 * code had loaded yet.
 */
export function celebrate(durationMs: number = CONFETTI_MS): void {
  const end = Date.now() + durationMs;
  const colors = ['#8b5cf6', '#f472b6', '#fbbf24', '#38bdf8', '#22c55e'];
  void loadConfetti()
    .then((confetti) => {
      const frame = () => {
        void confetti({
          particleCount: 4,
          angle: 60,
          spread: 60,
          origin: { x: 0, y: 0.7 },
          colors,
          disableForReducedMotion: true,
          zIndex: 60,
        });
        void confetti({
          particleCount: 4,
          angle: 120,
          spread: 60,
          origin: { x: 1, y: 0.7 },
          colors,
          disableForReducedMotion: true,
          zIndex: 60,
        });
        if (Date.now() < end) requestAnimationFrame(frame);
      };
      frame();
    })
    // Confetti is a flourish: a chunk that failed to load (offline) leaves the save as it is.
    .catch(() => undefined);
}
