/// <reference lib="dom" />
import { expect, test, type Frame, type Page } from '@playwright/test';
import { HERO_HEADING, callFrame, logLength, openEditor, waitForMessage } from './helpers.ts';

// Every change type shown at once in the landing page and still there after a second of the
// layer's mutation observer (and a re-render of the hero by the theme toggle).
const H1 = 'main h1';

async function selectHeading(page: Page, frame: Frame): Promise<string> {
  // The hero renders after the first nav tree (a lazy route); until the layer's debounced
  // rebuild has seen it, a click selects the nearest element the tree knows (<main>).
  await expect(async () => {
    await frame.locator(H1).click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByRole('complementary', { name: 'Properties' })).toContainText('<h1>', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  const codebaseId = await frame
    .locator(H1)
    .evaluate((el) => Array.from(el.classList).find((c) => c.startsWith('tempo-'))!);
  return codebaseId;
}

async function survivesASecond(frame: Frame, check: () => Promise<void>): Promise<void> {
  await check();
  // Re-render the page's classes and text: React re-applies what it owns.
  await frame.evaluate(() => document.documentElement.classList.toggle('dark'));
  await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  await check();
}

function ledgerItem(page: Page, type: string) {
  return page
    .getByRole('region', { name: 'Change ledger' })
    .locator(`li[data-change-type="${type}"]`);
}

test('the hero heading: text and a Tailwind class shown at once, the class undone', async ({
  page,
}) => {
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  const h1 = frame.locator(H1);

  let from = await logLength(page);
  await page.getByLabel('Text', { exact: true }).fill('Local tradies, fast');
  await page.getByRole('button', { name: 'Set text' }).click();
  expect((await waitForMessage(page, 'INSTANT_UPDATE_DONE', from)).instantUpdateSuccessful).toBe(
    true,
  );

  // A class the page's stylesheet does not have yet: its CSS comes with the change.
  from = await logLength(page);
  await page.getByLabel('Add class').fill('text-lime-700');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const done = await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  expect(done).toMatchObject({
    instantUpdateSuccessful: true,
    instantUpdateData: { addedClass: 'text-lime-700', codebaseAddedClass: 'text-lime-700' },
  });
  await survivesASecond(frame, async () => {
    await expect(h1).toHaveText('Local tradies, fast');
    await expect(h1).toHaveClass(/\btext-lime-700\b/);
  });
  const lime = await h1.evaluate((el) => getComputedStyle(el).color);
  expect(lime).not.toBe('rgb(15, 23, 42)'); // no longer slate-900
  await expect(ledgerItem(page, 'ADD_CLASS')).toContainText('instantUpdateSent');
  await ledgerItem(page, 'ADD_CLASS').getByText('API request').click();
  await expect(ledgerItem(page, 'ADD_CLASS').locator('pre')).toContainText('/mutate/addClass');

  // Undo takes back the latest change: the class.
  from = await logLength(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await waitForMessage(page, 'INSTANT_UPDATE_DONE', from)).instantUpdateSuccessful).toBe(
    true,
  );
  await survivesASecond(frame, async () => {
    await expect(h1).not.toHaveClass(/\btext-lime-700\b/);
    await expect(h1).toHaveText('Local tradies, fast');
  });
});

test('remove class and styling stay applied', async ({ page }) => {
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  const h1 = frame.locator(H1);
  let from = await logLength(page);
  await page.getByRole('button', { name: 'Remove class text-4xl' }).click();
  await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  from = await logLength(page);
  await page.getByLabel('Text colour').fill('rgb(0, 128, 0)');
  await page.getByRole('button', { name: 'Apply style' }).click();
  const styled = await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  expect((styled.instantUpdateData as { addedClass: string }).addedClass).toMatch(
    /^arb89-styling-/,
  );
  await survivesASecond(frame, async () => {
    await expect(h1).not.toHaveClass(/\btext-4xl\b/);
    await expect(h1).toHaveCSS('color', 'rgb(0, 128, 0)');
  });
});

test('delete hides the element until undo restores it', async ({ page }) => {
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  const h1 = frame.locator(H1);
  let from = await logLength(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  const done = await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  const removed = (
    done.instantUpdateData as {
      parentToElementKeysRemoved: Record<
        string,
        { elementKeyRemoved: string; outerHTML: string }[]
      >;
    }
  ).parentToElementKeysRemoved;
  const entries = Object.values(removed).flat();
  expect(entries).toHaveLength(1);
  expect(entries[0].outerHTML).toContain(HERO_HEADING);
  await survivesASecond(frame, async () => expect(h1).toBeHidden());
  from = await logLength(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  await waitForMessage(
    page,
    'INSTANT_UPDATE_DONE',
    from,
    (m) => m.instantUpdateSuccessful === true,
  );
  await survivesASecond(frame, async () => expect(h1).toBeVisible());
});

test('wrap, duplicate and change tag show temporary copies', async ({ page }) => {
  const frame = await openEditor(page);
  const id = await selectHeading(page, frame);
  let from = await logLength(page);
  await page.getByRole('button', { name: 'Wrap in div' }).click();
  await waitForMessage(
    page,
    'INSTANT_UPDATE_DONE',
    from,
    (m) => m.instantUpdateSuccessful === true,
  );
  const wrapped = frame.locator(`div.tempo-wrap-in-div-placeholder > h1.${id}`);
  await survivesASecond(frame, async () => {
    await expect(wrapped).toBeVisible();
    await expect(wrapped).toHaveText(HERO_HEADING);
    await expect(frame.locator(`h1.${id}:visible`)).toHaveCount(1);
  });

  from = await logLength(page);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const dup = await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  // The engine's placeholder id: the prefix and the index of the duplicated id in the change.
  expect(dup.instantUpdateData).toMatchObject({ newAddedIds: ['tempo-duplicate-placeholder-0'] });
  await survivesASecond(frame, async () =>
    expect(frame.locator('h1.tempo-duplicate-placeholder-0')).toBeVisible(),
  );

  from = await logLength(page);
  await page.getByLabel('Tag').fill('h2');
  await page.getByRole('button', { name: 'Change tag' }).click();
  await waitForMessage(
    page,
    'INSTANT_UPDATE_DONE',
    from,
    (m) => m.instantUpdateSuccessful === true,
  );
  await survivesASecond(frame, async () => {
    await expect(frame.locator(`main h2.${id}`).first()).toBeVisible();
    await expect(frame.locator(`main h2.${id}`).first()).toHaveText(HERO_HEADING);
  });
  await expect(ledgerItem(page, 'CHANGE_TAG')).toBeVisible();
});

test('add, move and prop changes from the editor protocol', async ({ page }) => {
  const frame = await openEditor(page);
  const ids = await frame.evaluate(() => {
    const id = (sel: string) =>
      Array.from(document.querySelector(sel)!.classList).find((c) => c.startsWith('tempo-'))!;
    return { section: id('main section'), h1: id('main h1'), p: id('main section p') };
  });
  const change = (type: string, changeFields: object) => ({
    id: `test-${type}`,
    type,
    changeFields,
    elementKeysToSelectAfterInstantUpdate: [],
    elementKeysToSelectAfterUndo: [],
  });
  let from = await logLength(page);
  await callFrame(
    page,
    'applyChangeItemToDocument',
    change('ADD_JSX', {
      codebaseIdToAddTo: ids.section,
      addNativeTag: 'aside',
      htmlForInstantUpdate: '<aside>New block</aside>',
    }),
  );
  const added = await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  expect(added.instantUpdateSuccessful).toBe(true);
  from = await logLength(page);
  await callFrame(
    page,
    'applyChangeItemToDocument',
    change('MOVE_JSX', { codebaseIdToMove: ids.p, codebaseIdToMoveTo: ids.section }),
  );
  expect((await waitForMessage(page, 'INSTANT_UPDATE_DONE', from)).instantUpdateSuccessful).toBe(
    true,
  );
  from = await logLength(page);
  await callFrame(
    page,
    'applyChangeItemToDocument',
    change('CHANGE_PROP', { codebaseIdToChange: ids.h1, propName: 'title', propValue: 'Hello' }),
  );
  expect((await waitForMessage(page, 'INSTANT_UPDATE_DONE', from)).instantUpdateSuccessful).toBe(
    true,
  );
  await survivesASecond(frame, async () => {
    await expect(frame.locator('main section > aside')).toHaveText('New block');
    await expect(frame.locator(`main section > p.${ids.p}`)).toBeVisible();
    await expect(frame.locator(H1)).toHaveAttribute('title', 'Hello');
  });
});

test('a change the server refuses is taken back in the frame at once, and stays taken back', async ({
  page,
}) => {
  // The write-back server refuses every change: its target no longer matches the source.
  await page.route('**/api/auth/csrf', (route) => route.fulfill({ json: { token: 't' } }));
  await page.route('**/__editor/write-back-secret', (route) =>
    route.fulfill({ json: { secret: 's' } }),
  );
  await page.route('**/api/canvases/**', (route) =>
    route.fulfill({
      status: 409,
      json: { code: 'CANVAS.STALE_TARGET', message: 'The target changed' },
    }),
  );
  const frame = await openEditor(page);
  await selectHeading(page, frame);
  const h1 = frame.locator(H1);

  // Text has no instant undo of the engine's: the frame's own record takes it back.
  let from = await logLength(page);
  await page.getByLabel('Text', { exact: true }).fill('Refused heading');
  await page.getByRole('button', { name: 'Set text' }).click();
  expect((await waitForMessage(page, 'INSTANT_UPDATE_DONE', from)).instantUpdateSuccessful).toBe(
    true,
  );
  await survivesASecond(frame, async () => {
    await expect(h1).toHaveText(HERO_HEADING);
  });
  await expect(ledgerItem(page, 'EDIT_TEXT')).toHaveAttribute('data-server-phase', 'refused');
  await expect(page.locator('.toast')).toContainText('changed in the source');

  from = await logLength(page);
  await page.getByLabel('Add class').fill('text-lime-700');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await waitForMessage(page, 'INSTANT_UPDATE_DONE', from);
  await survivesASecond(frame, async () => {
    await expect(h1).not.toHaveClass(/\btext-lime-700\b/);
  });
  await expect(ledgerItem(page, 'ADD_CLASS')).toHaveAttribute('data-server-phase', 'refused');
});
