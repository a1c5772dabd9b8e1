import { randomUUID } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Bodies for the robustness sweep: the documented shape filled with plausible values, with
 * one kind of poison in every field it fits. A body that is wrong only in the poison reaches
 * past the field checks, where a NUL or an out-of-range number would reach PostgreSQL.
 */

export interface SchemaLike {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, SchemaLike>;
  $ref?: string;
  items?: SchemaLike;
  allOf?: SchemaLike[];
}

export function resolveSchema(
  doc: OpenAPIObject,
  schema: SchemaLike | undefined,
): SchemaLike | undefined {
  const ref = schema?.$ref ?? schema?.allOf?.[0]?.$ref;
  if (!ref) return schema;
  const name = ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] as SchemaLike | undefined;
}

/** The poisons: each turns one plausible value into a bad one, or keeps it. */
export const POISONS = {
  /** PostgreSQL refuses U+0000 in text. */
  nul: (value: unknown) => (typeof value === 'string' ? poisonText(value, '\u0000') : value),
  /** A lone high surrogate: JSON.stringify sends it as the escape \ud800. */
  surrogate: (value: unknown) => (typeof value === 'string' ? poisonText(value, '\ud800') : value),
  /** 2^63: one past PostgreSQL's bigint (and far past JavaScript's safe integers). */
  bigint: (value: unknown) => (typeof value === 'number' ? 2 ** 63 : value),
} as const;
export type PoisonKind = keyof typeof POISONS;

function poisonText(value: string, poison: string): string {
  const at = value.indexOf('@');
  // Inside an email's local part, so the address still looks like one.
  if (at > 0) return `${value.slice(0, 1)}${poison}${value.slice(1)}`;
  return `${value.slice(0, -1)}${poison}`;
}

/** The documented body with plausible values, once per poison that changes one of them. */
export function poisonedBodies(
  doc: OpenAPIObject,
  schema: SchemaLike | undefined,
): { kind: PoisonKind; body: Record<string, unknown> }[] {
  const fields = Object.entries(schema?.properties ?? {}).map(
    ([name, property]) =>
      [name, plausible(doc, resolveSchema(doc, property) ?? {}, name, 0)] as const,
  );
  return (Object.keys(POISONS) as PoisonKind[]).flatMap((kind) => {
    const poisoned = fields.map(([name, value]) => [name, POISONS[kind](value)] as const);
    const changed = poisoned.some(([, value], i) => value !== fields[i]?.[1]);
    return changed ? [{ kind, body: Object.fromEntries(poisoned) }] : [];
  });
}

function plausible(doc: OpenAPIObject, schema: SchemaLike, name: string, depth: number): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return schema.items && depth < 2
        ? [plausible(doc, resolveSchema(doc, schema.items) ?? {}, name, depth + 1)]
        : [];
    case 'object': {
      if (depth >= 2 || !schema.properties) return {};
      const nested: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties)) {
        nested[key] = plausible(doc, resolveSchema(doc, property) ?? {}, key, depth + 1);
      }
      return nested;
    }
    default:
      return plausibleText(schema, name);
  }
}

function plausibleText(schema: SchemaLike, name: string): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email' || /email/i.test(name)) return `sweep-${randomUUID()}@example.com`;
  if (schema.format === 'date') return '2030-01-15';
  if (schema.format === 'date-time') return '2030-01-15T10:00:00.000Z';
  const length = Math.min(Math.max(schema.minLength ?? 0, 24), schema.maxLength ?? 24);
  return 'Plausible text for a sweep'.padEnd(length, '.').slice(0, Math.max(length, 2));
}

/** JSON nested `levels` deep under the body's first field (sent as text: no recursion here). */
export function deepBody(schema: SchemaLike | undefined, levels = 5000): string {
  const field = Object.keys(schema?.properties ?? {})[0] ?? 'nested';
  return `{"${field}":${'{"a":['.repeat(levels)}1${']}'.repeat(levels)}}`;
}

/** Query strings of one kind: every documented name given the same bad value. */
export function poisonedQueries(names: string[]): { kind: string; query: string }[] {
  if (names.length === 0) return [];
  const all = (value: string) => `?${names.map((n) => `${n}=${value}`).join('&')}`;
  return [
    { kind: 'nul', query: all('a%00b') },
    { kind: 'bigint', query: all('9223372036854775807') },
    { kind: 'bigint', query: all('1e308') },
  ];
}
