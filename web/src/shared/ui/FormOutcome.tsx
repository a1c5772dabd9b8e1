import type { ReactNode } from 'react';
import { Alert } from './Alert';

/** What replaces a form once it is done with: the outcome, then where to go next. */
export function FormOutcome({
  tone = 'success',
  title,
  children,
  next,
}: {
  tone?: 'success' | 'error';
  title?: string;
  children: ReactNode;
  next: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <Alert tone={tone} title={title}>
        {children}
      </Alert>
      {next}
    </div>
  );
}
