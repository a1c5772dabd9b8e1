/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import {
  carriesTree,
  HERO_HEADING,
  callFrame,
  frameCaughtUp,
  keyOf,
  logLength,
  messagesSince,
  openEditor,
  outlineAndElementRects,
  pathOf,
  selectedKey,
  selectHeading,
  waitForMessage,
} from './helpers.ts';

const H1 = 'main h1';

test('handshake: the frame answers the wire protocol, sends the whole tree, then diffs', async ({
  page,
}) => {
  const frame = await openEditor(page);
  const log = await messagesSince(page, 'NAV_TREE');
  expect(log.length).toBeGreaterThan(0);
  expect(log[0]).toHaveProperty('navTree');
  expect(log[0]).toHaveProperty('outerHTML');
  // A function answers under its request id with its result.
  const key = await keyOf(frame, H1);
  const classes = (await callFrame(page, 'getElementClassList', key)) as string[];
  expect(classes.some((c) => /^tempo-[0-9a-f-]{36}$/.test(c))).toBe(true);
  expect(classes).toContain('text-4xl');
  // A DOM change arrives as a diff, not a whole tree.
  const from = await logLength(page);
  await frame.evaluate(() => {
    const p = document.createElement('p');
    p.className = document.querySelector('main h1')!.className;
    document.querySelector('main h1')!.after(p);
  });
  // (A page-HTML message of an earlier burst may come first: it carries no tree.)
  const update = await waitForMessage(page, 'NAV_TREE', from, carriesTree);
  expect(update).toHaveProperty('navTreeDiff');
  expect(update).not.toHaveProperty('navTree');
  // The page's outer HTML follows the burst on its own, with the change in it.
  const html = await waitForMessage(
    page,
    'NAV_TREE',
    from,
    (m) => !carriesTree(m) && /<\/h1><p class=/.test(m.outerHTML as string),
  );
  expect((html.outerHTML as string).match(/<h1/g)).toHaveLength(1);
});

test('hover and click drill down one level per click; meta-click picks the exact element', async ({
  page,
}) => {
  const frame = await openEditor(page);
  const h1 = frame.locator(H1);
  const h1Key = await keyOf(frame, H1);
  let from = await logLength(page);
  await h1.hover();
  const hover = await waitForMessage(page, 'HOVERED_ELEMENT_KEY', from);
  // Nothing selected: the top-most tagged ancestor.
  expect(pathOf(hover.elementKey as string)).toBe('0');

  let depth = 0;
  for (let click = 0; click < 12 && (await selectedKey(page)) !== h1Key; click++) {
    from = await logLength(page);
    await h1.click();
    const selected = await waitForMessage(page, 'SELECTED_ELEMENT_KEY', from);
    const path = pathOf(selected.elementKey as string);
    expect(path.split('-').length).toBe(depth + 1);
    expect(h1Key.endsWith(`_${path}`) || pathOf(h1Key).startsWith(`${path}-`)).toBe(true);
    expect(selected.outerHTML).toMatch(/^<[a-z]/);
    depth++;
  }
  expect(await selectedKey(page)).toBe(h1Key);
  const selected = (await messagesSince(page, 'SELECTED_ELEMENT_KEY')).at(-1)!;
  expect(selected.outerHTML).toContain(HERO_HEADING);
  expect((selected.outerHTML as string).length).toBeLessThan(2000);
  await expect(page.getByRole('treeitem', { selected: true })).toHaveAttribute('data-key', h1Key);

  // Meta/ctrl: the exact element, from a fresh selection.
  await callFrame(page, 'setSelectedElement', null);
  from = await logLength(page);
  await frame
    .locator('main p')
    .first()
    .click({ modifiers: ['ControlOrMeta'] });
  const exact = await waitForMessage(
    page,
    'SELECTED_ELEMENT_KEY',
    from,
    (m) => m.elementKey !== null,
  );
  expect(exact.elementKey).toBe(await keyOf(frame, 'main p'));
});

test('shift-click adds siblings and refuses non-siblings', async ({ page }) => {
  const frame = await openEditor(page);
  const items = frame.locator('main section ul li');
  const first = await keyOf(frame, 'main section ul li:nth-child(1)');
  const second = await keyOf(frame, 'main section ul li:nth-child(2)');
  await items.nth(0).click({ modifiers: ['ControlOrMeta'] });
  await expect.poll(() => selectedKey(page)).toBe(first);
  let from = await logLength(page);
  await items.nth(1).click({ modifiers: ['Shift'] });
  const multi = await waitForMessage(page, 'MULTI_SELECTED_ELEMENT_KEYS', from);
  expect(multi.elementKeys).toEqual([first, second]);
  expect((multi.outerHTMLs as string[]).every((html) => html.startsWith('<li'))).toBe(true);
  await expect(frame.locator('[data-outline-kind="union"]')).toHaveText('2 Elements');

  // The heading is no sibling of the list items: nothing changes.
  from = await logLength(page);
  await frame.locator(H1).click({ modifiers: ['Shift'] });
  await frameCaughtUp(page);
  expect(await messagesSince(page, 'MULTI_SELECTED_ELEMENT_KEYS', from)).toHaveLength(0);
  expect(await messagesSince(page, 'SELECTED_ELEMENT_KEY', from)).toHaveLength(0);
  await expect(frame.locator('[data-outline-kind="union"]')).toHaveText('2 Elements');
});

async function dragDistances(
  page: import('@playwright/test').Page,
  zoom: number,
): Promise<{ startedAt: number | null }> {
  const frame = await openEditor(page);
  await callFrame(page, 'setSelectedElement', await keyOf(frame, H1));
  if (zoom !== 1) {
    await page.getByLabel('Zoom').selectOption(String(zoom * 100));
    await expect(page.locator('iframe[title=Preview]')).toHaveAttribute(
      'style',
      new RegExp(`scale\\(${zoom}\\)`),
    );
  }
  // Screen point of the heading's left part: the iframe's box is scaled by the zoom
  // (Playwright's boundingBox ignores the transform), 1 px border included.
  const iframe = await page
    .locator('iframe[title=Preview]')
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const h1 = await frame
    .locator(H1)
    .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  const x = iframe.x + zoom * (1 + h1.x + 40);
  const y = iframe.y + zoom * (1 + h1.y + h1.height / 2);
  const from = await logLength(page);
  await page.mouse.move(x, y);
  await page.mouse.down();
  let startedAt: number | null = null;
  for (const screenPx of [6, 12, 18, 24, 30, 36, 42]) {
    await page.mouse.move(x + screenPx, y);
    await frameCaughtUp(page);
    if ((await messagesSince(page, 'DRAG_START_EVENT', from)).length > 0) {
      startedAt = screenPx;
      break;
    }
  }
  await page.mouse.up();
  if (startedAt !== null) await waitForMessage(page, 'DRAG_END_EVENT', from);
  // The press was on the heading: the frame saw it where the screen point is.
  const start = (await messagesSince(page, 'DRAG_START_EVENT', from))[0];
  if (start) {
    const context = start.dragContext as { offsetX: number };
    expect(Math.abs(context.offsetX - 40)).toBeLessThanOrEqual(1);
  }
  return { startedAt };
}

test('drag starts only past 20 px / zoom (zoom 1)', async ({ page }) => {
  // 20 frame px at zoom 1 = 20 screen px: not at 18, at 24.
  expect((await dragDistances(page, 1)).startedAt).toBe(24);
});

test('drag starts only past 20 px / zoom (zoom 2)', async ({ page }) => {
  // 10 frame px at zoom 2 = 20 screen px: a move of 12 frame px (24 screen px) starts it, as at
  // zoom 1, while the frame saw only half the distance.
  expect((await dragDistances(page, 2)).startedAt).toBe(24);
});

test('a drag cancels when the button is no longer held, and on the editor’s request', async ({
  page,
}) => {
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  const h1 = (await frame.locator(H1).boundingBox())!;
  const from = await logLength(page);
  await page.mouse.move(h1.x + 10, h1.y + 10);
  await page.mouse.down();
  await page.mouse.move(h1.x + 60, h1.y + 10);
  const start = await waitForMessage(page, 'DRAG_START_EVENT', from);
  expect(start.dragContext).toMatchObject({ dragging: true });
  // The button was released outside the frame: the next move has no button.
  await frame.evaluate(() =>
    window.dispatchEvent(new MouseEvent('mousemove', { buttons: 0, clientX: 5, clientY: 5 })),
  );
  await waitForMessage(page, 'DRAG_CANCEL_EVENT', from);
  await page.mouse.up();
  expect(await messagesSince(page, 'DRAG_END_EVENT', from)).toHaveLength(0);

  const again = await logLength(page);
  await page.mouse.move(h1.x + 10, h1.y + 10);
  await page.mouse.down();
  await page.mouse.move(h1.x + 60, h1.y + 10);
  await waitForMessage(page, 'DRAG_START_EVENT', again);
  await callFrame(page, 'triggerDragCancel');
  await waitForMessage(page, 'DRAG_CANCEL_EVENT', again);
  await page.mouse.up();
});

test('text editing: a second click edits, Enter commits old and new text, shown at once', async ({
  page,
}) => {
  const frame = await openEditor(page);
  const h1 = frame.locator(H1);
  await selectHeading(page, frame);
  const key = await keyOf(frame, H1);
  let from = await logLength(page);
  await h1.click();
  const start = await waitForMessage(page, 'START_EDITING_TEXT', from);
  expect(start).toMatchObject({ elementKey: key, oldText: HERO_HEADING });
  await expect(h1).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Find a tradie near you');
  from = await logLength(page);
  await page.keyboard.press('Enter');
  const edited = await waitForMessage(page, 'EDITED_TEXT', from);
  expect(edited).toMatchObject({
    elementKey: key,
    oldText: HERO_HEADING,
    newText: 'Find a tradie near you',
  });
  await expect(h1).not.toHaveAttribute('contenteditable');
  const done = await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  expect(done.instantUpdateSuccessful).toBe(true);
  await page.waitForTimeout(1000);
  await expect(h1).toHaveText('Find a tradie near you');
  const ledger = page.getByRole('region', { name: 'Change ledger' });
  await expect(ledger.locator('li[data-change-type="EDIT_TEXT"]')).toContainText('Edit');
  await ledger.getByText('API request').first().click();
  await expect(ledger.locator('pre').first()).toContainText('/mutate/editText');
  await expect(ledger.locator('pre').first()).toContainText('Find a tradie near you');
});

test('outlines stay on the element after scrolling 300 px and after a resize', async ({ page }) => {
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  const close = async () => {
    await expect
      .poll(async () => {
        const { outline, element } = await outlineAndElementRects(frame, H1);
        if (!outline || !element) return Infinity;
        return Math.max(
          Math.abs(outline.x - element.x),
          Math.abs(outline.y - element.y),
          Math.abs(outline.width - element.width),
          Math.abs(outline.height - element.height),
        );
      })
      .toBeLessThanOrEqual(1);
  };
  await close();
  await frame.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => frame.evaluate(() => window.scrollY)).toBe(300);
  await close();
  const before = await outlineAndElementRects(frame, H1);
  await page.locator('iframe[title=Preview]').evaluate((iframe: HTMLIFrameElement) => {
    iframe.style.width = '700px';
  });
  await expect
    .poll(async () => (await outlineAndElementRects(frame, H1)).element!.width)
    .not.toBe(before.element!.width);
  await close();
  await expect(frame.locator('[data-outline-kind="primary"]')).toContainText(/^\d+ x \d+ h1$/);
});

test('drive mode hides outlines and lets the page work; off again shows them', async ({ page }) => {
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  await expect(frame.locator('[data-outline-kind="primary"]')).toHaveCount(1);
  await page.getByRole('button', { name: /Drive mode/ }).click();
  await expect(frame.locator('[data-outline-kind]')).toHaveCount(0);
  const from = await logLength(page);
  await frame.locator('main p').first().click();
  await frameCaughtUp(page);
  expect(await messagesSince(page, 'SELECTED_ELEMENT_KEY', from)).toHaveLength(0);
  await page.getByRole('button', { name: /Drive mode/ }).click();
  await expect(frame.locator('[data-outline-kind="primary"]')).toHaveCount(1);
});

test('messages from a foreign origin are ignored', async ({ page, baseURL }) => {
  // The same editor page served from another origin (localhost, not EDITOR_ORIGIN's
  // 127.0.0.1): the frame accepts only EDITOR_ORIGIN, so the handshake never completes.
  const foreign = baseURL!.replace('127.0.0.1', 'localhost');
  await page.goto(`${foreign}/__editor`);
  await expect
    .poll(() => page.frames().some((f) => f.url().includes('preview.localhost')))
    .toBe(true);
  const frame = page.frames().find((f) => f.url().includes('preview.localhost'))!;
  await expect(frame.locator(H1)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(3000);
  expect(
    await page.evaluate(
      () => (window as unknown as { __editor: { log: unknown[] } }).__editor.log.length,
    ),
  ).toBe(0);
  await expect(page.getByRole('status')).not.toHaveText(/Connected/);
  // Framed but never connected, the layer is inert: the app's own links work.
  await frame.locator('main').getByRole('link', { name: 'Join as a Tradie' }).click();
  await expect.poll(() => frame.url()).toMatch(/\/register\?type=tradie/);
});

test('the preview opened on its own is just the app: no outlines, its links work', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL!.replace('127.0.0.1', 'preview.localhost')}/`);
  await expect(page.locator(H1)).toHaveText(HERO_HEADING);
  // Whatever the page loads has loaded (the layer too, if it were to start).
  await page.waitForLoadState('networkidle');
  await page.locator(H1).click();
  await expect(page.locator('[data-arb89-outline-layer]')).toHaveCount(0);
  await page.locator('main').getByRole('link', { name: 'Join as a Tradie' }).click();
  await expect(page).toHaveURL(/\/register\?type=tradie/);
});

test("the app's own window.dispatchEvent still reaches its resize listeners", async ({ page }) => {
  const frame = await openEditor(page);
  const result = await frame.evaluate(() => {
    let heard = 0;
    const listener = () => heard++;
    window.addEventListener('resize', listener);
    window.dispatchEvent(new Event('resize'));
    window.removeEventListener('resize', listener);
    return {
      heard,
      untouched:
        window.dispatchEvent === EventTarget.prototype.dispatchEvent &&
        !Object.prototype.hasOwnProperty.call(window, 'dispatchEvent'),
    };
  });
  expect(result).toEqual({ heard: 1, untouched: true });
  // The editor's dispatchEvent function goes through the same untouched path.
  await frame.evaluate(() => {
    (window as unknown as { heard: number }).heard = 0;
    window.addEventListener('resize', () => (window as unknown as { heard: number }).heard++);
  });
  await callFrame(page, 'dispatchEvent', 'resize');
  expect(await frame.evaluate(() => (window as unknown as { heard: number }).heard)).toBe(1);
});

test("forcing hover on the selected element applies the page's own Tailwind hover: rule", async ({
  page,
}) => {
  const frame = await openEditor(page);
  // The first tagged element with a plain hover:bg-{colour} class (a landing-page button).
  const target = 'main [class*="tempo-"][class*="hover:bg-"]';
  const key = await keyOf(frame, target);
  const { colour, selector } = await frame.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    const cls = Array.from(el.classList).find((c) => /^hover:bg-[a-z]+-\d+$/.test(c))!;
    el.setAttribute('data-forced-hover-test', '');
    return { colour: cls.slice('hover:bg-'.length), selector: '[data-forced-hover-test]' };
  }, target);
  const background = () =>
    frame.evaluate(
      (sel) => getComputedStyle(document.querySelector(sel)!).backgroundColor,
      selector,
    );
  await page.mouse.move(0, 0); // the real pointer is not over it
  const resting = await background();
  await callFrame(page, 'setSelectedElement', key);
  await callFrame(page, 'setModifiersForSelectedElement', ['hover']);
  // The colour Tailwind's hover:bg-{colour} gives (polled: the button may transition).
  const hovered = await frame.evaluate((name) => {
    const probe = document.createElement('i');
    probe.style.backgroundColor = `var(--color-${name})`;
    document.body.append(probe);
    const value = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return value;
  }, colour);
  expect(hovered).not.toBe(resting);
  await expect.poll(background).toBe(hovered);
  await callFrame(page, 'setModifiersForSelectedElement', []);
  await expect.poll(background).toBe(resting);
});
