/**
 * What the adapter's jsdom specs share: an outer editor's end of the MessagePort, a way to let
 * the layer's queued work run, and the page flags of a plain (non-storyboard) preview.
 * Not part of the build (tsconfig.build.json leaves spec-support/ out).
 */
import { EXTENDED_MESSAGES_OPTION } from 'editor-engine';
import { FrameLayer, type FrameLayerOptions } from '../layer.js';

/** A message the frame posted to the editor. */
export type Posted = { id: unknown } & Record<string, unknown>;

/** The editor's end of the port: records what the frame posts, sends what an editor sends. */
export class FakePort {
  readonly sent: Posted[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: Posted): void {
    this.sent.push(message);
  }
  close(): void {}
  /** Any message, as an editor would post it on the port. */
  send(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
  /** A request from the editor in the wire form. */
  request(id: string, functionName: string, ...args: unknown[]): void {
    this.send({ id, type: 'executeFunction', payload: { functionName, args } });
  }
  of(id: string): Posted[] {
    return this.sent.filter((m) => m.id === id);
  }
  last(id: string): Posted | undefined {
    return this.of(id).at(-1);
  }
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the layer's queued work (microtasks and zero-delay timers) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await tick();
}

/** A plain preview's flags: no storyboard, no debug log. */
export const FLAGS = {
  storyboard: false,
  type: null,
  framework: null,
  debugLog: false,
  fillViewport: false,
  transparentBackground: false,
};

/** What an editor that opted in to the extended messages passes to `initProject`. */
export const OPT_IN = [null, null, null, { [EXTENDED_MESSAGES_OPTION]: true }];

/**
 * A started layer (navigation tree at once, in one slice; `options` add to that) connected to a
 * fresh port whose editor has sent `initProject` with `args`.
 */
export async function connectedLayer(
  editorOrigin: string,
  args: readonly unknown[],
  options: Partial<FrameLayerOptions> = {},
) {
  const layer = new FrameLayer({
    editorOrigin,
    flags: FLAGS,
    navTreeDelayMs: 0,
    sliceMs: 1000,
    ...options,
  });
  layer.start();
  const port = new FakePort();
  layer.connect(port);
  port.request('r1', 'initProject', 'sb1', ...args);
  await settle();
  return { layer, port };
}

/**
 * A started layer on a fresh port whose editor has opted in, with a hand on the page's hot
 * updates: `hot()` plays a hot update of the written files landing.
 */
export async function layerWithHotUpdates(editorOrigin: string) {
  let listener: () => void = () => undefined;
  const { layer, port } = await connectedLayer(editorOrigin, OPT_IN, {
    onHotUpdate: (l) => (listener = l),
  });
  return { layer, port, hot: () => listener() };
}
