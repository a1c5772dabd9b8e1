import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ACTIVITY_LIMIT, type Activity } from '../domain/activities.js';
import { ActivityStore } from '../domain/ports.js';

/** Activity ids are uuids; anything else is never looked up on disk. */
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The change history as one JSON file per activity under the data directory
 * (`DATA_DIR/editor/activities`), so undo and redo survive a restart of the development
 * server. A file is named `<recorded at, ms, zero-padded>_<id>.json`: names sort oldest first.
 * Writes are atomic (temporary file + rename); the canvas service runs one change at a time.
 */
export class JsonFileActivityStore extends ActivityStore {
  constructor(
    private readonly dir: string,
    private readonly limit = ACTIVITY_LIMIT,
  ) {
    super();
  }

  async record(activity: Activity): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const name = `${String(activity.at.getTime()).padStart(15, '0')}_${activity.id}.json`;
    await this.save(name, activity);
    const names = await this.names();
    for (const old of names.slice(0, Math.max(0, names.length - this.limit))) {
      await unlink(join(this.dir, old)).catch(() => undefined);
    }
  }

  async get(id: string): Promise<Activity | undefined> {
    const name = await this.nameOf(id);
    if (!name) return undefined;
    const stored = JSON.parse(await readFile(join(this.dir, name), 'utf8')) as Omit<
      Activity,
      'at'
    > & { at: string };
    return { ...stored, at: new Date(stored.at) };
  }

  async setUndone(id: string, undone: boolean): Promise<void> {
    const name = await this.nameOf(id);
    const activity = name ? await this.get(id) : undefined;
    if (name && activity) await this.save(name, { ...activity, undone });
  }

  private async nameOf(id: string): Promise<string | undefined> {
    if (!SAFE_ID.test(id)) return undefined;
    return (await this.names()).find((name) => name.endsWith(`_${id}.json`));
  }

  /** The activity files, oldest first ([] before the first one is recorded). */
  private async names(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => name.endsWith('.json')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private async save(name: string, activity: Activity): Promise<void> {
    const file = join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(activity));
    await rename(temporary, file);
  }
}
