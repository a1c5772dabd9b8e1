import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { isApiError } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';

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
  const input = useRef<HTMLInputElement>(null);
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
      <input
        id={id}
        ref={input}
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
      <Button
        variant="secondary"
        size="sm"
        busy={mutation.isPending}
        busyText={busyText}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {buttonText}
      </Button>
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
