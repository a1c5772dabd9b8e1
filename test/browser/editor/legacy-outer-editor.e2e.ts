/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { createChange, serializeChange } from 'editor-engine';
import LZString from 'lz-string';
import { HERO_HEADING, keyOf, previewFrame } from './helpers.ts';
import { openProtocolEditor } from './protocol-page.ts';

// The minimal outer editor of protocol-page.ts, written for the existing protocol: it calls
// initProject without opting in to anything and reads only that protocol's message shapes.

test('an outer editor written for the existing protocol drives the frame unchanged', async ({
  page,
}) => {
  // Handshake and initProject(sb, treeElementLookup, scopeLookup, null, options).
  const editor = await openProtocolEditor(page, [
    'legacy-sb',
    {},
    {},
    null,
    { driveModeEnabled: false, aiContextSelection: false },
  ]);
  const frame = previewFrame(page);
  const tree = (await editor.messages('NAV_TREE'))[0];
  expect(Object.keys(tree).sort()).toEqual(['id', 'navTree', 'outerHtml']);
  expect(String(tree.outerHtml)).toMatch(/^<html/);

  // The hero renders after the first tree: wait for the whole tree that has it.
  const h1 = await keyOf(frame, 'main h1');
  await editor.waitFor('NAV_TREE', 0, (m) => JSON.stringify(m.navTree).includes(h1));
  const codebaseId = await frame
    .locator('main h1')
    .evaluate((el) => Array.from(el.classList).find((c) => c.startsWith('tempo-'))!);

  await editor.callRaw('setSelectedElement', { args: [h1] });
  const echo = await editor.waitFor('SELECTED_ELEMENT_KEY');
  expect(echo).toEqual({
    id: 'SELECTED_ELEMENT_KEY',
    doNotSetElementKey: true,
    outerHTML: expect.stringContaining(HERO_HEADING),
  });

  // A change item sent compressed (lz-string compress), without `args` beside it.
  const change = createChange(
    'EDIT_TEXT',
    { codebaseIdToEditText: codebaseId, newText: 'Local tradies, fast', oldText: HERO_HEADING },
    { elementKeysToSelectAfterInstantUpdate: [h1], elementKeysToSelectAfterUndo: [h1] },
  );
  const compressedArgs = LZString.compress(JSON.stringify([serializeChange(change)]));
  await editor.callRaw('applyChangeItemToDocument', { compressedArgs });
  expect((await editor.waitFor('INSTANT_UPDATE_DONE')).instantUpdateSuccessful).toBe(true);
  await expect(frame.locator('main h1')).toHaveText('Local tradies, fast');
  const after = await editor.waitFor('NAV_TREE', 0, (m) =>
    String(m.outerHtml).includes('Local tradies, fast'),
  );
  expect(Object.keys(after).sort()).toEqual(['id', 'navTree', 'outerHtml']);

  const found = await editor.send('inspectElement', {
    isComponent: false,
    tempoElementID: codebaseId,
  });
  const missing = await editor.send('inspectElement', {
    isComponent: false,
    tempoElementID: 'tempo-none',
  });
  expect(Object.keys(await editor.waitFor(found)).sort()).toEqual(['id', 'props', 'state']);
  expect(await editor.waitFor(missing)).toEqual({ id: missing, error: 'Could not find element' });

  // Nothing in the frame's own shapes reached this editor.
  const all = await editor.log();
  expect(all.filter((m) => 'navTreeDiff' in m || 'navTreeChunk' in m)).toEqual([]);
  expect(all.filter((m) => m.id === 'NAV_TREE' && !('navTree' in m))).toEqual([]);
});
