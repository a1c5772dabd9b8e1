import type { FileChange } from './workspace.js';

/** One applied change: the exact text of every file it touched, before and after. */
export interface Activity {
  readonly id: string;
  /** The endpoint that made it (`addClass`, `wrapInDiv`, …). */
  readonly name: string;
  readonly at: Date;
  readonly files: readonly FileChange[];
  readonly undone: boolean;
}

/** How many activities a canvas keeps; the oldest are forgotten past it. */
export const ACTIVITY_LIMIT = 500;
