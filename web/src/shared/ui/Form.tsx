import type { ComponentProps, ReactNode } from 'react';
import { Alert } from './Alert';

/** A form the app validates itself (noValidate), named for assistive tech, its error on top. */
export function Form({
  label,
  error,
  className = 'space-y-5',
  children,
  ...rest
}: Omit<ComponentProps<'form'>, 'aria-label'> & { label: string; error?: string | null }) {
  return (
    <form noValidate className={className} aria-label={label} {...rest}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
    </form>
  );
}

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
