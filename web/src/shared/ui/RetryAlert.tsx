import { Alert } from './Alert';
import { Button } from './Button';

/** An error that loading something ended in, with a button to load it again. */
export function RetryAlert({
  title,
  message,
  onRetry,
  className,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <Alert tone="error" title={title} className={className}>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
