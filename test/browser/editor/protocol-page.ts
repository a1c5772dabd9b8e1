/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

// A minimal outer editor written for the existing protocol (shared/design/outer-editor-
// protocol.md), run in a page of the editor's origin: it hands the frame a port with
// postMessage('init', frameOrigin, [port]), sends `{ id, type, payload }` requests on it and
// keeps every message the frame posts in `window.harness.log`. Nothing of web/editor runs.
const EDITOR_PAGE = '/__editor/manifest.json';
const HARNESS_HTML = `<!doctype html>
<html><body>
<iframe id="preview" style="width:1200px;height:900px"></iframe>
<script>
  const frameOrigin = location.protocol + '//preview.localhost:' + location.port;
  const harness = (window.harness = { log: [], port: null, next: 1, calls: [] });
  harness.connect = () => {
    harness.port?.close();
    harness.log = [];
    const channel = new MessageChannel();
    harness.port = channel.port1;
    channel.port1.onmessage = (event) => harness.log.push(event.data);
    document.getElementById('preview').contentWindow.postMessage('init', frameOrigin, [channel.port2]);
  };
  harness.send = (type, payload) => {
    const id = 'req-' + harness.next++;
    harness.port.postMessage({ id, type, payload });
    return id;
  };
  harness.call = (functionName, payload) => {
    const id = harness.send('executeFunction', { functionName, ...payload });
    harness.calls.push({ functionName, id });
    return id;
  };
  document.getElementById('preview').src = frameOrigin + '/';
</script>
</body></html>`;

/** A message the frame posted: a fixed-id message, or a reply under a request id (`req-N`). */
export type Logged = { id: string } & Record<string, unknown>;

interface Harness {
  log: Logged[];
  calls: { functionName: string; id: string }[];
  connect(): void;
  send(type: string, payload: object): string;
  call(functionName: string, payload: object): string;
}

type HarnessWindow = { harness: Harness };

/** The outer editor's side of one page: requests sent, messages read back. */
export class ProtocolEditor {
  constructor(readonly page: Page) {}

  /** Number of messages received so far (a mark to read later messages from). */
  logLength(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as HarnessWindow).harness.log.length);
  }

  /** Every message received (a copy of whole trees: for a final look, not for polling). */
  log(): Promise<Logged[]> {
    return this.page.evaluate(() => (window as unknown as HarnessWindow).harness.log);
  }

  /** Messages of one id received from `from` on (filtered in the page: the log holds trees). */
  messages(id: string, from = 0): Promise<Logged[]> {
    return this.page.evaluate(
      ([wanted, start]) =>
        (window as unknown as HarnessWindow).harness.log
          .slice(start)
          .filter((m) => m.id === wanted),
      [id, from] as const,
    );
  }

  /** The first message of that id from `from` on that passes `test`, once it arrived. */
  async waitFor(id: string, from = 0, test: (m: Logged) => boolean = () => true): Promise<Logged> {
    let found: Logged | undefined;
    await expect
      .poll(async () => (found = (await this.messages(id, from)).find(test)) !== undefined, {
        message: `a ${id} message`,
      })
      .toBe(true);
    return found!;
  }

  /** Sends a request of any type; returns its request id. */
  send(type: string, payload: object): Promise<string> {
    return this.page.evaluate(([t, p]) => (window as unknown as HarnessWindow).harness.send(t, p), [
      type,
      payload,
    ] as const);
  }

  /** executeFunction with its payload as given (`args` or `compressedArgs`); the request id. */
  callRaw(functionName: string, payload: object): Promise<string> {
    return this.page.evaluate(
      ([name, p]) => (window as unknown as HarnessWindow).harness.call(name, p),
      [functionName, payload] as const,
    );
  }

  /** Calls a function with plain `args` and waits for the reply under its request id. */
  async call(functionName: string, ...args: unknown[]): Promise<Logged> {
    return this.waitFor(await this.callRaw(functionName, { args }));
  }

  /** Every function name called through this page, in order (repeats and handshakes too). */
  called(): Promise<string[]> {
    return this.page.evaluate(() =>
      (window as unknown as HarnessWindow).harness.calls.map((c) => c.functionName),
    );
  }

  /** The request id of the latest call of a function. */
  lastRequestOf(functionName: string): Promise<string | undefined> {
    return this.page.evaluate(
      (name) =>
        (window as unknown as HarnessWindow).harness.calls.findLast((c) => c.functionName === name)
          ?.id,
      functionName,
    );
  }

  /**
   * Loads the harness page and connects: the handshake and initProject(...initArgs), again
   * until the layer (started by the app's own modules, after the frame loads) answers with a
   * tree. Also after a reload of the frame, which leaves the layer waiting for a new handshake.
   */
  async connect(initArgs: readonly unknown[]): Promise<void> {
    await this.page.evaluate(() => ((window as unknown as HarnessWindow).harness.log = []));
    await expect
      .poll(
        () =>
          this.page.evaluate((args) => {
            const harness = (window as unknown as HarnessWindow).harness;
            // Anything on the port means the layer listens: wait for its tree.
            if (harness.log.length > 0) return harness.log.some((m) => m.id === 'NAV_TREE');
            harness.connect();
            harness.call('initProject', { args });
            return false;
          }, initArgs),
        { intervals: [500], timeout: 30_000 },
      )
      .toBe(true);
  }
}

/** A page of the editor's origin replaced by the harness, connected with initProject(...). */
export async function openProtocolEditor(
  page: Page,
  initArgs: readonly unknown[],
): Promise<ProtocolEditor> {
  // A real response of the editor's origin (Chromium refuses a private-network frame in a page
  // fulfilled by the test), replaced by the harness.
  await page.goto(EDITOR_PAGE);
  await page.setContent(HARNESS_HTML);
  const editor = new ProtocolEditor(page);
  await editor.connect(initArgs);
  return editor;
}

/** The value a reply carries: `{ id, result }`, or a record's fields beside the id. */
export function resultOf(reply: Logged): unknown {
  if ('error' in reply) throw new Error(`the frame answered an error: ${String(reply.error)}`);
  if ('result' in reply) return reply.result;
  const { id: _id, ...fields } = reply;
  return fields;
}
