import { CONFETTI_MS } from '@huebook/shared/constants';
import confetti from 'canvas-confetti';

/**
 * Confetti from both sides of the screen for CONFETTI_MS (3 s, spec §9) after a save. Skipped
 * for people who ask for reduced motion.
 */
export function celebrate(durationMs: number = CONFETTI_MS): void {
  const end = Date.now() + durationMs;
  const colors = ['#8b5cf6', '#f472b6', '#fbbf24', '#38bdf8', '#22c55e'];
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
}
