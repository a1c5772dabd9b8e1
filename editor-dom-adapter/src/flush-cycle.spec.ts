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
  TEMP_STYLING_CLASS,
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

  it('nothing written, the flush started before the tree saw the wrap: the heading stays selected under its new key', async () => {
    await start();
    port.request('s', 'setSelectedElement', layer.keyOf(document.querySelector('h1')!)!);
    await settle();
    // The wrap and the flush's start arrive together: the selection still holds the heading's
    // key from before the wrap, which the wrap moves one level down.
    const wrap = createChange('WRAP_DIV', { codebaseIdsToWrap: [H1] });
    port.request('w', 'applyChangeItemToDocument', serializeChange(wrap));
    port.request('f1', 'setIsFlushing', true);
    await settle();
    port.request('f2', 'setIsFlushing', false, {}, { written: false });
    await settle();
    await settle();
    const state = layer.selectionState;
    expect(state.kind).toBe('single');
    const key = state.kind === 'single' ? state.key : '';
    // The selection names the heading the page shows: the wrap's copy, not the hidden original.
    const shown = document.querySelector(`.${TEMP_ELEMENT_CLASS} > h1`)!;
    expect(key).toBe(layer.keyOf(shown));
  });

  it('a refused styling after a written one on the same element leaves no temporary marker', async () => {
    await start();
    const h1 = document.querySelector('h1')!;
    const styling = (id: string) =>
      createChange(
        'STYLING',
        { codebaseId: H1, stylingChanges: { color: 'red' }, stylingFramework: 'Tailwind' },
        { id },
      );
    // The first styling is written: the hot update of the source ends its instant update.
    port.request('a', 'applyChangeItemToDocument', serializeChange(styling('styling-written')));
    port.request('f1', 'setIsFlushing', true);
    await settle();
    hot();
    await settle();
    port.request('f2', 'setIsFlushing', false, {}, { written: true });
    await settle();
    expect(h1.classList.contains(TEMP_STYLING_CLASS)).toBe(false);
    // The second is refused: the editor takes it back with an undo.
    const refused = styling('styling-refused');
    port.request('b', 'applyChangeItemToDocument', serializeChange(refused));
    await settle();
    expect(h1.classList.contains(TEMP_STYLING_CLASS)).toBe(true);
    const undo = createChange('UNDO', { changeToUndo: refused });
    port.request('c', 'applyChangeItemToDocument', serializeChange(undo));
    await settle();
    expect([...h1.classList].filter((c) => c.startsWith('arb89-'))).toEqual([]);
  });
});
