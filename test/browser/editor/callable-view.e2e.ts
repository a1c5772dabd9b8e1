/// <reference lib="dom" />
import { expect, test, type Frame } from '@playwright/test';
import { ElementKey, forceStateClass } from 'editor-engine';
import {
  expectCalledExactly,
  expectEveryFunctionCovered,
  VIEW_CALLS,
} from './callable-coverage.ts';
import { drawnOutlines, HERO_HEADING, keyOf, outlinedOn, previewFrame } from './helpers.ts';
import { openProtocolEditor, resultOf, type Logged } from './protocol-page.ts';

// The outer editor of protocol-page.ts (existing protocol shapes: no opt-in at initProject)
// calls each selection, inspection and view function of the frame, in one page load, and
// checks what each one did: the messages it posted, its reply, what the frame draws.
const SB = 'callable-view';
const H1 = 'main h1';
const P = 'main h1 + p';
const AI_PRIMARY = 'rgb(104, 88, 245)'; // #6858f5
const PRIMARY = 'rgb(69, 151, 247)'; // #4597F7

const codebaseIdOf = (frame: Frame, selector: string) =>
  frame
    .locator(selector)
    .evaluate((el) => Array.from(el.classList).find((c) => c.startsWith('tempo-'))!);

test('every callable function has a browser test', () => {
  expectEveryFunctionCovered();
});

test('selection, inspection and view functions each do their part', async ({ page }) => {
  // initProject: the AI-context option from the start, the storyboard id in every key.
  const editor = await openProtocolEditor(page, [
    SB,
    {},
    {},
    null,
    { driveModeEnabled: false, aiContextSelection: true },
  ]);
  const frame = previewFrame(page);
  const initId = (await editor.lastRequestOf('initProject'))!;
  expect(await editor.waitFor(initId)).toEqual({ id: initId, result: true });
  const tree = (await editor.messages('NAV_TREE'))[0];
  const storyboardOf = (key: string) => ElementKey.parse(key).storyboardId;
  expect(storyboardOf((tree.navTree as { tempoElement: string }).tempoElement)).toBe(SB);
  expect(await editor.waitFor('LATEST_HREF')).toEqual({ id: 'LATEST_HREF', href: frame.url() });
  const h1 = await keyOf(frame, H1);
  expect(storyboardOf(h1)).toBe(SB);
  await editor.waitFor('NAV_TREE', 0, (m) => JSON.stringify(m.navTree).includes(h1));
  const h1Id = await codebaseIdOf(frame, H1);

  // setSelectedElement: echoed with the element's HTML, outlined (AI colours from initProject).
  let from = await editor.logLength();
  expect(resultOf(await editor.call('setSelectedElement', h1))).toBe(true);
  expect(await editor.waitFor('SELECTED_ELEMENT_KEY', from)).toEqual({
    id: 'SELECTED_ELEMENT_KEY',
    doNotSetElementKey: true,
    outerHTML: expect.stringContaining(HERO_HEADING),
  });
  await expect
    .poll(async () => (await drawnOutlines(frame, 'primary'))[0]?.label)
    .toMatch(/^\d+ x \d+ h1$/);
  expect((await drawnOutlines(frame, 'primary'))[0].colour).toBe(AI_PRIMARY);
  await expect.poll(() => outlinedOn(frame, 'primary', H1)).toBe(true);

  // setAiContext: the usual colours again.
  expect(resultOf(await editor.call('setAiContext', false))).toBe(true);
  await expect.poll(async () => (await drawnOutlines(frame, 'primary'))[0]?.colour).toBe(PRIMARY);

  // setZoomPerc: strokes and labels keep their on-screen size (scaled by 1 / zoom).
  expect(resultOf(await editor.call('setZoomPerc', 200))).toBe(true);
  await expect
    .poll(async () => (await drawnOutlines(frame, 'primary'))[0]?.labelHeight)
    .toBe('19px');
  expect((await drawnOutlines(frame, 'primary'))[0].stroke).toBe('1px');
  expect(resultOf(await editor.call('setZoomPerc', 0))).toBe(false);
  expect(resultOf(await editor.call('setZoomPerc', 100))).toBe(true);
  await expect
    .poll(async () => (await drawnOutlines(frame, 'primary'))[0]?.labelHeight)
    .toBe('38px');
  expect((await drawnOutlines(frame, 'primary'))[0].stroke).toBe('2px');

  // setNewLookups: the manifest says the heading's text is the code's (not static), so the
  // selected heading gets the Edit Dynamic Text button at the next drawing; a null entry
  // removes it. updateOutlines draws at once.
  const editButton = frame.locator('.arb89-edit-dynamic-text');
  await expect(editButton).toHaveCount(0);
  expect(resultOf(await editor.call('setNewLookups', { [h1Id]: { staticText: false } }, {}))).toBe(
    true,
  );
  await editor.call('updateOutlines');
  await expect(editButton).toBeVisible();
  await editor.call('setNewLookups', { [h1Id]: null }, {});
  await editor.call('updateOutlines');
  await expect(editButton).toHaveCount(0);

  // updateOutlines: a move no mutation or resize reveals (a style in <head> translating the
  // heading) leaves the outline behind until the editor asks for a redraw.
  const moved = await frame.evaluate(() => {
    const style = document.createElement('style');
    style.id = 'callable-translate';
    style.textContent = 'main h1 { translate: 37px 0 }';
    document.head.append(style);
    const box = document.querySelector('[data-outline-kind="primary"]')!.getBoundingClientRect();
    const el = document.querySelector('main h1')!.getBoundingClientRect();
    return el.x - box.x;
  });
  expect(Math.round(moved)).toBe(37);
  await editor.call('updateOutlines');
  expect(await outlinedOn(frame, 'primary', H1)).toBe(true);
  await frame.evaluate(() => document.getElementById('callable-translate')!.remove());
  await editor.call('updateOutlines');

  // setHoveredElement / clearHoveredOutlines: the hover outline on the paragraph, then none.
  const p = await keyOf(frame, P);
  expect(await drawnOutlines(frame, 'secondary')).toEqual([]);
  await editor.call('setHoveredElement', p);
  await expect.poll(async () => (await drawnOutlines(frame, 'secondary')).length).toBe(1);
  await expect.poll(() => outlinedOn(frame, 'secondary', P)).toBe(true);
  await editor.call('clearHoveredOutlines');
  await expect.poll(async () => (await drawnOutlines(frame, 'secondary')).length).toBe(0);

  // enableDriveMode / disableDriveMode: no outlines and the page's cursor, then back.
  const drive = () =>
    frame.evaluate(() => ({
      cursor: document.body.style.cursor,
      outlines: document.querySelectorAll('[data-outline-kind]').length,
    }));
  await editor.call('enableDriveMode');
  expect(await drive()).toEqual({ cursor: '', outlines: 0 });
  await editor.call('disableDriveMode');
  expect((await drive()).cursor).toBe('default');
  await expect.poll(async () => (await drawnOutlines(frame, 'primary')).length).toBe(1);

  // setMultiselectedElementKeys: echoed with both elements' HTML, the union box labelled;
  // the same keys again change nothing.
  const li1 = await keyOf(frame, 'main section ul li:nth-child(1)');
  const li2 = await keyOf(frame, 'main section ul li:nth-child(2)');
  from = await editor.logLength();
  expect(resultOf(await editor.call('setMultiselectedElementKeys', [li1, li2]))).toBe(true);
  const multi = await editor.waitFor('MULTI_SELECTED_ELEMENT_KEYS', from);
  expect(multi).toMatchObject({ doNotSetElementKeys: true });
  expect((multi.outerHTMLs as string[]).map((html) => html.slice(0, 4))).toEqual(['<li ', '<li ']);
  await expect(frame.locator('[data-outline-kind="union"]')).toHaveText('2 Elements');
  from = await editor.logLength();
  expect(resultOf(await editor.call('setMultiselectedElementKeys', [li1, li2]))).toBe(false);
  expect(await editor.messages('MULTI_SELECTED_ELEMENT_KEYS', from)).toEqual([]);
  await editor.call('setSelectedElement', h1);

  // processRulesForSelectedElement: the page's rules for the heading, posted and answered,
  // the winning one first (the sm: size at this 1200 px frame), dark mode's not applied.
  from = await editor.logLength();
  type Rule = { selector: string; applied: boolean; breakpoint: string | null };
  const rules = resultOf(await editor.call('processRulesForSelectedElement')) as Rule[];
  expect(await editor.waitFor('PROCESSED_CSS_RULES_FOR_ELEMENT', from)).toEqual({
    id: 'PROCESSED_CSS_RULES_FOR_ELEMENT',
    processedCssRules: rules,
  });
  const rule = (selector: string) => rules.findIndex((r) => r.selector === selector);
  expect(rules[rule('.text-4xl')]).toMatchObject({ applied: true, breakpoint: null });
  expect(rules[rule('.sm\\:text-5xl')]).toMatchObject({ applied: true, breakpoint: 'sm' });
  expect(rule('.sm\\:text-5xl')).toBeLessThan(rule('.text-4xl'));
  expect(rules.find((r) => r.selector.startsWith('.dark\\:text-white'))?.applied).toBe(false);

  // setModifiersForSelectedElement: the force-state class on the selected heading, then off.
  const h1Classes = () => frame.locator(H1).evaluate((el) => Array.from(el.classList));
  expect(resultOf(await editor.call('setModifiersForSelectedElement', ['focus']))).toBe(true);
  expect(await h1Classes()).toContain(forceStateClass('focus'));
  await editor.call('setModifiersForSelectedElement', []);
  expect(await h1Classes()).not.toContain(forceStateClass('focus'));

  // getCssEvals: the computed values the frame has for the heading and its parent.
  const computed = await frame.locator(H1).evaluate((el) => ({
    fontSize: getComputedStyle(el).fontSize,
    parentDisplay: getComputedStyle(el.parentElement!).display,
  }));
  from = await editor.logLength();
  const evals = resultOf(await editor.call('getCssEvals', h1)) as Record<string, unknown>;
  expect(evals).toMatchObject({ elementKey: h1, cssEvals: { 'font-size': computed.fontSize } });
  expect(await editor.waitFor('CSS_EVALS_FOR_ELEMENT', from)).toMatchObject({
    cssEvals: {
      'font-size': computed.fontSize,
      parent: { display: computed.parentDisplay, darkEnabledInParent: false },
    },
  });

  // ruleMatchesElement: answered under the message id the editor chose.
  from = await editor.logLength();
  expect(resultOf(await editor.call('ruleMatchesElement', 'match-1', '.text-4xl', h1))).toBe(true);
  await editor.call('ruleMatchesElement', 'match-2', { selector: 'main p' }, h1);
  expect(await editor.messages('match-1', from)).toEqual([{ id: 'match-1', matches: true }]);
  expect(await editor.messages('match-2', from)).toEqual([{ id: 'match-2', matches: false }]);

  // getElementClassList: the heading's classes, answered and posted.
  from = await editor.logLength();
  const classes = resultOf(await editor.call('getElementClassList', h1));
  expect(classes).toEqual(await h1Classes());
  expect(await editor.waitFor('ELEMENT_CLASS_LIST', from)).toEqual({
    id: 'ELEMENT_CLASS_LIST',
    classList: classes,
  });

  // updateCodebaseIds: the whole page read again at once, also what no mutation reveals (a
  // prop React holds on the heading, changed without touching the DOM).
  const probe = '"data-callable-probe"';
  from = await editor.logLength();
  await frame.locator(H1).evaluate((el) => {
    // React freezes a props object: a re-render brings a new one, as here.
    const held = el as unknown as Record<string, object>;
    const name = Object.keys(el).find((k) => k.startsWith('__reactProps$'))!;
    held[name] = { ...held[name], 'data-callable-probe': 'x' };
  });
  const withProbe = (m: Logged) => JSON.stringify(m.navTree).includes(probe);
  await editor.call('updateCodebaseIds');
  await editor.waitFor('NAV_TREE', from, withProbe);

  // dispatchEvent: the app's window hears the event with its detail.
  await frame.evaluate(() =>
    window.addEventListener('callable-probe', (e) => {
      (window as unknown as { heard: unknown }).heard = (e as CustomEvent).detail;
    }),
  );
  expect(resultOf(await editor.call('dispatchEvent', 'callable-probe', { n: 7 }))).toBe(true);
  expect(await frame.evaluate(() => (window as unknown as { heard: unknown }).heard)).toEqual({
    n: 7,
  });

  // captureComponentPreview: no image here, said at once for the component asked about.
  from = await editor.logLength();
  expect(resultOf(await editor.call('captureComponentPreview', h1, 'canvas-1'))).toBe(false);
  expect(await editor.waitFor('COMPONENT_PREVIEW_ERROR', from)).toMatchObject({
    componentKey: h1,
    codebaseId: h1Id,
    storyboardId: SB,
    canvasId: 'canvas-1',
    error: expect.any(String),
  });

  // checkIfHydrationError: no error, then the uncaught error the page threw.
  from = await editor.logLength();
  expect(resultOf(await editor.call('checkIfHydrationError'))).toBe('no_error');
  expect(await editor.waitFor('LATEST_HYDRATION_ERROR_STATUS', from)).toEqual({
    id: 'LATEST_HYDRATION_ERROR_STATUS',
    status: 'no_error',
  });
  await frame.evaluate(() =>
    setTimeout(() => {
      throw new Error('Hydration failed: callable probe');
    }),
  );
  await editor.waitFor('LATEST_HYDRATION_ERROR_STATUS', from, (m) => m.status === 'error');
  from = await editor.logLength();
  expect(resultOf(await editor.call('checkIfHydrationError'))).toBe('error');
  expect(await editor.waitFor('LATEST_HYDRATION_ERROR_STATUS', from)).toMatchObject({
    status: 'error',
    errorDescr: expect.stringContaining('Hydration failed: callable probe'),
  });

  await expectCalledExactly(editor, VIEW_CALLS);
});
