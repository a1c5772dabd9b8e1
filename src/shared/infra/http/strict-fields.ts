import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min, ValidateBy } from 'class-validator';
import { isCalendarDate, isIsoInstant, parseDecimalInteger } from '#shared/domain/strict-values.js';

/**
 * Field decorators for the DTOs: the strict readings of shared/domain/strict-values.ts.
 * Every numeric query parameter and every date field uses one of these, so `0x10`, ` 5`,
 * `1e308` and the 30th of February are refused the same way everywhere.
 */

/**
 * An integer query parameter from `min` to `max`: decimal digits only, converted here (and
 * nowhere else: bodies are JSON and carry real numbers, which are never converted).
 */
export const QueryInt = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (parseDecimalInteger(value) ?? value) : value,
    ),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
};

/** A real day, YYYY-MM-DD (no 30 February: it would be stored as 2 March). */
export const IsCalendarDate = () =>
  ValidateBy({
    name: 'isCalendarDate',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value),
      defaultMessage: () => 'must be a real date, YYYY-MM-DD',
    },
  });

/** An instant with its zone (2026-12-01T09:00:00Z), or a day alone (midnight UTC). */
export const IsInstant = () =>
  ValidateBy({
    name: 'isInstant',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && (isIsoInstant(value) || isCalendarDate(value)),
      defaultMessage: () => 'must be an ISO date-time with its zone, e.g. 2026-12-01T09:00:00Z',
    },
  });
