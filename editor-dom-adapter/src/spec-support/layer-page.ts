/**
 * What the layer specs share: a small app page, the running test's layer and the editor's end
 * of its port, and the helpers that read them. Not part of the build (tsconfig.build.json
 * leaves spec-support/ out).
 */
import { FrameLayer } from '../layer.js';
import {
  connectedLayer,
  type FakePort,
  FLAGS,
  layerWithHotUpdates,
  OPT_IN,
} from './frame-harness.js';

// These suites read the frame's own message shapes: they opt in as our outer editor does.
export const EDITOR = 'http://localhost:5204';
export const ID = {
  app: 'tempo-11111111-1111-5111-8111-111111111111',
  h1: 'tempo-22222222-2222-5222-8222-222222222222',
  ul: 'tempo-33333333-3333-5333-8333-333333333333',
  li: 'tempo-44444444-4444-5444-8444-444444444444',
};

/** The small app page every layer spec starts from. */
export function page(): void {
  sessionStorage.clear(); // drive mode and zoom persist per tab
  document.body.innerHTML = `
    <div id="root">
      <div class="${ID.app} p-4">
        <h1 class="${ID.h1} text-4xl">Find a tradie</h1>
        <ul class="${ID.ul}"><li class="${ID.li}">One</li><li class="${ID.li}">Two</li></ul>
      </div>
    </div>`;
}

// The running test's layer and port. Specs import them as live bindings: start(),
// unconnected() and startWithHotUpdates() set them, and each spec's afterEach stops the layer.
export let layer: FrameLayer;
export let port: FakePort;

export async function start(): Promise<void> {
  page();
  ({ layer, port } = await connectedLayer(EDITOR, OPT_IN));
}

/** A started layer no editor has connected to. */
export function unconnected(): FrameLayer {
  page();
  layer = new FrameLayer({ editorOrigin: EDITOR, flags: FLAGS, navTreeDelayMs: 0 });
  layer.start();
  return layer;
}

/** A connected layer with a hand on the page's hot updates: gives `hot()` (layerWithHotUpdates). */
export async function startWithHotUpdates(): Promise<() => void> {
  page();
  let hot: () => void;
  ({ layer, port, hot } = await layerWithHotUpdates(EDITOR));
  return hot;
}

export function keyOf(selector: string): string {
  const key = layer.keyOf(document.querySelector(selector)!);
  if (!key) throw new Error(`no key for ${selector}`);
  return key;
}

export function mouse(type: string, selector: string, init: MouseEventInit = {}): void {
  document
    .querySelector(selector)!
    .dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
}
