/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://preview.localhost:5173/"}
 */
// The preview opened on its own (a top-level window on the development domain): no layer
// starts, so the app's clicks and keys are its own.
import { startEditingLayer } from './index.js';

describe('startEditingLayer in a top-level window', () => {
  it('starts no layer on the development domain; the page keeps its clicks', () => {
    document.body.innerHTML = '<a href="#join">Join</a>';
    const layer = startEditingLayer({ editorOrigin: 'http://preview.localhost:5173' });
    expect(layer).toBeNull();
    const heard: boolean[] = [];
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => heard.push(event.defaultPrevented));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(heard).toEqual([false]);
  });
});
