/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * A burst of confetti for a level-up (canvas-confetti, loaded only when needed). Nothing moves
 * for users who prefer reduced motion; resolves to whether it played.
 */
export async function playConfetti(): Promise<boolean> {
  if (prefersReducedMotion()) return false;
  const { default: confetti } = await import('canvas-confetti');
  void confetti({
    particleCount: 160,
    spread: 90,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
  return true;
}
