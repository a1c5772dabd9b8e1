// The canvas service's specs share these: a service over an in-memory copy of the fixture
// tree, the golden check of a change (exact lines, undo, redo) and the refusal check.
import { FixedClock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import { CanvasService, type ChangeResult } from '#modules/canvas/domain/canvas.service.js';
import type { CodebaseManifestReader } from '#modules/canvas/domain/ports.js';
import type { Hunk } from '#modules/canvas/domain/text-edits.js';
import {
  idOf,
  InMemoryCanvasFiles,
  NoFormatter,
  readTree,
  InMemoryActivityStore,
  SequentialIds,
  SnapshotManifest,
} from '../fakes/canvas.fakes.js';

export const HERO = 'features/landing/Hero.tsx';
export const JOB = 'features/jobs/JobCard.tsx';
export const STATS = 'features/dashboard/Stats.tsx';
export const WELCOME = 'features/dashboard/Welcome.tsx';

/** A service over an in-memory copy of the fixture tree, with a manifest of the caller's. */
export function setup<M extends CodebaseManifestReader = SnapshotManifest>(
  manifestOf: (files: Map<string, string>) => M = (files) =>
    new SnapshotManifest(files) as unknown as M,
) {
  const original = readTree();
  const files = new InMemoryCanvasFiles(new Map(original));
  const manifest = manifestOf(files.files);
  const service = new CanvasService(
    files,
    manifest,
    new NoFormatter(),
    new SequentialIds(),
    new InMemoryActivityStore(),
    new FixedClock(new Date('2026-11-23T00:00:00Z')),
    { canvasId: 'web', importAlias: '@/' },
  );
  const el = (file: string, tag: string, nth = 0) => ({
    codebaseId: idOf(files.files, file, tag, nth),
  });
  return { original, files, manifest, service, el };
}

/**
 * Per file, each changed run of lines: the first old line it replaces (for a pure insertion,
 * the old line it goes before), the old lines and the new lines.
 */
type Expected = Record<string, [line: number, removed: string[], added: string[]][]>;

/** Rebuilds `after` from `before` and the hunks: proof that no other line changed. */
function applyHunks(before: string, hunks: readonly Hunk[]): string {
  const lines = before.split('\n');
  let shift = 0;
  for (const h of hunks) {
    const at = h.oldStart - 1 + shift;
    expect(lines.slice(at, at + h.oldLines)).toEqual(h.removed);
    lines.splice(at, h.oldLines, ...h.added);
    shift += h.added.length - h.removed.length;
  }
  return lines.join('\n');
}

/**
 * The golden check: exactly the expected lines changed (every other line and file is byte
 * for byte the same), undo gives the original bytes back, redo the changed ones.
 */
export async function golden(
  t: ReturnType<typeof setup>,
  result: ChangeResult,
  expected: Expected,
): Promise<void> {
  const changed = Object.fromEntries(
    result.files.map((f) => [f.file, f.hunks.map((h) => [h.oldStart, h.removed, h.added])]),
  );
  expect(changed).toEqual(expected);
  for (const [file, before] of t.original) {
    const diff = result.files.find((f) => f.file === file);
    if (!diff) expect(t.files.files.get(file)).toBe(before);
    else expect(applyHunks(before, diff.hunks)).toBe(t.files.files.get(file));
  }
  const after = new Map(t.files.files);
  expect(result.activityId).toEqual(expect.any(String));
  await t.service.undo('web', result.activityId!);
  expect(t.files.files).toEqual(t.original);
  await t.service.redo('web', result.activityId!);
  expect(t.files.files).toEqual(after);
}

export async function refusal(promise: Promise<unknown>, code: string): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}
