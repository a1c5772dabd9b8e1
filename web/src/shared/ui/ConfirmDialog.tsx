import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../api/errors';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyText: string;
  danger?: boolean;
  /** The action; the dialog shows its refusal and stays open, or closes when it succeeds. */
  action: () => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/** "Are you sure?" for an action that cannot be undone, with the API's refusal if it fails. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyText,
  danger = false,
  action,
  onDone,
  onClose,
}: ConfirmDialogProps) {
  const mutation = useMutation({ mutationFn: action, onSuccess: onDone });
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={title}>
      <div className="space-y-4">
        <div className="text-slate-700 dark:text-slate-300">{children}</div>
        {mutation.isError ? (
          <Alert tone="error" title="That didn’t work">
            {isApiError(mutation.error) ? mutation.error.message : 'Please try again.'}
          </Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Go back
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => mutation.mutate()}
            busy={mutation.isPending}
            busyText={busyText}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
