import { useEffect, useState } from 'react';

// The time a server-rendered page was rendered at: hydration must start from the same "now"
// as the server's markup ("5 minutes ago"), then moves on to the real time.
let renderTime: number | null = null;

/** Sets (server, and the browser before hydrating) or clears the render time. */
export function setRenderTime(ms: number | null): void {
  renderTime = ms;
}

/** The current time in ms, refreshed every `intervalMs` (keeps "5 minutes ago" honest). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => renderTime ?? Date.now());
  useEffect(() => {
    // Hydrated: later mounts start from the browser's clock (this one catches up on its tick).
    renderTime = null;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
