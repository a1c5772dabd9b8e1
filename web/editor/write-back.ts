import { buildApiRequest, ChangeType, type Change, type ElementLookup } from 'editor-engine';
import type { FlushDriver } from './flush-cycle';
import type { ManifestClient, ManifestEntry } from './manifest-client';

/** What the write-back server answered for one change. */
export interface WriteBackResult {
  readonly ok: boolean;
  /**
   * No write-back server answered (none running, or its routes are off): the change is not
   * finished either way, as before the server existed.
   */
  readonly unavailable?: boolean;
  /** This success's toast: 'Successfully added' or 'Prop changed' (visual-editor spec, § 7). */
  readonly toast?: string;
  /** Why it failed, as the server says it (with its code), or the network error. */
  readonly message?: string;
  readonly code?: string;
  /** Each changed file with its unified diff. */
  readonly files?: readonly { file: string; diff: string }[];
  /** The server's activity of the change (what undo and redo name); null when nothing changed. */
  readonly activityId?: string | null;
  /**
   * Previous → new codebase id of every element a structural change renumbered (empty when
   * none was): the ledger and the frame re-key their changes and selection through it.
   */
  readonly prevIdToNewIdMap?: Readonly<Record<string, string>>;
}

interface ServerAnswer {
  activityId?: string | null;
  files?: { file: string; diff: string }[];
  prevIdToNewIdMap?: Record<string, string>;
  codebaseIds?: Record<string, ManifestEntry[]>;
  message?: string;
  code?: string;
}

/** The code of an undo or redo refused here: its change was never written, so the server has no activity. */
export const NOT_WRITTEN = 'EDITOR.NOT_WRITTEN';

/**
 * Sends changes to the source write-back server (`/api/canvases/{canvasId}/parseAndMutate/…`)
 * with the CSRF header, one at a time in call order: each request is built when the previous
 * one has been answered, from the manifest as that answer left it (element fingerprints go
 * stale with every write). The server names each applied change's activity; undo and redo
 * wait for it and send it, never the editor's own id.
 */
export class WriteBack {
  private token: Promise<string> | null = null;
  /** The API server run's write-back secret, from the Vite editor-page plugin. */
  private secret: Promise<string> | null = null;
  /** Change id → the server's activity id once answered (null: not written). */
  private readonly activities = new Map<string, Promise<string | null>>();
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * With `manifest`, requests describe elements from it and answers update it; with `flush`,
   * the frame's reload cycle starts before each request and ends with its answer.
   */
  constructor(
    private readonly canvasId: string,
    private readonly manifest?: ManifestClient,
    private readonly flush?: FlushDriver,
  ) {}

  /**
   * The server's activity id of a change sent through this client, once the server answered:
   * null when it was refused, not written or unknown here. Undo and redo wait for it.
   */
  serverActivityId(changeId: string): Promise<string | null> {
    return this.activities.get(changeId) ?? Promise.resolve(null);
  }

  /** Sends `change`; elements are described by the manifest client, else by `lookup`. */
  send(change: Change, lookup?: ElementLookup): Promise<WriteBackResult> {
    const run = this.queue.then(() => this.sendNow(change, lookup));
    this.queue = run.catch(() => undefined);
    // A redo stands on the editor's undo stack for the change it redid: its answer names the
    // same activity, which the undo of the redo sends. An undo never stands there.
    if (change.type !== ChangeType.UNDO) {
      this.activities.set(
        change.id,
        run.then(
          (result) => (result.ok ? (result.activityId ?? null) : null),
          () => null,
        ),
      );
    }
    return run;
  }

  private async sendNow(
    change: Change,
    given: ElementLookup | undefined,
  ): Promise<WriteBackResult> {
    const named = await this.withServerActivity(change);
    if (!named) {
      return {
        ok: false,
        code: NOT_WRITTEN,
        message: 'The change was never written to the source, so there is nothing to undo or redo',
      };
    }
    // Every write-back runs the cycle, the first included (its hot update may land before
    // the answer). With no server the flush ends with nothing written, so the frame keeps the
    // copies it queued: no hot update will come for them.
    await this.flush?.start();
    let result: WriteBackResult = { ok: false, unavailable: true, message: 'No answer' };
    try {
      result = await this.post(named, given);
      return result;
    } finally {
      this.flush?.end(result);
    }
  }

  private async post(
    named: Change,
    given: ElementLookup | undefined,
    retried = false,
  ): Promise<WriteBackResult> {
    const lookup: ElementLookup =
      (this.manifest?.lookup as ElementLookup | undefined) ?? given ?? (() => null);
    const request = buildApiRequest(named, this.canvasId, lookup);
    let response: Response;
    try {
      response = await fetch(`/api/${request.urlPath}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRF-Token': await this.csrf(),
          'X-Editor-Secret': await this.writeBackSecret(),
        },
        body: JSON.stringify(request.body),
      });
    } catch (error) {
      this.token = null;
      this.secret = null;
      return { ok: false, unavailable: true, message: `No answer (${String(error)})` };
    }
    const answer = (await response.json().catch(() => null)) as ServerAnswer | null;
    // The API server restarted (a new run, a new secret): fetch it and send once more.
    if (answer?.code === 'CANVAS.WRITE_BACK_SECRET' && !retried) {
      this.secret = null;
      return this.post(named, given, true);
    }
    // A proxy error page, or the API without the write-back routes (404 without a code).
    if (!answer || (response.status === 404 && typeof answer.code !== 'string')) {
      return {
        ok: false,
        unavailable: true,
        message: `The write-back server is not available (${response.status})`,
      };
    }
    if (!response.ok) {
      if (answer.code === 'AUTH.CSRF') this.token = null;
      return {
        ok: false,
        code: answer.code,
        message: answer.message ?? `The write-back server answered ${response.status}`,
      };
    }
    if (answer.codebaseIds) this.manifest?.applyFiles(answer.codebaseIds);
    return {
      ok: true,
      toast: request.successToastMessage,
      files: answer.files ?? [],
      activityId: answer.activityId ?? null,
      prevIdToNewIdMap: answer.prevIdToNewIdMap ?? {},
    };
  }

  /**
   * An undo or redo names the server's activity of the change it undoes or redoes, waiting
   * for the server to have named it; undefined when that change was never written. A change
   * this client never sent (an earlier page) keeps the activity id it carries.
   */
  private async withServerActivity(change: Change): Promise<Change | undefined> {
    const serverId = async (inner: Change) =>
      this.activities.has(inner.id) ? this.activities.get(inner.id)! : inner.activityId;
    if (change.type === ChangeType.UNDO) {
      const inner = change.changeFields.changeToUndo;
      const activityId = await serverId(inner);
      if (!activityId) return undefined;
      return { ...change, changeFields: { changeToUndo: { ...inner, activityId } } };
    }
    if (change.type === ChangeType.REDO) {
      const inner = change.changeFields.changeToRedo;
      const activityId = await serverId(inner);
      if (!activityId) return undefined;
      return { ...change, changeFields: { changeToRedo: { ...inner, activityId } } };
    }
    return change;
  }

  private writeBackSecret(): Promise<string> {
    this.secret ??= fetch('/__editor/write-back-secret', { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<{ secret: string }>) : { secret: '' }))
      .then((b) => b.secret);
    return this.secret;
  }

  private csrf(): Promise<string> {
    this.token ??= fetch('/api/auth/csrf', { credentials: 'same-origin' })
      .then((r) => {
        if (!r.ok) throw new Error(`csrf: ${r.status}`);
        return r.json() as Promise<{ token: string }>;
      })
      .then((b) => b.token)
      .catch((error: unknown) => {
        this.token = null;
        throw error;
      });
    return this.token;
  }
}
