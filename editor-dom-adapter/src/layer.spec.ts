/**
 * @jest-environment jsdom
 */
// The adapter's translation in jsdom: DOM events → engine rules → messages to the editor, and
// editor requests → DOM. Layout is not computed in jsdom (rects are zero); positions come
// from the events. Here: the handshake, the nav tree, and what stays the page's own.
import { jest } from '@jest/globals';
import { ElementKey } from 'editor-engine';
import { FakePort, settle, tick } from './spec-support/frame-harness.js';
import {
  EDITOR,
  ID,
  keyOf,
  layer,
  mouse,
  port,
  start,
  unconnected,
} from './spec-support/layer-page.js';

afterEach(() => layer.stop());

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
