import { describe, expect, it } from '@jest/globals';

import type { SnapshotNode } from './nav-tree.js';
import {
  TEXT_EDITING_IDLE,
  canEditTextStatically,
  cancelTextEditing,
  commitTextEditing,
  editDynamicTextMessage,
  showsEditDynamicTextButton,
  startTextEditing,
  textEditMode,
} from './text-editing.js';

const node = (fields: Partial<SnapshotNode>): SnapshotNode => ({
  tagName: 'P',
  classes: [],
  children: [],
  ...fields,
});

describe('which elements are editable as static text', () => {
  it.each([
    ['text only', node({ text: 'Hello' }), 'static'],
    [
      'text with a literal children prop',
      node({ text: 'Hi', props: { children: 'Hi' } }),
      'static',
    ],
    ['a number child', node({ text: '3', props: { children: 3 } }), 'static'],
    ['element children', node({ text: 'Hi', children: [node({ tagName: 'B' })] }), 'none'],
    ['no text', node({}), 'none'],
    ['blank text', node({ text: '  \n ' }), 'none'],
    ['text marked dynamic', node({ text: 'Hi Bo', dynamicText: true }), 'dynamic'],
    [
      'children prop mixing text and values',
      node({ text: 'Hi Bo', props: { children: ['Hi ', 'Bo'] } }),
      'dynamic',
    ],
    [
      'text without a children prop',
      node({ text: 'x', props: { dangerouslySetInnerHTML: {} } }),
      'dynamic',
    ],
  ])('%s → %s', (_label, snapshot, mode) => {
    expect(textEditMode(snapshot)).toBe(mode);
    expect(canEditTextStatically(snapshot)).toBe(mode === 'static');
    expect(showsEditDynamicTextButton(snapshot)).toBe(mode === 'dynamic');
  });

  it('the dynamic text button posts EDIT_DYNAMIC_TEXT', () => {
    expect(editDynamicTextMessage('TE_a_sb_0')).toEqual({
      id: 'EDIT_DYNAMIC_TEXT',
      elementKey: 'TE_a_sb_0',
    });
  });
});

describe('text editing transitions', () => {
  it('start posts the key and the old text', () => {
    const step = startTextEditing(TEXT_EDITING_IDLE, 'TE_a_sb_0', 'Old');
    expect(step.state).toEqual({ kind: 'editing', elementKey: 'TE_a_sb_0', oldText: 'Old' });
    expect(step.messages).toEqual([
      { id: 'START_EDITING_TEXT', elementKey: 'TE_a_sb_0', oldText: 'Old' },
    ]);
  });

  it('commit posts key, new text and old text, and editing ends', () => {
    const editing = startTextEditing(TEXT_EDITING_IDLE, 'TE_a_sb_0', 'Old').state;
    const step = commitTextEditing(editing, 'New');
    expect(step.state).toBe(TEXT_EDITING_IDLE);
    expect(step.messages).toEqual([
      { id: 'EDITED_TEXT', elementKey: 'TE_a_sb_0', newText: 'New', oldText: 'Old' },
    ]);
    // unchanged text is still reported; the outer editor decides
    expect(commitTextEditing(editing, 'Old').messages).toHaveLength(1);
  });

  it('cancel ends editing silently and gives back the old text', () => {
    const editing = startTextEditing(TEXT_EDITING_IDLE, 'k', 'Old').state;
    expect(cancelTextEditing(editing)).toEqual({
      state: TEXT_EDITING_IDLE,
      messages: [],
      restoreText: 'Old',
    });
  });

  it('ignores commit and cancel when idle, and a second start while editing', () => {
    expect(commitTextEditing(TEXT_EDITING_IDLE, 'x')).toEqual({
      state: TEXT_EDITING_IDLE,
      messages: [],
    });
    expect(cancelTextEditing(TEXT_EDITING_IDLE)).toEqual({
      state: TEXT_EDITING_IDLE,
      messages: [],
      restoreText: null,
    });
    const editing = startTextEditing(TEXT_EDITING_IDLE, 'a', 'A').state;
    expect(startTextEditing(editing, 'b', 'B')).toEqual({ state: editing, messages: [] });
  });
});
