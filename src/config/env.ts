import { z } from 'zod';

/** Raised when the environment cannot be turned into a valid configuration; names each variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The parsed variables of one concern's schema shape. */
export type EnvOf<Shape extends z.ZodRawShape> = z.infer<z.ZodObject<Shape>>;

export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const urlWithProtocols = (protocols: string[]) =>
  optionalString.refine(
    (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
    { message: `must be a URL with protocol ${protocols.join(' or ')}` },
  );

export const positiveInt = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalString
    .refine((v) => v === undefined || /^\d+$/.test(v), { message: 'must be a whole number' })
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .refine((v) => v >= 1 && v <= max, { message: `must be between 1 and ${max}` });

/** Freezes the object and everything below it: configuration is read-only once loaded. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
