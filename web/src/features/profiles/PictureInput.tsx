import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { isApiError } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { buttonClass } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';

const MAX_BYTES = 10 * 1024 * 1024;

interface PictureInputProps {
  label: string;
  hint?: string;
  buttonText: string;
  busyText: string;
  /** Uploads the file; the server checks it by its bytes and strips its metadata. */
  upload: (file: File) => Promise<unknown>;
  disabled?: boolean;
}

/** A labelled picture chooser that uploads at once and shows the server's refusal. */
export function PictureInput({
  label,
  hint,
  buttonText,
  busyText,
  upload,
  disabled,
}: PictureInputProps) {
  const id = useId();
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_BYTES) throw new Error('That picture is larger than 10 MB.');
      return upload(file);
    },
  });
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {/* The file input is hidden: its keyboard focus shows on the button-like label. */}
      <label
        className={cn(
          buttonClass({ variant: 'secondary', size: 'sm' }),
          'cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-400',
        )}
        aria-busy={mutation.isPending || undefined}
      >
        <span>{mutation.isPending ? busyText : buttonText}</span>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
          className="sr-only"
          aria-describedby={hint ? `${id}-hint` : undefined}
          disabled={disabled || mutation.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) mutation.mutate(file);
          }}
        />
      </label>
      {mutation.isError ? (
        <Alert tone="error">
          {isApiError(mutation.error)
            ? mutation.error.message.replace(/^image: /, 'The picture ')
            : mutation.error.message}
        </Alert>
      ) : null}
    </div>
  );
}
