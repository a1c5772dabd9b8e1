/// <reference lib="dom" />
import { expect, type Frame, type Page } from '@playwright/test';

// The outer editor (web/editor, served by the Vite dev server at /__editor) hosting the
// marketplace in its preview frame on preview.localhost. The editor page keeps every frame
// message it received in `window.__editor.log` and its connection in `window.__editor.connection`.

export interface LoggedMessage {
  id: string;
  [field: string]: unknown;
}

export const HERO_HEADING = 'Connect with Qualified Tradies for Your Home Projects';

export async function openEditor(page: Page, path = '/__editor'): Promise<Frame> {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto(path);
  await expect(page.getByRole('status')).toHaveText(/Connected/, { timeout: 60_000 });
  await expect(page.getByRole('treeitem').first()).toBeVisible();
  const frame = previewFrame(page);
  // The frame answers before the landing page's route code has loaded (on a busy machine its
  // first tree can be the header alone); the journeys read the page's elements next.
  if (path === '/__editor') await expect(frame.locator('main h1')).toBeVisible();
  return frame;
}

export function previewFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('preview.localhost'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

type EditorWindow = { __editor: { log: LoggedMessage[] } };

/**
 * The log's length, read in the page: the log holds whole nav trees and the page's HTML, and
 * copying all of it out on every poll made each wait cost seconds on a busy machine.
 */
export async function logLength(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as EditorWindow).__editor.log.length);
}

/** A NAV_TREE with a whole tree or a diff (not the page's HTML alone, which follows them). */
export const carriesTree = (m: LoggedMessage) => 'navTree' in m || 'navTreeDiff' in m;

/** Messages of one id received after `from` (a log length taken earlier). */
export async function messagesSince(page: Page, id: string, from = 0): Promise<LoggedMessage[]> {
  return page.evaluate(
    ([wanted, start]) =>
      (window as unknown as EditorWindow).__editor.log.slice(start).filter((m) => m.id === wanted),
    [id, from] as const,
  );
}

export async function waitForMessage(
  page: Page,
  id: string,
  from = 0,
  predicate: (m: LoggedMessage) => boolean = () => true,
): Promise<LoggedMessage> {
  let found: LoggedMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesSince(page, id, from)).find(predicate);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Calls a frame function through the editor's connection (the wire protocol). */
export async function callFrame(
  page: Page,
  functionName: string,
  ...args: unknown[]
): Promise<unknown> {
  return page.evaluate(
    ([name, callArgs]) =>
      (
        window as unknown as {
          __editor: { connection: { call(n: string, ...a: unknown[]): Promise<unknown> } };
        }
      ).__editor.connection.call(name, ...callArgs),
    [functionName, args] as const,
  );
}

/**
 * Resolves once the frame has handled every input sent before it: a read-only call (of no
 * element, so it posts nothing) answers through the same port after any message the frame
 * posted earlier, and a port keeps its order. What a test waited a while for, it waits this for.
 */
export async function frameCaughtUp(page: Page): Promise<void> {
  await callFrame(page, 'getElementClassList', 'no-such-element');
}

/** The element key the frame gives an element (read through the layer's debug handle). */
/**
 * The element's key, once the layer's nav tree has it: content the page renders after its data
 * arrives gets keys with the next rebuild (300 ms later), so a test waits for it before acting.
 */
export async function keyOf(frame: Frame, selector: string): Promise<string> {
  let key: string | null = null;
  await expect
    .poll(
      async () =>
        (key = await frame.evaluate((sel) => {
          const layer = (
            window as unknown as { __editingLayer: { keyOf(el: Element): string | null } }
          ).__editingLayer;
          const el = document.querySelector(sel);
          return el ? layer.keyOf(el) : null;
        }, selector)),
      { message: `no key for ${selector}` },
    )
    .not.toBeNull();
  return key!;
}

export async function selectedKey(page: Page): Promise<string | null> {
  const all = await messagesSince(page, 'SELECTED_ELEMENT_KEY');
  return (all.at(-1)?.elementKey as string | null | undefined) ?? null;
}

export function pathOf(key: string): string {
  return key.slice(key.lastIndexOf('_') + 1);
}

/** Rect of the primary outline and of an element, both in the frame's client coordinates. */
export async function outlineAndElementRects(frame: Frame, selector: string) {
  return frame.evaluate((sel) => {
    const box = document.querySelector('[data-outline-kind="primary"]');
    const el = document.querySelector(sel);
    const r = (e: Element | null) => {
      if (!e) return null;
      const rect = e.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    };
    return { outline: r(box), element: r(el) };
  }, selector);
}

/** Selects the hero heading by a click in the frame (the properties panel then shows it). */
export async function selectHeading(page: Page, frame: Frame): Promise<void> {
  // Clicked again if the page moved under the pointer (a late banner or section shifts the
  // heading between Playwright's measuring and its click, selecting <main> instead).
  await expect(async () => {
    await frame.locator('main h1').click({ modifiers: ['ControlOrMeta'] });
    await expect(page.getByRole('complementary', { name: 'Properties' })).toContainText('<h1>', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
}

export interface DrawnBox {
  /** Computed outline colour and width, the label's text and height (empty when none). */
  colour: string;
  stroke: string;
  label: string;
  labelHeight: string;
}

/** The outlines the layer draws of one kind (`primary`, `secondary`, `union`, `move`…). */
export async function drawnOutlines(frame: Frame, kind: string): Promise<DrawnBox[]> {
  return frame.evaluate(
    (k) =>
      Array.from(document.querySelectorAll(`[data-outline-kind="${k}"]`)).map((box) => {
        const style = getComputedStyle(box);
        const label = box.firstElementChild;
        return {
          colour: style.outlineColor,
          stroke: style.outlineWidth,
          label: label?.textContent ?? '',
          labelHeight: label ? getComputedStyle(label).height : '',
        };
      }),
    kind,
  );
}

/** An element's client rect in the frame. */
export async function rectOf(frame: Frame, selector: string) {
  return frame.evaluate((sel) => {
    const rect = document.querySelector(sel)!.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  }, selector);
}

/**
 * Whether the layer draws an outline of that kind on the element, to within a pixel (both
 * read at once, so a layout shift between two reads cannot part them).
 */
export async function outlinedOn(frame: Frame, kind: string, selector: string): Promise<boolean> {
  return frame.evaluate(
    ([k, sel]) => {
      const el = document.querySelector(sel)!.getBoundingClientRect();
      return Array.from(document.querySelectorAll(`[data-outline-kind="${k}"]`)).some((box) => {
        const r = box.getBoundingClientRect();
        return (
          Math.abs(r.x - el.x) <= 1 &&
          Math.abs(r.y - el.y) <= 1 &&
          Math.abs(r.width - el.width) <= 1 &&
          Math.abs(r.height - el.height) <= 1
        );
      });
    },
    [kind, selector] as const,
  );
}
