/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import {
  createChange,
  DELETE_AFTER_RELOAD_CLASS,
  ElementKey,
  serializeChange,
  TEMP_ELEMENT_CLASS,
} from 'editor-engine';
import { DRAG_CALLS, expectCalledExactly } from './callable-coverage.ts';
import { drawnOutlines, HERO_HEADING, keyOf, outlinedOn, previewFrame, rectOf } from './helpers.ts';
import { openProtocolEditor, resultOf } from './protocol-page.ts';

// The outer editor of protocol-page.ts (existing protocol shapes) drives a drag, the
// temporary moves of a drag, an instant change around a flush and the frame's history, in one
// page load (the reload last), and checks what each function did.
const SB = 'callable-drag';
const INIT = [SB, {}, {}, null, { driveModeEnabled: false, aiContextSelection: false }];
const H1 = 'main h1';
const UL = 'main section ul';
const NEW_TEXT = 'Local tradies, fast';

test('drag, temporary move, change, flush and navigation functions each do their part', async ({
  page,
}) => {
  const editor = await openProtocolEditor(page, INIT);
  const frame = previewFrame(page);
  const h1 = await keyOf(frame, H1);
  // initProject: the keys are the storyboard's.
  expect(ElementKey.parse(h1).storyboardId).toBe(SB);
  await editor.waitFor('NAV_TREE', 0, (m) => JSON.stringify(m.navTree).includes(h1));
  let from = await editor.logLength();
  expect(resultOf(await editor.call('setSelectedElement', h1))).toBe(true);
  await editor.waitFor('SELECTED_ELEMENT_KEY', from, (m) =>
    String(m.outerHTML).includes(HERO_HEADING),
  );

  // syntheticMouseOver: the editor's pointer over the paragraph (the heading's sibling)
  // hovers it, as the frame's own pointer would.
  const p = await keyOf(frame, 'main h1 + p');
  const pRect = await rectOf(frame, 'main h1 + p');
  from = await editor.logLength();
  const overP = { clientX: pRect.x + 10, clientY: pRect.y + pRect.height / 2 };
  expect(resultOf(await editor.call('syntheticMouseOver', overP))).toBe(true);
  expect(await editor.waitFor('HOVERED_ELEMENT_KEY', from)).toEqual({
    id: 'HOVERED_ELEMENT_KEY',
    elementKey: p,
  });
  await expect.poll(async () => (await drawnOutlines(frame, 'secondary')).length).toBe(1);
  await expect.poll(() => outlinedOn(frame, 'secondary', 'main h1 + p')).toBe(true);

  // A press on the selected heading, as the frame's own mousedown (40 px into it).
  const press = () =>
    frame.locator(H1).evaluate((el) => {
      const rect = el.getBoundingClientRect();
      const at = { clientX: rect.x + 40, clientY: rect.y + rect.height / 2 };
      el.dispatchEvent(
        new MouseEvent('mousedown', { bubbles: true, button: 0, buttons: 1, ...at }),
      );
      return at;
    });
  const moveOutlines = frame.locator('[data-outline-kind="move"]');

  // syntheticMouseMove: the editor's moves continue the press; 19 px is no drag, 25 px is.
  const at = await press();
  from = await editor.logLength();
  await editor.call('syntheticMouseMove', { ...at, clientX: at.clientX + 19 });
  expect(await editor.messages('DRAG_START_EVENT', from)).toEqual([]);
  expect(
    resultOf(await editor.call('syntheticMouseMove', { ...at, clientX: at.clientX + 25 })),
  ).toBe(true);
  const started = await editor.waitFor('DRAG_START_EVENT', from);
  expect(started).toMatchObject({ event: { dragging: true, offsetX: 40 } });
  expect(started.outerHTML).toContain(HERO_HEADING);
  await expect(moveOutlines).toHaveCount(1);

  // syntheticMouseUp: the drop ends the drag.
  from = await editor.logLength();
  expect(resultOf(await editor.call('syntheticMouseUp', at))).toBe(true);
  expect(await editor.waitFor('DRAG_END_EVENT', from)).toEqual({ id: 'DRAG_END_EVENT', event: {} });
  await expect(moveOutlines).toHaveCount(0);

  // triggerDragStart / triggerDragCancel: a press dragged at once, then called off (no end).
  await press();
  from = await editor.logLength();
  expect(resultOf(await editor.call('triggerDragStart'))).toBe(true);
  expect((await editor.waitFor('DRAG_START_EVENT', from)).event).toMatchObject({ dragging: true });
  await expect(moveOutlines).toHaveCount(1);
  expect(resultOf(await editor.call('triggerDragCancel'))).toBe(true);
  expect(await editor.waitFor('DRAG_CANCEL_EVENT', from)).toEqual({
    id: 'DRAG_CANCEL_EVENT',
    event: {},
  });
  expect(await editor.messages('DRAG_END_EVENT', from)).toEqual([]);
  await expect(moveOutlines).toHaveCount(0);

  // tempMoveElement: the first promise moves to the end of its list and is selected there.
  const items = () =>
    frame
      .locator(UL)
      .first()
      .evaluate((ul) => Array.from(ul.children).map((c) => c.textContent.trim()));
  expect(await items()).toEqual(['Free for homeowners', 'Verified tradies', 'Secure platform']);
  from = await editor.logLength();
  const movedLi = resultOf(
    await editor.call('tempMoveElement', await keyOf(frame, `${UL} li:nth-child(1)`), 2),
  );
  expect(await items()).toEqual(['Verified tradies', 'Secure platform', 'Free for homeowners']);
  expect(movedLi).toBe(await keyOf(frame, `${UL} li:nth-child(3)`));
  expect(await editor.waitFor('SELECTED_ELEMENT_KEY', from)).toMatchObject({
    elementKey: movedLi,
    outerHTML: expect.stringContaining('Free for homeowners'),
  });

  // tempAddDiv: a temporary placeholder at index 1 of the list.
  const ul = await keyOf(frame, UL);
  expect(resultOf(await editor.call('tempAddDiv', ul, 1))).toBe(true);
  expect(
    await frame
      .locator(UL)
      .first()
      .evaluate((list) => ({
        classes: Array.from(list.children[1].classList),
        minHeight: getComputedStyle(list.children[1]).minHeight,
      })),
  ).toEqual({ classes: [TEMP_ELEMENT_CLASS, 'tempo-add-jsx-placeholder-temp'], minHeight: '20px' });

  // tempMoveToNewParent: the paragraph into the list, first, and selected there.
  from = await editor.logLength();
  const movedP = resultOf(await editor.call('tempMoveToNewParent', p, ul, 0));
  expect(await items()).toEqual([
    'Post your job for free and get quotes from verified local trade professionals.',
    'Verified tradies',
    '',
    'Secure platform',
    'Free for homeowners',
  ]);
  expect(movedP).toBe(await keyOf(frame, `${UL} > p`));
  expect(await editor.waitFor('SELECTED_ELEMENT_KEY', from)).toMatchObject({ elementKey: movedP });

  // setIsFlushing: the flush queues the temporary element for removal and refuses a text
  // edit; ended without a write, it keeps the element again.
  const codebaseId = await frame
    .locator(H1)
    .evaluate((el) => Array.from(el.classList).find((c) => c.startsWith('tempo-'))!);
  const edit = serializeChange(
    createChange('EDIT_TEXT', {
      codebaseIdToEditText: codebaseId,
      newText: NEW_TEXT,
      oldText: HERO_HEADING,
    }),
  );
  const temp = () =>
    frame.locator(`.${TEMP_ELEMENT_CLASS}`).evaluate((el) => Array.from(el.classList));
  expect(resultOf(await editor.call('setIsFlushing', true))).toBe(true);
  expect(await temp()).toContain(DELETE_AFTER_RELOAD_CLASS);
  from = await editor.logLength();
  expect(resultOf(await editor.call('applyChangeItemToDocument', edit))).toEqual({
    successful: false,
  });
  expect(await editor.waitFor('INSTANT_UPDATE_DONE', from)).toMatchObject({
    instantUpdateSuccessful: false,
  });
  await expect(frame.locator(H1)).toHaveText(HERO_HEADING);
  await editor.call('setIsFlushing', false, null, { written: false });
  expect(await temp()).not.toContain(DELETE_AFTER_RELOAD_CLASS);

  // applyChangeItemToDocument: out of the flush, the edit shows at once.
  from = await editor.logLength();
  expect(resultOf(await editor.call('applyChangeItemToDocument', edit))).toEqual({
    successful: true,
  });
  expect(await editor.waitFor('INSTANT_UPDATE_DONE', from)).toMatchObject({
    instantUpdateSuccessful: true,
  });
  await expect(frame.locator(H1)).toHaveText(NEW_TEXT);

  // goBack / goForward: the frame's own history, each step reported as LATEST_HREF.
  const origin = new URL(frame.url()).origin;
  from = await editor.logLength();
  await frame.evaluate(() => history.pushState(null, '', '/how-it-works'));
  await editor.waitFor('LATEST_HREF', from, (m) => m.href === `${origin}/how-it-works`);
  from = await editor.logLength();
  expect(resultOf(await editor.call('goBack'))).toBe(true);
  await editor.waitFor('LATEST_HREF', from, (m) => m.href === `${origin}/`);
  await expect.poll(() => frame.url()).toBe(`${origin}/`);
  from = await editor.logLength();
  expect(resultOf(await editor.call('goForward'))).toBe(true);
  await editor.waitFor('LATEST_HREF', from, (m) => m.href === `${origin}/how-it-works`);

  // refresh: the frame's document reloads (the temporary element gone with the old one) and
  // its layer waits for a new handshake.
  await frame.evaluate(
    () => ((window as unknown as { beforeRefresh: boolean }).beforeRefresh = true),
  );
  await editor.callRaw('refresh', { args: [] });
  await expect
    .poll(() =>
      frame
        .evaluate(() => [
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
          'beforeRefresh' in window,
        ])
        .catch(() => null),
    )
    .toEqual(['reload', false]);
  await editor.connect(INIT);
  expect(await editor.waitFor('LATEST_HREF')).toEqual({
    id: 'LATEST_HREF',
    href: `${origin}/how-it-works`,
  });
  await expect(frame.locator(`.${TEMP_ELEMENT_CLASS}`)).toHaveCount(0);

  await expectCalledExactly(editor, DRAG_CALLS);
});
