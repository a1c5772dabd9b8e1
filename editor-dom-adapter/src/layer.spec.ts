/**
 * @jest-environment jsdom
 */
// The adapter's translation in jsdom: DOM events → engine rules → messages to the editor, and
// editor requests → DOM. Layout is not computed in jsdom (rects are zero); positions come
// from the events.
import { jest } from '@jest/globals';
import {
  ElementKey,
  HIDDEN_CLASS,
  TEMP_ELEMENT_CLASS,
  createChange,
  serializeChange,
  type Change,
} from 'editor-engine';
import { FrameLayer } from './layer.js';
import {
  FakePort,
  FLAGS,
  layerWithHotUpdates,
  OPT_IN,
  settle,
  tick,
} from './spec-support/frame-harness.js';

// This suite reads the frame's own message shapes: it opts in as our outer editor does.
const EDITOR = 'http://localhost:5204';
const ID = {
  app: 'tempo-11111111-1111-5111-8111-111111111111',
  h1: 'tempo-22222222-2222-5222-8222-222222222222',
  ul: 'tempo-33333333-3333-5333-8333-333333333333',
  li: 'tempo-44444444-4444-5444-8444-444444444444',
};

function page(): void {
  sessionStorage.clear(); // drive mode and zoom persist per tab
  document.body.innerHTML = `
    <div id="root">
      <div class="${ID.app} p-4">
        <h1 class="${ID.h1} text-4xl">Find a tradie</h1>
        <ul class="${ID.ul}"><li class="${ID.li}">One</li><li class="${ID.li}">Two</li></ul>
      </div>
    </div>`;
}

let layer: FrameLayer;
let port: FakePort;

async function start(): Promise<void> {
  page();
  layer = new FrameLayer({
    editorOrigin: EDITOR,
    flags: FLAGS,
    navTreeDelayMs: 0,
    sliceMs: 1000,
  });
  layer.start();
  port = new FakePort();
  layer.connect(port);
  port.request('r1', 'initProject', 'sb1', ...OPT_IN);
  await settle();
}

afterEach(() => layer.stop());

function keyOf(selector: string): string {
  const key = layer.keyOf(document.querySelector(selector)!);
  if (!key) throw new Error(`no key for ${selector}`);
  return key;
}

function mouse(type: string, selector: string, init: MouseEventInit = {}): void {
  document
    .querySelector(selector)!
    .dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, ...init }));
}

describe('handshake and nav tree', () => {
  it('answers initProject under its request id and sends the whole tree once', async () => {
    await start();
    expect(port.last('r1')).toEqual({ id: 'r1', result: true });
    const tree = port.of('NAV_TREE');
    expect(tree).toHaveLength(1);
    expect(tree[0]).toHaveProperty('navTree.tempoElement', `TE_${ID.app}_sb1_0`);
    expect(tree[0].outerHTML).toContain('<h1');
  });

  it('sends a DOM change as a diff that keeps the other keys', async () => {
    await start();
    const before = keyOf('h1');
    const p = document.createElement('p');
    p.className = 'tempo-55555555-5555-5555-8555-555555555555';
    document.querySelector('h1')!.before(p);
    await settle();
    const diff = port.last('NAV_TREE')!;
    expect(diff).toHaveProperty('navTreeDiff');
    expect((diff.navTreeDiff as { added: unknown[] }).added).toHaveLength(1);
    expect(keyOf('h1')).toBe(before);
  });

  it('sends diffs without the page HTML, which follows once after the burst', async () => {
    await start();
    for (const text of ['Three', 'Four']) {
      const li = document.createElement('li');
      li.className = ID.li;
      li.textContent = text;
      document.querySelector('ul')!.append(li);
      await settle();
    }
    const diffs = () => port.of('NAV_TREE').filter((m) => 'navTreeDiff' in m);
    const pages = () =>
      port.of('NAV_TREE').filter((m) => !('navTreeDiff' in m) && !('navTree' in m));
    expect(diffs()).toHaveLength(2);
    expect(diffs().every((m) => !('outerHTML' in m))).toBe(true);
    expect(pages()).toHaveLength(0);
    // The page HTML waits for the burst to end (PAGE_HTML_DELAY_MS): wait for it, no longer.
    for (let i = 0; i < 100 && pages().length === 0; i++) await tick();
    expect(pages()).toHaveLength(1);
    expect(pages()[0].outerHTML).toContain('Four</li>');
  });

  it('ignores requests from a foreign origin and answers the editor origin', async () => {
    await start();
    const data = { id: 'w1', type: 'executeFunction', payload: { functionName: 'updateOutlines' } };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://evil.localhost' }));
    await settle();
    expect(port.of('w1')).toHaveLength(0);
    window.dispatchEvent(new MessageEvent('message', { data, origin: EDITOR }));
    await settle();
    expect(port.of('w1')).toHaveLength(1);
  });

  it('answers an unknown function with an error and a failing function with its message', async () => {
    await start();
    port.request('u1', 'noSuchFunction');
    await settle();
    expect(port.last('u1')).toHaveProperty('error');
  });
});

describe('inert until the editor connects', () => {
  function unconnected(): FrameLayer {
    page();
    layer = new FrameLayer({ editorOrigin: EDITOR, flags: FLAGS, navTreeDelayMs: 0 });
    layer.start();
    return layer;
  }

  it('lets the app hear its clicks and keys, and draws nothing', async () => {
    unconnected();
    const heard: string[] = [];
    const h1 = document.querySelector('h1')!;
    h1.addEventListener('click', (event) => heard.push(`click ${event.defaultPrevented}`));
    window.addEventListener('keydown', () => heard.push('key'));
    mouse('mousedown', 'h1');
    mouse('click', 'h1');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await settle();
    expect(heard).toEqual(['click false', 'key']);
    expect(document.querySelector('[data-arb89-outline-layer]')).toBeNull();
  });

  it('an unframed page refuses the handshake, even from the editor origin', async () => {
    unconnected();
    const fake = new FakePort();
    const init = Object.assign(new Event('message'), {
      data: 'init',
      origin: EDITOR,
      ports: [fake],
      source: window,
    });
    window.dispatchEvent(init);
    fake.request('x1', 'updateOutlines');
    await settle();
    expect(fake.onmessage).toBeNull();
    expect(fake.sent).toHaveLength(0);
    const heard: boolean[] = [];
    document.querySelector('h1')!.addEventListener('click', (e) => heard.push(e.defaultPrevented));
    mouse('click', 'h1');
    expect(heard).toEqual([false]);
  });
});

describe('pointer → selection messages', () => {
  it('hovers and drills down one level per click', async () => {
    await start();
    mouse('mousemove', 'h1');
    expect(port.last('HOVERED_ELEMENT_KEY')).toEqual({
      id: 'HOVERED_ELEMENT_KEY',
      elementKey: keyOf(`.${ID.app}`),
    });
    mouse('click', 'h1');
    expect(port.last('SELECTED_ELEMENT_KEY')).toMatchObject({ elementKey: keyOf(`.${ID.app}`) });
    mouse('click', 'h1');
    const selected = port.last('SELECTED_ELEMENT_KEY')!;
    expect(selected.elementKey).toBe(keyOf('h1'));
    expect(selected.outerHTML).toBe(document.querySelector('h1')!.outerHTML);
  });

  it('meta/ctrl picks the exact element; the app never sees the click', async () => {
    await start();
    const seen = jest.fn();
    document.querySelector('li')!.addEventListener('click', seen);
    mouse('click', 'li', { ctrlKey: true });
    expect(port.last('SELECTED_ELEMENT_KEY')!.elementKey).toBe(keyOf('li'));
    expect(seen).not.toHaveBeenCalled();
  });

  it('shift adds siblings and ignores non-siblings', async () => {
    await start();
    mouse('click', 'li', { ctrlKey: true });
    mouse('click', 'li:nth-child(2)', { shiftKey: true });
    const multi = port.last('MULTI_SELECTED_ELEMENT_KEYS')!;
    expect(multi.elementKeys).toEqual([keyOf('li'), keyOf('li:nth-child(2)')]);
    const count = port.sent.length;
    mouse('click', 'h1', { shiftKey: true });
    expect(port.sent.slice(count).filter((m) => String(m.id).includes('SELECTED'))).toEqual([]);
  });

  it('drive mode ignores pointer selection and hides outlines', async () => {
    await start();
    mouse('click', 'li', { ctrlKey: true });
    layer.outlines.drawNow();
    expect(layer.outlines.layer.children.length).toBeGreaterThan(0);
    port.request('d1', 'enableDriveMode');
    await settle();
    expect(layer.outlines.layer.children).toHaveLength(0);
    const count = port.of('SELECTED_ELEMENT_KEY').length;
    mouse('click', 'h1', { ctrlKey: true });
    expect(port.of('SELECTED_ELEMENT_KEY')).toHaveLength(count);
  });
});

describe('text editing', () => {
  it('a second click on selected static text edits it; blur commits old and new text', async () => {
    await start();
    mouse('click', 'h1', { ctrlKey: true });
    mouse('click', 'h1');
    const h1 = document.querySelector('h1')!;
    expect(port.last('START_EDITING_TEXT')).toEqual({
      id: 'START_EDITING_TEXT',
      elementKey: keyOf('h1'),
      oldText: 'Find a tradie',
    });
    expect(h1.getAttribute('contenteditable')).toBe('plaintext-only');
    h1.textContent = 'Find a local tradie';
    h1.dispatchEvent(new FocusEvent('blur'));
    expect(port.last('EDITED_TEXT')).toEqual({
      id: 'EDITED_TEXT',
      elementKey: keyOf('h1'),
      oldText: 'Find a tradie',
      newText: 'Find a local tradie',
    });
    expect(h1.hasAttribute('contenteditable')).toBe(false);
  });

  it('Escape cancels and restores the text without a message', async () => {
    await start();
    mouse('click', 'h1', { ctrlKey: true });
    mouse('click', 'h1');
    const h1 = document.querySelector('h1')!;
    h1.textContent = 'oops';
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(h1.textContent).toBe('Find a tradie');
    expect(port.of('EDITED_TEXT')).toHaveLength(0);
  });
  it('takes static vs dynamic text from the manifest, not the DOM; dynamic text gets the button', async () => {
    await start();
    // `<h1>{title}</h1>` in the source: the manifest says its text is not static.
    port.request('l1', 'setNewLookups', { [ID.h1]: { staticText: false } }, {});
    await settle();
    mouse('click', 'h1', { ctrlKey: true });
    mouse('click', 'h1');
    const h1 = document.querySelector('h1')!;
    expect(port.of('START_EDITING_TEXT')).toHaveLength(0);
    expect(h1.hasAttribute('contenteditable')).toBe(false);
    layer.outlines.drawNow();
    const button = Array.from(document.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Edit Dynamic Text'),
    );
    expect(button).toBeDefined();
    expect(button!.querySelector('svg[data-edit-icon]')).not.toBeNull();
  });
});

describe('drag', () => {
  async function dragTo(zoom: number, dx: number): Promise<boolean> {
    await start();
    port.request('z', 'setZoomPerc', zoom * 100);
    await settle();
    mouse('mousedown', 'h1', { clientX: 10, clientY: 10, buttons: 1 });
    mouse('mousemove', 'h1', { clientX: 10 + dx, clientY: 10, buttons: 1 });
    return port.of('DRAG_START_EVENT').length > 0;
  }

  it('starts past 20 px at zoom 1, past 10 px at zoom 2', async () => {
    expect(await dragTo(1, 15)).toBe(false);
    layer.stop();
    expect(await dragTo(1, 21)).toBe(true);
    layer.stop();
    expect(await dragTo(2, 11)).toBe(true);
  });

  it('cancels when the button is released elsewhere; the release is no click', async () => {
    await dragTo(1, 30);
    mouse('mousemove', 'h1', { clientX: 50, clientY: 10, buttons: 0 });
    expect(port.of('DRAG_CANCEL_EVENT')).toHaveLength(1);
    const selected = port.of('SELECTED_ELEMENT_KEY').length;
    mouse('mouseup', 'h1');
    mouse('click', 'h1');
    expect(port.of('SELECTED_ELEMENT_KEY')).toHaveLength(selected);
  });
});

describe('instant updates', () => {
  function apply(change: unknown, id: string): void {
    port.request(id, 'applyChangeItemToDocument', serializeChange(change as Change));
  }

  it('adds a class, survives a re-render, and undoes it', async () => {
    await start();
    const add = createChange('ADD_CLASS', {
      codebaseIdToAddClass: ID.h1,
      className: 'text-red-600',
    });
    apply(add, 'a1');
    await settle();
    const h1 = document.querySelector('h1')!;
    expect(h1.classList.contains('text-red-600')).toBe(true);
    expect(port.last('INSTANT_UPDATE_DONE')).toMatchObject({
      instantUpdateSuccessful: true,
      instantUpdateData: { addedClass: 'text-red-600', codebaseAddedClass: 'text-red-600' },
    });
    // The app re-renders the element's class: the observer puts the update back.
    h1.className = `${ID.h1} text-4xl`;
    await settle();
    expect(h1.classList.contains('text-red-600')).toBe(true);
    apply(createChange('UNDO', { changeToUndo: add }), 'a2');
    await settle();
    expect(h1.classList.contains('text-red-600')).toBe(false);
  });

  it('hides removed elements with their HTML in the data; undo restores them', async () => {
    await start();
    const remove = createChange('REMOVE_JSX', { codebaseIdsToRemove: [ID.h1] });
    apply(remove, 'r1');
    await settle();
    const h1 = document.querySelector('h1')!;
    expect(h1.classList.contains(HIDDEN_CLASS)).toBe(true);
    const data = port.last('INSTANT_UPDATE_DONE')!.instantUpdateData as {
      parentToElementKeysRemoved: Record<string, { outerHTML: string }[]>;
    };
    expect(Object.values(data.parentToElementKeysRemoved).flat()[0].outerHTML).toContain(
      'Find a tradie',
    );
    apply(createChange('UNDO', { changeToUndo: remove }), 'r2');
    await settle();
    expect(h1.classList.contains(HIDDEN_CLASS)).toBe(false);
  });

  it('edits text and moves the selection to the designated keys', async () => {
    await start();
    const key = keyOf('h1');
    apply(
      createChange(
        'EDIT_TEXT',
        { codebaseIdToEditText: ID.h1, newText: 'Hi', oldText: 'Find a tradie' },
        { elementKeysToSelectAfterInstantUpdate: [key] },
      ),
      't1',
    );
    await settle();
    expect(document.querySelector('h1')!.textContent).toBe('Hi');
    expect(port.last('SELECTED_ELEMENT_KEY')!.elementKey).toBe(key);
  });

  it('sends nothing instant for an unknown change and reports failure', async () => {
    await start();
    apply(createChange('UNKNOWN', { anything: 1 }), 'k1');
    await settle();
    expect(port.last('INSTANT_UPDATE_DONE')).toMatchObject({ instantUpdateSuccessful: false });
  });

  it('drops flushed updates after a hot reload and keeps later ones', async () => {
    page();
    let hot: () => void;
    ({ layer, port, hot } = await layerWithHotUpdates(EDITOR));
    apply(createChange('ADD_CLASS', { codebaseIdToAddClass: ID.h1, className: 'a' }), 'f1');
    await settle();
    port.request('f2', 'setIsFlushing', true);
    await settle();
    apply(createChange('ADD_CLASS', { codebaseIdToAddClass: ID.h1, className: 'b' }), 'f3');
    await settle();
    const h1 = document.querySelector('h1')!;
    // The reload rendered the source with `a` written into it, without `b` yet.
    h1.className = `${ID.h1} text-4xl a`;
    hot();
    await settle();
    expect(layer.pendingInstantUpdates).toBe(1);
    expect(h1.classList.contains('b')).toBe(true);
  });

  it('after the flushed update lands: copies gone, the flush over, the selection re-keyed', async () => {
    page();
    let hot: () => void;
    ({ layer, port, hot } = await layerWithHotUpdates(EDITOR));
    const oldKey = keyOf('h1');
    apply(createChange('WRAP_DIV', { codebaseIdsToWrap: [ID.h1] }), 'w1');
    await settle();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`).length).toBeGreaterThan(0);
    port.request('s', 'setSelectedElement', oldKey);
    const renamed = 'tempo-99999999-9999-5999-8999-999999999999';
    port.request('f', 'setIsFlushing', true, { [ID.h1]: renamed });
    await settle();
    hot();
    await settle();
    expect(document.querySelectorAll(`.${TEMP_ELEMENT_CLASS}`)).toHaveLength(0);
    expect(layer.selectionState).toEqual({ kind: 'single', key: oldKey.replace(ID.h1, renamed) });
    // The flush ended with the update: a tag change (not flush-safe) shows at once again.
    apply(createChange('CHANGE_TAG', { codebaseIdToChange: ID.ul, newTagName: 'h3' }), 'c1');
    await settle();
    expect(port.last('INSTANT_UPDATE_DONE')).toMatchObject({ instantUpdateSuccessful: true });
  });
});

describe('the page keeps its own behaviour', () => {
  it('never replaces window.dispatchEvent; resize listeners still hear it', async () => {
    const descriptor = (target: object) => Object.getOwnPropertyDescriptor(target, 'dispatchEvent');
    const onWindow = descriptor(window);
    const onPrototype = descriptor(EventTarget.prototype);
    await start();
    expect(descriptor(window)).toEqual(onWindow);
    expect(descriptor(EventTarget.prototype)).toEqual(onPrototype);
    const heard = jest.fn();
    window.addEventListener('resize', heard);
    window.dispatchEvent(new Event('resize'));
    port.request('e1', 'dispatchEvent', 'resize');
    await settle();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('keys are element keys of the storyboard passed to initProject', async () => {
    await start();
    expect(ElementKey.parse(keyOf('h1')).storyboardId).toBe('sb1');
    expect(ElementKey.parse(keyOf('h1')).codebaseId).toBe(ID.h1);
  });
});
