/**
 * @jest-environment jsdom
 */
// What the layer reports and draws matches the page: the tree lists what the page shows, the
// error status follows recovery, and the visual-editor spec's figures (label height, button
// icon, the element-key retry, inherited properties) hold.
import {
  EXTENDED_MESSAGES_OPTION,
  DELETE_AFTER_RELOAD_CLASS,
  createChange,
  serializeChange,
  type Change,
  type NavTreeNode,
} from 'editor-engine';
import { FrameLayer, type FrameLayerOptions } from './layer.js';
import { FakePort, FLAGS, settle } from './spec-support/frame-harness.js';

// This suite reads the frame's own message shapes: it opts in as our outer editor does.
const OPT_IN = [null, null, null, { [EXTENDED_MESSAGES_OPTION]: true }];
const EDITOR = 'http://localhost:5204';
const ID = {
  app: 'tempo-11111111-1111-5111-8111-111111111111',
  h1: 'tempo-22222222-2222-5222-8222-222222222222',
  ul: 'tempo-33333333-3333-5333-8333-333333333333',
  li: 'tempo-44444444-4444-5444-8444-444444444444',
  p: 'tempo-55555555-5555-5555-8555-555555555555',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let layer: FrameLayer;
let port: FakePort;

async function start(extra: Partial<FrameLayerOptions> = {}, body = ''): Promise<void> {
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root">
      <div class="${ID.app} p-4">
        <h1 class="${ID.h1} text-4xl">Find a tradie</h1>
        <ul class="${ID.ul}"><li class="${ID.li}">One</li><li class="${ID.li}">Two</li></ul>
        ${body}
      </div>
    </div>`;
  layer = new FrameLayer({
    editorOrigin: EDITOR,
    flags: FLAGS,
    navTreeDelayMs: 0,
    sliceMs: 1000,
    ...extra,
  });
  layer.start();
  port = new FakePort();
  layer.connect(port);
  port.request('r1', 'initProject', 'sb1', ...OPT_IN);
  await settle();
}

afterEach(() => layer.stop());

/** Codebase ids of every node of the current tree, in document order. */
function treeIds(): string[] {
  const out: string[] = [];
  const visit = (node: NavTreeNode) => {
    out.push(node.tempoElement.slice(3, node.tempoElement.indexOf('_sb1_')));
    node.children.forEach(visit);
  };
  if (layer.navTree) visit(layer.navTree);
  return out;
}

function apply(change: unknown, id: string): void {
  port.request(id, 'applyChangeItemToDocument', serializeChange(change as Change));
}

describe('the nav tree lists what the page shows', () => {
  it('leaves out a deleted original, and a retagged original its copy replaces', async () => {
    await start();
    apply(createChange('REMOVE_JSX', { codebaseIdsToRemove: [ID.h1] }), 'c1');
    await settle();
    expect(treeIds()).not.toContain(ID.h1);
    apply(createChange('CHANGE_TAG', { codebaseIdToChange: ID.ul, newTagName: 'ol' }), 'c2');
    await settle();
    expect(treeIds().filter((id) => id === ID.ul)).toHaveLength(1);
    expect(layer.elementOf(layer.navTree!.children[0].tempoElement)?.tagName).toBe('OL');
  });

  it('passes the selection of a wrapped element to the copy the page shows', async () => {
    await start();
    const original = document.querySelector('h1')!;
    port.request('s1', 'setSelectedElement', layer.keyOf(original));
    await settle();
    apply(createChange('WRAP_DIV', { codebaseIdsToWrap: [ID.h1] }), 'c1');
    await settle();
    const copy = document.querySelector(`div > h1.${ID.h1}`)!;
    expect(copy).not.toBe(original);
    const copyKey = layer.keyOf(copy);
    expect(copyKey).not.toBeNull();
    expect(layer.selectionState).toEqual({ kind: 'single', key: copyKey });
    expect(port.last('SELECTED_ELEMENT_KEY')).toMatchObject({ elementKey: copyKey });
  });

  it('leaves out temporary copies queued for removal', async () => {
    await start();
    document.querySelector('ul')!.classList.add(DELETE_AFTER_RELOAD_CLASS);
    await settle();
    expect(treeIds()).not.toContain(ID.ul);
    expect(treeIds()).not.toContain(ID.li);
  });

  it('keeps an untagged iframe (a payment form, say) in the page, out of the tree', async () => {
    await start({}, '<iframe title="Payment" src="about:blank"></iframe>');
    expect(document.querySelector('iframe[title="Payment"]')).not.toBeNull();
    expect(treeIds()).toEqual([ID.app, ID.h1, ID.ul, ID.li, ID.li]);
  });
});

describe('error status', () => {
  it('clears after a hot update once the page recovered', async () => {
    let hot: () => void = () => undefined;
    await start({ onHotUpdate: (listener) => (hot = listener) });
    window.dispatchEvent(new ErrorEvent('error', { message: 'Boom' }));
    expect(port.last('LATEST_HYDRATION_ERROR_STATUS')).toMatchObject({ status: 'other_error' });
    hot();
    expect(port.last('LATEST_HYDRATION_ERROR_STATUS')).toMatchObject({ status: 'no_error' });
  });
});

describe('what the layer draws', () => {
  it('draws the floating label 38 px tall', async () => {
    await start();
    port.request('s1', 'setSelectedElement', layer.keyOf(document.querySelector('h1')!));
    await settle();
    layer.outlines.drawNow();
    const label = document.querySelector<HTMLElement>('.arb89-outline-label');
    expect(label?.style.height).toBe('38px');
  });

  it('shows Edit Dynamic Text with its 22 px icon; activating it asks the editor', async () => {
    await start();
    const h1 = document.querySelector('h1')!;
    Object.assign(h1, { __reactProps$test: { children: ['Find a ', 'tradie'] } });
    const key = layer.keyOf(h1)!;
    port.request('s1', 'setSelectedElement', key);
    await settle();
    layer.outlines.drawNow();
    const button = document.querySelector<HTMLButtonElement>('button.arb89-edit-dynamic-text')!;
    expect(button.textContent).toBe('Edit Dynamic Text');
    const icon = button.querySelector('svg');
    expect(icon?.getAttribute('width')).toBe('22');
    expect(icon?.getAttribute('height')).toBe('22');
    button.click();
    expect(port.last('EDIT_DYNAMIC_TEXT')).toMatchObject({ elementKey: key });
  });
});

describe('the element-key retry', () => {
  const newKey = `TE_${ID.p}_sb1_0-2`;

  it('keeps a selected key the page shows later, then sends its HTML', async () => {
    await start({ elementKeyRetryMs: 20 });
    port.request('s1', 'setSelectedElement', newKey);
    await settle();
    // An unrelated change rebuilds the tree before the element arrives.
    document.querySelector('h1')!.textContent = 'Find a local tradie';
    await settle();
    const p = document.createElement('p');
    p.className = ID.p;
    p.textContent = 'Added';
    document.querySelector(`.${ID.app}`)!.append(p);
    await wait(60);
    await settle();
    expect(layer.selectionState).toEqual({ kind: 'single', key: newKey });
    expect(port.last('SELECTED_ELEMENT_KEY')).toMatchObject({
      elementKey: newKey,
      outerHTML: expect.stringContaining('Added</p>'),
    });
  });

  it('drops the key after five checks without it', async () => {
    await start({ elementKeyRetryMs: 10 });
    port.request('s1', 'setSelectedElement', newKey);
    await wait(30);
    expect(layer.selectionState).toEqual({ kind: 'single', key: newKey });
    for (let i = 0; i < 100 && layer.selectionState.kind !== 'none'; i++) await wait(20);
    expect(layer.selectionState.kind).toBe('none');
    expect(port.last('SELECTED_ELEMENT_KEY')).toMatchObject({ elementKey: null });
  });
});

describe('CSS rules', () => {
  it('reports inheritable declarations of ancestors’ rules as inherited', async () => {
    await start();
    const style = document.createElement('style');
    style.textContent = '.p-4 { color: rgb(1, 2, 3); padding: 16px } .text-4xl { font-size: 36px }';
    document.head.append(style);
    port.request('s1', 'setSelectedElement', layer.keyOf(document.querySelector('h1')!));
    port.request('c1', 'processRulesForSelectedElement');
    await settle();
    const rules = port.last('PROCESSED_CSS_RULES_FOR_ELEMENT')!.cssRules as {
      selector: string;
      inherited: boolean;
      styles: Record<string, string>;
    }[];
    expect(
      rules.map(({ selector, inherited, styles }) => ({ selector, inherited, styles })),
    ).toEqual([
      { selector: '.text-4xl', inherited: false, styles: { 'font-size': '36px' } },
      { selector: '.p-4', inherited: true, styles: { color: 'rgb(1, 2, 3)' } },
    ]);
  });
});
