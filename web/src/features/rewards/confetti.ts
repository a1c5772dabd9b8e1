import type { CreateTypes } from 'canvas-confetti';

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

let cannon: CreateTypes | null = null;

/**
 * A burst of confetti for a level-up (canvas-confetti, loaded only when needed). Nothing moves
 * for users who prefer reduced motion; resolves to whether it played. Drawn on the main thread:
 * the library's default cannon runs in a blob: worker, which our Content-Security-Policy refuses
 * (docs/decisions.md, "Level-up confetti without a worker").
 */
export async function playConfetti(): Promise<boolean> {
  if (prefersReducedMotion()) return false;
  if (!cannon) {
    const { create } = await import('canvas-confetti');
    cannon = create(undefined, { resize: true, useWorker: false });
  }
  void cannon({
    particleCount: 160,
    spread: 90,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
  return true;
}
