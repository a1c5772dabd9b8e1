/// <reference types="node" />
/**
 * A safety net under Vite's file watcher. Chokidar loses a file's event now and then: a second
 * change within 50 ms of the first is throttled away, and a save that renames a new file over
 * the old one can leave it watching the replaced file. The page then never shows the save, and
 * the editor's frame disagrees with the source. Every few hundred milliseconds this compares the
 * modification time of each file the page has loaded with the one last accounted for (a
 * transform or a watcher event), and reports a file whose save no event followed within the
 * grace time, so the dev server handles it as the watcher would have.
 */
export interface MissedChangesPorts {
  /** The file's modification time in ms, undefined when it is gone. */
  mtimeOf(file: string): number | undefined;
  now(): number;
  report(file: string): void;
}

export class MissedChanges {
  /** How long a watcher event may take to arrive before the save counts as missed. */
  static readonly GRACE_MS = 1_000;
  /** File → the modification time last accounted for. */
  private readonly known = new Map<string, number>();

  constructor(private readonly ports: MissedChangesPorts) {}

  /** The dev server read the file, or heard of its change: its current time is accounted for. */
  noted(file: string): void {
    const mtime = this.ports.mtimeOf(file);
    if (mtime === undefined) this.known.delete(file);
    else this.known.set(file, mtime);
  }

  /** Reports (and returns) each followed file saved since, with no event for the grace time. */
  check(): string[] {
    const missed: string[] = [];
    for (const [file, known] of this.known) {
      const mtime = this.ports.mtimeOf(file);
      if (mtime === undefined) this.known.delete(file);
      else if (mtime !== known && this.ports.now() - mtime >= MissedChanges.GRACE_MS) {
        this.known.set(file, mtime);
        missed.push(file);
      }
    }
    for (const file of missed) this.ports.report(file);
    return missed;
  }
}
