import { useEffect, useId, useMemo, useRef } from 'react';
import { MAX_JOB_IMAGES } from '@/shared/config/product';
import { Button } from '@/shared/ui/Button';
import { IMAGE_TYPES } from './job-form';

interface ImagePickerProps {
  label: string;
  name: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Photos the job already has (editing); they count towards the limit. */
  existing?: number;
  error?: string;
}

/** Picks up to 8 photos, shows thumbnails, and lets each be removed again. */
export function ImagePicker({
  label,
  name,
  files,
  onChange,
  existing = 0,
  error,
}: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = MAX_JOB_IMAGES - existing - files.length;
  const previews = useMemo(
    () =>
      files.map((file) => ({
        file,
        url: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
      })),
    [files],
  );
  useEffect(
    () => () => {
      for (const p of previews) if (p.url) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label} <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        Up to {MAX_JOB_IMAGES} photos (JPEG, PNG or WebP, 10 MB each). Location data is removed
        before tradies see them.
      </p>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        disabled={room <= 0}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const picked = Array.from(event.target.files ?? []);
          onChange([...files, ...picked]);
          // The same file can be picked again after removing it.
          event.target.value = '';
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 dark:text-slate-300 dark:file:bg-brand-900/40 dark:file:text-brand-100"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {previews.length > 0 ? (
        <ul aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {previews.map(({ file, url }, index) => (
            <li key={`${file.name}-${index}`} className="space-y-1">
              {url ? (
                <img
                  src={url}
                  alt={`Chosen photo ${index + 1}: ${file.name}`}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              ) : null}
              <p className="truncate text-xs text-slate-600 dark:text-slate-400">{file.name}</p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
