/**
 * @jest-environment jsdom
 */
// The reload cycle around one write-back, as the outer editor drives it: the flush starts
// before the request, the hot update of the written file lands, and the server's answer ends
// the flush with its id map. The update may land before or after the answer.
import {
  DELETE_AFTER_RELOAD_CLASS,
  ElementKey,
  TEMP_ELEMENT_CLASS,
  createChange,
  serializeChange,
} from 'editor-engine';
import type { FrameLayer } from './layer.js';
import { type FakePort, layerWithHotUpdates, settle } from './spec-support/frame-harness.js';

const H1 = 'tempo-22222222-2222-5222-8222-222222222222';
const RENAMED = 'tempo-99999999-9999-5999-8999-999999999999';

let layer: FrameLayer;
let port: FakePort;
let hot: () => void;

async function start(): Promise<void> {
  sessionStorage.clear();
  document.body.innerHTML = `<div id="root"><main class="tempo-11111111-1111-5111-8111-111111111111">
    <h1 class="${H1}">Find a tradie</h1></main></div>`;
  ({ layer, port, hot } = await layerWithHotUpdates('http://localhost:5204'));
}

afterEach(() => layer.stop());

/** A wrap shown at once, the heading selected, and the flush started (the request goes out). */
async function wrapAndStartFlush(): Promise<void> {
  const key = layer.keyOf(document.querySelector('h1')!)!;
  port.request('s', 'setSelectedElement', key);
  const wrap = createChange('WRAP_DIV', { codebaseIdsToWrap: [H1] });
  port.request('w', 'applyChangeItemToDocument', serializeChange(wrap));
  await settle();
  expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`).length).toBeGreaterThan(0);
  port.request('f1', 'setIsFlushing', true);
  await settle();
}

/** The hot update re-renders the written source: the heading (not the copy) under its new id. */
async function hotUpdateLands(): Promise<void> {
  document.querySelector(`h1.${H1}:not(.${TEMP_ELEMENT_CLASS} h1)`)!.className = RENAMED;
  hot();
  await settle();
}

/** The codebase id of the frame's one selected element. */
function selectedId(): string | null {
  const state = layer.selectionState;
  return state.kind === 'single' ? ElementKey.parse(state.key).codebaseId : null;
}

describe('the flush around a write-back', () => {
  it('update first, answer second: the answer re-keys the selection at once', async () => {
    await start();
    await wrapAndStartFlush();
    await hotUpdateLands();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`)).toHaveLength(0);
    port.request('f2', 'setIsFlushing', false, { [H1]: RENAMED });
    await settle();
    expect(selectedId()).toBe(RENAMED);
  });

  it('answer first, update second: the selection follows once the update lands', async () => {
    await start();
    await wrapAndStartFlush();
    port.request('f2', 'setIsFlushing', false, { [H1]: RENAMED });
    await settle();
    // The page still shows the copy and the old ids until the update lands.
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`).length).toBeGreaterThan(0);
    await hotUpdateLands();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`)).toHaveLength(0);
    expect(selectedId()).toBe(RENAMED);
  });

  it('nothing written (refused, no server): the copies stay in the page and the tree', async () => {
    await start();
    await wrapAndStartFlush();
    expect(document.querySelectorAll(`.${DELETE_AFTER_RELOAD_CLASS}`).length).toBeGreaterThan(0);
    port.request('f2', 'setIsFlushing', false, {}, { written: false });
    await settle();
    // No hot update will come for this flush: its copies are no longer queued for removal.
    expect(document.querySelectorAll(`.${DELETE_AFTER_RELOAD_CLASS}`)).toHaveLength(0);
    expect(selectedId()).toBe(H1);
    hot();
    await settle();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`).length).toBeGreaterThan(0);
  });
});
