/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { createChange, serializeChange } from 'editor-engine';
import LZString from 'lz-string';
import { HERO_HEADING, keyOf, previewFrame } from './helpers.ts';

// A minimal outer editor written for the existing protocol (shared/design/outer-editor-
// protocol.md), run in a page of the editor's origin: it hands the frame a port, calls initProject
// without opting in to anything, and reads only that protocol's message shapes.
const EDITOR_PAGE = '/__editor/manifest.json';
const LEGACY_EDITOR_HTML = `<!doctype html>
<html><body>
<iframe id="preview" style="width:1200px;height:900px"></iframe>
<script>
  const frameOrigin = location.protocol + '//preview.localhost:' + location.port;
  const legacy = (window.legacy = { log: [], port: null, next: 1 });
  legacy.connect = () => {
    legacy.port?.close();
    legacy.log = [];
    const channel = new MessageChannel();
    legacy.port = channel.port1;
    channel.port1.onmessage = (event) => legacy.log.push(event.data);
    document.getElementById('preview').contentWindow.postMessage('init', frameOrigin, [channel.port2]);
  };
  legacy.send = (type, payload) => {
    const id = 'legacy-' + legacy.next++;
    legacy.port.postMessage({ id, type, payload });
    return id;
  };
  legacy.call = (functionName, payload) =>
    legacy.send('executeFunction', { functionName, ...payload });
  document.getElementById('preview').src = frameOrigin + '/';
</script>
</body></html>`;

type Logged = { id: string } & Record<string, unknown>;

const log = (page: Page) =>
  page.evaluate(() => (window as unknown as { legacy: { log: Logged[] } }).legacy.log);

async function messages(page: Page, id: string): Promise<Logged[]> {
  return (await log(page)).filter((m) => m.id === id);
}

async function waitFor(page: Page, id: string, test: (m: Logged) => boolean = () => true) {
  let found: Logged | undefined;
  await expect
    .poll(async () => (found = (await messages(page, id)).find(test)) !== undefined)
    .toBe(true);
  return found!;
}

test('an outer editor written for the existing protocol drives the frame unchanged', async ({
  page,
}) => {
  // A page of the editor's origin (a real response: Chromium refuses a private-network frame
  // in a page fulfilled by the test), replaced by the legacy editor.
  await page.goto(EDITOR_PAGE);
  await page.setContent(LEGACY_EDITOR_HTML);
  // Handshake and initProject(sb, treeElementLookup, scopeLookup, null, options), again until
  // the layer (started by the app's own modules) answers with a tree.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const legacy = (
            window as unknown as {
              legacy: Record<string, (...a: unknown[]) => unknown> & { log: Logged[] };
            }
          ).legacy;
          // Anything on the port means the layer listens: wait for its tree.
          if (legacy.log.length > 0) return legacy.log.some((m) => m.id === 'NAV_TREE');
          legacy.connect();
          legacy.call('initProject', {
            args: [
              'legacy-sb',
              {},
              {},
              null,
              { driveModeEnabled: false, aiContextSelection: false },
            ],
          });
          return false;
        }),
      { intervals: [500], timeout: 30_000 },
    )
    .toBe(true);
  const frame = previewFrame(page);
  const tree = (await messages(page, 'NAV_TREE'))[0];
  expect(Object.keys(tree).sort()).toEqual(['id', 'navTree', 'outerHtml']);
  expect(String(tree.outerHtml)).toMatch(/^<html/);

  // The hero renders after the first tree: wait for the whole tree that has it.
  const h1 = await keyOf(frame, 'main h1');
  await waitFor(page, 'NAV_TREE', (m) => JSON.stringify(m.navTree).includes(h1));
  const codebaseId = await frame
    .locator('main h1')
    .evaluate((el) => Array.from(el.classList).find((c) => c.startsWith('tempo-'))!);

  await page.evaluate((key) => {
    (window as unknown as { legacy: { call(n: string, p: object): string } }).legacy.call(
      'setSelectedElement',
      { args: [key] },
    );
  }, h1);
  const echo = await waitFor(page, 'SELECTED_ELEMENT_KEY');
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
  await page.evaluate((compressed) => {
    (window as unknown as { legacy: { call(n: string, p: object): string } }).legacy.call(
      'applyChangeItemToDocument',
      { compressedArgs: compressed },
    );
  }, compressedArgs);
  expect((await waitFor(page, 'INSTANT_UPDATE_DONE')).instantUpdateSuccessful).toBe(true);
  await expect(frame.locator('main h1')).toHaveText('Local tradies, fast');
  const after = await waitFor(page, 'NAV_TREE', (m) =>
    String(m.outerHtml).includes('Local tradies, fast'),
  );
  expect(Object.keys(after).sort()).toEqual(['id', 'navTree', 'outerHtml']);

  const [found, missing] = await page.evaluate((id) => {
    const legacy = (window as unknown as { legacy: { send(t: string, p: object): string } }).legacy;
    return [
      legacy.send('inspectElement', { isComponent: false, tempoElementID: id }),
      legacy.send('inspectElement', { isComponent: false, tempoElementID: 'tempo-none' }),
    ];
  }, codebaseId);
  expect(Object.keys(await waitFor(page, found)).sort()).toEqual(['id', 'props', 'state']);
  expect(await waitFor(page, missing)).toEqual({ id: missing, error: 'Could not find element' });

  // Nothing in the frame's own shapes reached this editor.
  const all = await log(page);
  expect(all.filter((m) => 'navTreeDiff' in m || 'navTreeChunk' in m)).toEqual([]);
  expect(all.filter((m) => m.id === 'NAV_TREE' && !('navTree' in m))).toEqual([]);
});
