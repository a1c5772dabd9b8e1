import { buildApiRequest, ChangeType, type Change, type ElementLookup } from 'editor-engine';

/** What the write-back server answered for one change. */
export interface WriteBackResult {
  readonly ok: boolean;
  /**
   * No write-back server answered (none running, or its routes are off): the change is not
   * finished either way, as before the server existed.
   */
  readonly unavailable?: boolean;
  /** The toast the spec shows for this success ('Successfully added', 'Prop changed'). */
  readonly toast?: string;
  /** Why it failed, as the server says it (with its code), or the network error. */
  readonly message?: string;
  readonly code?: string;
  /** Each changed file with its unified diff. */
  readonly files?: readonly { file: string; diff: string }[];
}

interface ServerAnswer {
  activityId?: string | null;
  files?: { file: string; diff: string }[];
  message?: string;
  code?: string;
}

/**
 * Sends changes to the source write-back server (`/api/canvases/{canvasId}/parseAndMutate/…`)
 * with the CSRF header. The server names each applied change's activity; undo and redo send
 * that activity id, so this remembers it per change id.
 */
export class WriteBack {
  private token: Promise<string> | null = null;
  /** The API server run's write-back secret, from the Vite editor-page plugin. */
  private secret: Promise<string> | null = null;
  private readonly activities = new Map<string, string>();

  constructor(private readonly canvasId: string) {}

  /** Sends `change`; elements are described by `lookup` (the codebase-id manifest). */
  async send(change: Change, lookup: ElementLookup, retried = false): Promise<WriteBackResult> {
    const request = buildApiRequest(this.withServerActivity(change), this.canvasId, lookup);
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
      return this.send(change, lookup, true);
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
    if (answer.activityId && change.type !== ChangeType.UNDO && change.type !== ChangeType.REDO) {
      this.activities.set(change.id, answer.activityId);
    }
    return { ok: true, toast: request.successToastMessage, files: answer.files ?? [] };
  }

  /** An undo or redo names the server's activity of the change it undoes or redoes. */
  private withServerActivity(change: Change): Change {
    const serverId = (inner: Change) => this.activities.get(inner.id) ?? inner.activityId;
    if (change.type === ChangeType.UNDO) {
      const inner = change.changeFields.changeToUndo;
      return {
        ...change,
        changeFields: { changeToUndo: { ...inner, activityId: serverId(inner) } },
      };
    }
    if (change.type === ChangeType.REDO) {
      const inner = change.changeFields.changeToRedo;
      return {
        ...change,
        changeFields: { changeToRedo: { ...inner, activityId: serverId(inner) } },
      };
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
