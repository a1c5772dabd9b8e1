import { useEffect, useId, useState, type ReactNode } from 'react';
import { cn } from './cn';
import { useMediaQuery } from './useMediaQuery';

/** Below Tailwind's `md` the slides stack in one column (see the grid below). */
const STACKED = '(max-width: 47.99rem)';

interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Recent jobs". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Cards visible at once. */
  visible?: number;
  intervalMs?: number;
  /** Noun used in the dot labels ("Show jobs 1 to 3"). */
  itemNoun?: string;
}

/**
 * Shows `visible` cards at a time and advances one position every `intervalMs`; dots jump to a
 * start position. Auto-advance pauses while hovered or focused, and can be paused for good. It
 * never runs where the cards stack (narrow screens: they would move under the thumb) or for
 * users who prefer reduced motion; the dots still work there.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  visible = 3,
  intervalMs = 5000,
  itemNoun = 'items',
}: CarouselProps<T>) {
  const id = useId();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const positions = Math.max(1, items.length - visible + 1);
  const current = Math.min(start, positions - 1);
  const stacked = useMediaQuery(STACKED);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const automatic = positions > 1 && !stacked && !reducedMotion;
  const running = automatic && !paused && !hovered;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setStart((s) => (s + 1) % positions), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, positions, intervalMs]);

  const shown = items.slice(current, current + visible);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
    >
      <div
        id={`${id}-slides`}
        aria-live={running ? 'off' : 'polite'}
        className="grid gap-6 md:grid-cols-3"
      >
        {shown.map((item, index) => (
          <div
            key={getKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${current + index + 1} of ${items.length}`}
            className="flex"
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      {positions > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-3">
          <div className="flex items-center gap-1">
            {Array.from({ length: positions }, (_, position) => (
              <button
                key={position}
                type="button"
                aria-controls={`${id}-slides`}
                aria-current={position === current ? 'true' : undefined}
                aria-label={`Show ${itemNoun} ${position + 1} to ${Math.min(position + visible, items.length)}`}
                onClick={() => setStart(position)}
                className="flex size-6 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block size-2.5 rounded-full transition-colors',
                    position === current
                      ? 'bg-brand-700 dark:bg-brand-400'
                      : 'bg-slate-300 hover:bg-slate-400 dark:bg-slate-600 dark:hover:bg-slate-500',
                  )}
                />
              </button>
            ))}
          </div>
          {automatic ? (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              {paused ? `Play ${label.toLowerCase()}` : `Pause ${label.toLowerCase()}`}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
