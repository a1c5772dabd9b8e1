/**
 * @jest-environment jsdom
 */
import { FRAME_MESSAGE, type FrameMessage } from 'editor-engine';
import type { LayerHub } from './layer-hub.js';
import { TextEditing } from './text-editing.js';

/** The text part alone, over a hub of fakes: one element keyed 'k'. */
function setup() {
  document.body.innerHTML = '<h1>Old title</h1>';
  const h1 = document.querySelector('h1')!;
  const posted: FrameMessage[] = [];
  const hub = {
    win: window,
    doc: document,
    lookups: { element: {}, scope: {} },
    tree: { elementOf: (key: string) => (key === 'k' ? h1 : null) },
    view: { setHovered: () => true },
    outlines: { schedule: () => undefined },
    post: (m: FrameMessage) => posted.push(m),
  } as unknown as LayerHub;
  return { text: new TextEditing(hub), h1, posted };
}

describe('TextEditing', () => {
  it('commits the edited text to the editor and leaves the element as it was', () => {
    const { text, h1, posted } = setup();
    expect(text.isEditable('k')).toBe(true);
    text.begin('k');
    expect(text.editing).toBe(true);
    expect(h1.getAttribute('contenteditable')).toBe('plaintext-only');
    h1.textContent = 'New title';
    text.commit();
    expect(text.editing).toBe(false);
    expect(h1.hasAttribute('contenteditable')).toBe(false);
    const edited = posted.find((m) => m.id === FRAME_MESSAGE.EDITED_TEXT);
    expect(edited).toMatchObject({ elementKey: 'k', oldText: 'Old title', newText: 'New title' });
  });

  it('restores the old text on cancel and posts no edit', () => {
    const { text, h1, posted } = setup();
    text.begin('k');
    h1.textContent = 'Typo';
    text.cancel();
    expect(h1.textContent).toBe('Old title');
    expect(posted.some((m) => m.id === FRAME_MESSAGE.EDITED_TEXT)).toBe(false);
  });
});
