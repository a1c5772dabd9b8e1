/**
 * Waiting for the preview frame's layer to answer. The layer starts only after the app's first
 * modules have loaded, and a dev server that has not compiled the page yet (its first visit,
 * on a busy machine) can take tens of seconds: the wait is measured in time, not in attempts.
 */
export interface FrameWait {
  /** One attempt: resolves true once the frame answered a cheap call. */
  probe: () => Promise<boolean>;
  /** True once a newer load of the frame has started its own wait. */
  superseded: () => boolean;
  /** Called once, when the wait has taken longer than `slowAfterMs`. */
  onSlow?: () => void;
  /** How long one attempt may take before the next one starts. */
  attemptMs?: number;
  slowAfterMs?: number;
  giveUpAfterMs?: number;
  now?: () => number;
}

export type FrameWaitResult = 'answered' | 'gave-up' | 'superseded';

export const FRAME_WAIT = { attemptMs: 250, slowAfterMs: 8_000, giveUpAfterMs: 90_000 };

export async function waitForFrame(wait: FrameWait): Promise<FrameWaitResult> {
  const { attemptMs, slowAfterMs, giveUpAfterMs } = { ...FRAME_WAIT, ...wait };
  const now = wait.now ?? Date.now;
  const started = now();
  let toldSlow = false;
  while (now() - started < giveUpAfterMs) {
    if (wait.superseded()) return 'superseded';
    const attemptStarted = now();
    const answered = await Promise.race([
      wait.probe().catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), attemptMs)),
    ]);
    if (wait.superseded()) return 'superseded';
    if (answered) return 'answered';
    if (!toldSlow && now() - started >= slowAfterMs) {
      toldSlow = true;
      wait.onSlow?.();
    }
    // A probe refused at once (no listener yet) must not spin: wait out the attempt.
    const left = attemptMs - (now() - attemptStarted);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  return 'gave-up';
}
