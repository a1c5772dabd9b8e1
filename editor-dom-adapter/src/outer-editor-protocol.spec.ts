/**
 * @jest-environment jsdom
 */
// An outer editor written for the existing protocol (no opt-in at initProject) gets every
// message in that protocol's exact shapes; one that opts in gets the frame's own (diffs,
// flat payloads, errors under the request id).
import LZString from 'lz-string';
import { EXTENDED_MESSAGES_OPTION } from 'editor-engine';
import type { FrameLayer } from './layer.js';
import { connectedLayer, FakePort, settle, tick } from './spec-support/frame-harness.js';
import { EDITOR, ID, page } from './spec-support/layer-page.js';

let layer: FrameLayer;
let port: FakePort;

/** The page and an outer editor's initProject: `extended` opts in to the frame's own shapes. */
async function start(extended: boolean): Promise<void> {
  page();
  const options = { driveModeEnabled: false, aiContextSelection: false };
  if (extended) Object.assign(options, { [EXTENDED_MESSAGES_OPTION]: true });
  ({ layer, port } = await connectedLayer(
    EDITOR,
    [{ [ID.h1]: { staticText: true } }, {}, null, options],
    { pageHtmlDelayMs: 0 },
  ));
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

function addItem(text: string): void {
  const li = document.createElement('li');
  li.className = ID.li;
  li.textContent = text;
  document.querySelector('ul')!.append(li);
}

/** A fake React 19 component `Card` owning the h1 (jsdom renders no React). */
function fakeFibers(): void {
  const card = {
    tag: 0,
    type: function Card() {},
    return: null,
    child: null,
    sibling: null,
    memoizedProps: { title: 'Hi', items: [1], onPick: () => 1, none: null, count: 3 },
    memoizedState: { memoizedState: 5, next: null },
    stateNode: null,
  };
  const h1 = document.querySelector('h1') as unknown as Record<string, unknown>;
  h1.__reactFiber$test = { ...card, tag: 5, type: 'h1', return: card, memoizedProps: {} };
  h1.__reactProps$test = { className: 'x', children: 'Find a tradie' };
}

const CARD_PROPS = {
  title: 'Hi',
  items: 'TEMPO_OBJECT_TYPE',
  onPick: 'TEMPO_FUNCTION_TYPE',
  none: 'TEMPO_OBJECT_TYPE',
  count: 3,
};

describe('an outer editor written for the existing protocol', () => {
  it('gets NAV_TREE {navTree, outerHtml}: one message, the whole tree, every time', async () => {
    await start(false);
    addItem('Three');
    await settle();
    addItem('Four');
    await settle();
    const trees = port.of('NAV_TREE');
    expect(trees.length).toBeGreaterThanOrEqual(2);
    for (const tree of trees)
      expect(Object.keys(tree).sort()).toEqual(['id', 'navTree', 'outerHtml']);
    const last = trees.at(-1)!;
    expect(String(last.outerHtml)).toMatch(/^<html/);
    expect(last.outerHtml).toContain('Four</li>');
    expect(JSON.stringify(last.navTree)).toContain(keyOf('li:nth-child(4)'));
  });

  it('runs compressedArgs (lz-string compress) without args; echoes the selection', async () => {
    await start(false);
    const compressedArgs = LZString.compress(JSON.stringify([keyOf('h1')]));
    port.send({
      id: 'c1',
      type: 'executeFunction',
      payload: { functionName: 'setSelectedElement', compressedArgs },
    });
    await settle();
    expect(port.last('SELECTED_ELEMENT_KEY')).toEqual({
      id: 'SELECTED_ELEMENT_KEY',
      doNotSetElementKey: true,
      outerHTML: document.querySelector('h1')!.outerHTML,
    });
  });

  it('a click selects: SELECTED_ELEMENT_KEY {elementKey, outerHTML} and no multi-selection', async () => {
    await start(false);
    mouse('click', 'h1', { ctrlKey: true });
    expect(port.last('SELECTED_ELEMENT_KEY')).toEqual({
      id: 'SELECTED_ELEMENT_KEY',
      elementKey: keyOf('h1'),
      outerHTML: document.querySelector('h1')!.outerHTML,
    });
    expect(port.last('MULTI_SELECTED_ELEMENT_KEYS')).toEqual({
      id: 'MULTI_SELECTED_ELEMENT_KEYS',
      elementKeys: [],
      outerHTMLs: [],
    });
  });

  it('sends nothing for an unknown function', async () => {
    await start(false);
    const before = port.sent.length;
    port.request('u1', 'noSuchFunction', 1);
    await settle();
    expect(port.sent.slice(before)).toEqual([]);
  });

  it('answers ruleMatchesElement(messageId, rule, key) as {id: messageId, matches}', async () => {
    await start(false);
    port.request('q1', 'ruleMatchesElement', 'msg-7', 'h1.text-4xl', keyOf('h1'));
    port.request('q2', 'ruleMatchesElement', 'msg-8', 'h1.nope', keyOf('h1'));
    await settle();
    expect(port.last('msg-7')).toEqual({ id: 'msg-7', matches: true });
    expect(port.last('msg-8')).toEqual({ id: 'msg-8', matches: false });
  });

  it('gets the CSS messages in their payload shapes', async () => {
    await start(false);
    port.request('s', 'setSelectedElement', keyOf('h1'));
    port.request('e', 'getCssEvals', keyOf('h1'));
    port.request('c', 'getElementClassList', keyOf('h1'));
    port.request('p', 'processRulesForSelectedElement');
    await settle();
    const evals = port.last('CSS_EVALS_FOR_ELEMENT')!;
    expect(Object.keys(evals).sort()).toEqual(['cssEvals', 'id']);
    const cssEvals = evals.cssEvals as Record<string, unknown>;
    expect(cssEvals.display).toBe('block');
    expect(cssEvals.parent).toEqual({
      display: 'block',
      'flex-direction': expect.any(String),
      darkEnabledInParent: false,
    });
    expect(port.last('ELEMENT_CLASS_LIST')).toEqual({
      id: 'ELEMENT_CLASS_LIST',
      classList: [ID.h1, 'text-4xl'],
    });
    const rules = port.last('PROCESSED_CSS_RULES_FOR_ELEMENT')!;
    expect(Object.keys(rules).sort()).toEqual(['id', 'processedCssRules']);
    expect(Array.isArray(rules.processedCssRules)).toBe(true);
  });

  it('wraps text editing in data {key, oldText} / {key, newText, oldText}', async () => {
    await start(false);
    mouse('click', 'h1', { ctrlKey: true });
    mouse('click', 'h1');
    const key = keyOf('h1');
    expect(port.last('START_EDITING_TEXT')).toEqual({
      id: 'START_EDITING_TEXT',
      data: { key, oldText: 'Find a tradie' },
    });
    const h1 = document.querySelector('h1')!;
    h1.textContent = 'Find a local tradie';
    h1.dispatchEvent(new FocusEvent('blur'));
    expect(port.last('EDITED_TEXT')).toEqual({
      id: 'EDITED_TEXT',
      data: { key, newText: 'Find a local tradie', oldText: 'Find a tradie' },
    });
  });

  it('wraps pointer, wheel and key events in event {…}', async () => {
    await start(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(port.last('KEY_DOWN_EVENT')).toEqual({
      id: 'KEY_DOWN_EVENT',
      event: {
        key: 'a',
        metaKey: false,
        shiftKey: false,
        ctrlKey: false,
        activeElement: {
          tagName: 'BODY',
          isContentEditable: document.body.isContentEditable, // jsdom has none
          elementType: null,
        },
      },
    });
    mouse('contextmenu', 'h1', { clientX: 5, clientY: 6 });
    expect(port.last('CONTEXT_REQUESTED')).toEqual({
      id: 'CONTEXT_REQUESTED',
      event: { clientX: 5, clientY: 6 },
    });
    mouse('mousemove', 'h1', { clientX: 7, clientY: 8 });
    expect(port.last('MOUSE_MOVE_EVENT')).toEqual({
      id: 'MOUSE_MOVE_EVENT',
      event: { pageX: expect.any(Number), pageY: expect.any(Number), clientX: 7, clientY: 8 },
    });
    document
      .querySelector('h1')!
      .dispatchEvent(new WheelEvent('wheel', { bubbles: true, deltaY: 4 }));
    expect(port.last('WHEEL_EVENT')).toEqual({
      id: 'WHEEL_EVENT',
      event: expect.objectContaining({ deltaX: 0, deltaY: 4, wheelDelta: -4, altKey: false }),
    });
  });

  it('throttles MOUSE_MOVE_EVENT and still sends the last position of a burst', async () => {
    await start(false);
    for (const x of [1, 2, 3]) mouse('mousemove', 'h1', { clientX: x, clientY: 0 });
    expect(port.of('MOUSE_MOVE_EVENT').map((m) => m.event)).toMatchObject([{ clientX: 1 }]);
    for (let i = 0; i < 200 && port.of('MOUSE_MOVE_EVENT').length < 2; i++) await tick();
    expect(port.of('MOUSE_MOVE_EVENT').map((m) => m.event)).toMatchObject([
      { clientX: 1 },
      { clientX: 3 },
    ]);
  });

  it('drag: DRAG_START_EVENT {event: dragContext, outerHTML}, DRAG_CANCEL_EVENT {event: {}}', async () => {
    await start(false);
    mouse('click', 'h1', { ctrlKey: true });
    mouse('mousedown', 'h1', { clientX: 10, clientY: 10, buttons: 1 });
    mouse('mousemove', 'h1', { clientX: 40, clientY: 10, buttons: 1 });
    const dragStart = port.last('DRAG_START_EVENT')!;
    expect(Object.keys(dragStart).sort()).toEqual(['event', 'id', 'outerHTML']);
    expect(dragStart.event).toMatchObject({ pageX: expect.any(Number), dragging: true });
    expect(dragStart.outerHTML).toContain('Find a tradie');
    mouse('mousemove', 'h1', { clientX: 50, clientY: 10, buttons: 0 });
    expect(port.last('DRAG_CANCEL_EVENT')).toEqual({ id: 'DRAG_CANCEL_EVENT', event: {} });
  });

  it('hydration status leaves out the error fields when there is no error', async () => {
    await start(false);
    port.request('h', 'checkIfHydrationError');
    await settle();
    expect(port.last('LATEST_HYDRATION_ERROR_STATUS')).toEqual({
      id: 'LATEST_HYDRATION_ERROR_STATUS',
      status: 'no_error',
    });
  });

  it('inspectElement answers {id, props, state} with placeholders, or {id, error}', async () => {
    await start(false);
    fakeFibers();
    const payload = { componentName: 'Card', isComponent: true, tempoElementID: ID.h1 };
    port.send({
      id: 'i1',
      type: 'inspectElement',
      payload: { ...payload, componentElementId: ID.h1 },
    });
    port.send({ id: 'i2', type: 'inspectElement', payload: { isComponent: true } });
    port.send({ id: 'i3', type: 'inspectElement', payload: { tempoElementID: 'tempo-none' } });
    await settle();
    expect(port.last('i1')).toEqual({ id: 'i1', props: CARD_PROPS, state: [5] });
    expect(port.last('i2')).toEqual({ id: 'i2', error: 'No component name' });
    expect(port.last('i3')).toEqual({ id: 'i3', error: 'Could not find element' });
  });

  it('answers the window message GET_STATE_AND_PROPS {componentName, id}', async () => {
    await start(false);
    fakeFibers();
    const data = { type: 'GET_STATE_AND_PROPS', componentName: 'Card', id: 'g1' };
    window.dispatchEvent(new MessageEvent('message', { data, origin: EDITOR }));
    await settle();
    expect(port.last('g1')).toEqual({ id: 'g1', props: CARD_PROPS, state: [5] });
  });
});

describe('captureComponentPreview', () => {
  it('answers COMPONENT_PREVIEW_ERROR naming the component: the frame draws no images', async () => {
    await start(false);
    const key = keyOf('h1');
    port.request('p1', 'captureComponentPreview', key, 'canvas-1');
    await settle();
    expect(port.last('COMPONENT_PREVIEW_ERROR')).toEqual({
      id: 'COMPONENT_PREVIEW_ERROR',
      componentKey: key,
      codebaseId: ID.h1,
      storyboardId: 'sb1',
      canvasId: 'canvas-1',
      error: 'This frame does not capture component previews',
    });
    expect(port.of('COMPONENT_PREVIEW_CAPTURED')).toHaveLength(0);
    expect(port.last('p1')).toEqual({ id: 'p1', result: false });
  });
});

describe('an outer editor that opts in at initProject', () => {
  it('gets diffs, flat payloads and errors under the request id', async () => {
    await start(true);
    expect(port.of('NAV_TREE')[0]).toHaveProperty('outerHTML');
    addItem('Three');
    await settle();
    expect(port.of('NAV_TREE').some((m) => 'navTreeDiff' in m)).toBe(true);
    port.request('s', 'setSelectedElement', keyOf('h1'));
    port.request('u1', 'noSuchFunction');
    await settle();
    expect(port.last('SELECTED_ELEMENT_KEY')).toEqual({
      id: 'SELECTED_ELEMENT_KEY',
      elementKey: keyOf('h1'),
      outerHTML: document.querySelector('h1')!.outerHTML,
    });
    expect(port.last('u1')).toHaveProperty('error');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(port.last('KEY_DOWN_EVENT')).toMatchObject({ id: 'KEY_DOWN_EVENT', key: 'a' });
  });

  it('a new connection speaks the existing protocol again until it opts in', async () => {
    await start(true);
    const next = new FakePort();
    layer.connect(next);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(next.last('KEY_DOWN_EVENT')).toHaveProperty('event.key', 'b');
  });
});
