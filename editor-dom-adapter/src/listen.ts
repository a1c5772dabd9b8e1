/** A window listener: event type, handler and options (capture must match on removal). */
export type Listener = [string, (event: never) => void, AddEventListenerOptions];

/** Adds every listener; returns the function that removes them all. */
export function listenAll(target: EventTarget, listeners: readonly Listener[]): () => void {
  for (const [type, handler, options] of listeners) {
    target.addEventListener(type, handler as EventListener, options);
  }
  return () => {
    for (const [type, handler, options] of listeners) {
      target.removeEventListener(type, handler as EventListener, options);
    }
  };
}
