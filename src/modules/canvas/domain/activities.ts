import type { FileChange } from './workspace.js';

/** One applied change: the exact text of every file it touched, before and after. */
export interface Activity {
  readonly id: string;
  /** The endpoint that made it (`addClass`, `wrapInDiv`, …). */
  readonly name: string;
  readonly at: Date;
  readonly files: readonly FileChange[];
  undone: boolean;
}

/**
 * The change history of a canvas, in memory (a development server's session). Full texts make
 * undo and redo byte-exact; the oldest activities are forgotten past `limit`.
 */
export class ActivityLog {
  private readonly activities = new Map<string, Activity>();

  constructor(private readonly limit = 500) {}

  record(activity: Activity): void {
    this.activities.set(activity.id, activity);
    while (this.activities.size > this.limit) {
      this.activities.delete(this.activities.keys().next().value!);
    }
  }

  get(id: string): Activity | undefined {
    return this.activities.get(id);
  }
}
