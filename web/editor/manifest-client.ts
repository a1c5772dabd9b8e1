/**
 * The outer editor's copy of the codebase-id manifest, kept current: read once from the Vite
 * plugin, then every change of the files arrives over Vite's HMR channel (the changed files'
 * entries and a revision; a gap in revisions reads the whole manifest again), and each
 * write-back answer applies the entries of the files it wrote before the next change is sent.
 */

import type { CodebaseIdEntry } from '@tradiehub/codebase-ids';

export const MANIFEST_URL = '/__editor/manifest.json';
export const MANIFEST_EVENT = 'tradiehub:codebase-manifest';

/**
 * One element of the manifest: the shared package's entry. The fingerprint is optional here:
 * the write-back server checks it when the editor sends one.
 */
export type ManifestEntry = Omit<CodebaseIdEntry, 'fingerprint'> & { fingerprint?: string };

export type ManifestIds = Readonly<Record<string, ManifestEntry>>;

/** A push of the Vite plugin: the files that changed and the files that are gone. */
export interface ManifestDelta {
  revision: number;
  files: Record<string, ManifestEntry[]>;
  deleted: string[];
}

interface HotChannel {
  on(event: string, listener: (data: ManifestDelta) => void): void;
}

export class ManifestClient {
  private ids: ManifestIds = {};
  private revision: number | null = null;
  private loading: Promise<void> | null = null;
  private readonly pending: ManifestDelta[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly read: () => Promise<{ ids: ManifestIds; revision?: number }> = () =>
      fetch(MANIFEST_URL, { cache: 'no-store' }).then((r) => {
        if (!r.ok) throw new Error(`manifest: ${r.status}`);
        return r.json() as Promise<{ ids: ManifestIds; revision?: number }>;
      }),
    hot: HotChannel | undefined = import.meta.hot,
  ) {
    hot?.on(MANIFEST_EVENT, (delta) => this.push(delta));
  }

  /** Reads the whole manifest (again); rejects when the Vite plugin does not answer. */
  load(): Promise<void> {
    this.loading ??= this.read()
      .then((manifest) => {
        this.ids = manifest.ids;
        this.revision = manifest.revision ?? null;
        // Pushes that arrived during the read and are newer than it.
        const later = this.pending.splice(0).filter((d) => d.revision > (this.revision ?? -1));
        for (const delta of later) this.apply(delta.files, delta.deleted, delta.revision);
        this.notify();
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** The current ids (a new object after each change, for React). */
  get snapshot(): ManifestIds {
    return this.ids;
  }

  readonly lookup = (codebaseId: string): ManifestEntry | null =>
    Object.hasOwn(this.ids, codebaseId) ? this.ids[codebaseId]! : null;

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The entries of files a write-back just wrote, as the server answered them. */
  applyFiles(files: Readonly<Record<string, readonly ManifestEntry[]>>): void {
    if (Object.keys(files).length === 0) return;
    this.apply(files, [], this.revision);
    this.notify();
  }

  private push(delta: ManifestDelta): void {
    if (this.loading) {
      this.pending.push(delta);
      return;
    }
    if (this.revision !== null && delta.revision !== this.revision + 1) {
      // A push was missed (a reconnect): read the whole manifest again.
      this.pending.push(delta);
      void this.load().catch(() => undefined);
      return;
    }
    this.apply(delta.files, delta.deleted, delta.revision);
    this.notify();
  }

  private apply(
    files: Readonly<Record<string, readonly ManifestEntry[]>>,
    deleted: readonly string[],
    revision: number | null,
  ): void {
    const gone = new Set([...deleted, ...Object.keys(files)]);
    const next: Record<string, ManifestEntry> = {};
    for (const [id, entry] of Object.entries(this.ids)) if (!gone.has(entry.file)) next[id] = entry;
    for (const entries of Object.values(files)) {
      for (const entry of entries) next[entry.codebaseId] = entry;
    }
    this.ids = next;
    this.revision = revision;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/**
 * What the frame needs to go from the manifest it holds to the next one, in `setNewLookups`'
 * merge form: the entries that are new or changed, and `null` for the ids that are gone. The
 * client keeps an unchanged file's entries as the same objects, so one comparison per id
 * tells. Sending the whole manifest on every write cloned thousands of entries across the
 * channel and rebuilt the frame's map of them, twice per change.
 */
export function manifestUpdate(
  held: ManifestIds,
  next: ManifestIds,
): Record<string, ManifestEntry | null> {
  const update: Record<string, ManifestEntry | null> = {};
  for (const id of Object.keys(next)) if (held[id] !== next[id]) update[id] = next[id]!;
  for (const id of Object.keys(held)) if (!Object.hasOwn(next, id)) update[id] = null;
  return update;
}
