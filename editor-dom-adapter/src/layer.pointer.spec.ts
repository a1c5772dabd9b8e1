/**
 * @jest-environment jsdom
 */
// The adapter's translation in jsdom (see layer.spec.ts): pointer and keys → selection, text
// editing and drag messages to the editor.
import { jest } from '@jest/globals';
import { settle } from './spec-support/frame-harness.js';
import { ID, keyOf, layer, mouse, port, start } from './spec-support/layer-page.js';

afterEach(() => layer.stop());

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
