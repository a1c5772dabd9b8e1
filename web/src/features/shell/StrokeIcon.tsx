import type { ReactNode } from 'react';

/** A decorative 24×24 line icon drawn in the current text colour. */
export function StrokeIcon({
  className = 'size-5',
  roundJoins = false,
  children,
}: {
  className?: string;
  roundJoins?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
