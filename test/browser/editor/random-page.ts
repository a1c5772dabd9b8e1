/// <reference lib="dom" />
// What the random edit sequences read from the outer editor (its debug handle, web/editor/App.tsx)
// and from the fixture page in its frame.
import { expect, type Frame, type Page } from '@playwright/test';

interface LedgerView {
  order: string[];
  undoStack: string[];
  redoStack: string[];
  items: Record<string, { state: { phase: string } }>;
}

interface EditorView {
  ledger: { state: LedgerView };
  change(type: string, fields: object): void;
}

/**
 * The outer editor's ledger stack tops and the number of changes still waiting for the server.
 * Only these: the ledger grows over the whole run, and a poll that copied all of it out
 * made the run slow down sequence after sequence.
 */
export function ledgerView(
  page: Page,
): Promise<{ undoTop: string | null; redoTop: string | null; waiting: number }> {
  return page.evaluate(() => {
    const { state } = (window as unknown as { __editor: EditorView }).__editor.ledger;
    let waiting = 0;
    for (const id in state.items) {
      const { phase } = state.items[id].state;
      if (phase === 'pending' || phase === 'instantUpdateSent') waiting += 1;
    }
    return {
      undoTop: state.undoStack.at(-1) ?? null,
      redoTop: state.redoStack.at(-1) ?? null,
      waiting,
    };
  });
}

/** Every change in the outer editor's ledger, oldest first. */
export function ledgerOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { __editor: EditorView }).__editor.ledger.state.order,
  ]);
}

/** Every change the editor sent has its answer (written or refused). */
export async function ledgerSettled(page: Page): Promise<void> {
  await expect
    .poll(async () => (await ledgerView(page)).waiting, {
      message: 'changes still waiting for the server',
      timeout: 15_000,
      intervals: [10, 25],
    })
    .toBe(0);
}

/** Makes a change through the outer editor, as its properties panel does. */
export async function makeChange(page: Page, type: string, fields: object): Promise<void> {
  await page.evaluate(
    ([t, f]) => (window as unknown as { __editor: EditorView }).__editor.change(t, f),
    [type, fields] as const,
  );
}

/**
 * The fixture page's load and how many hot updates it has taken (its main.tsx counts them), as
 * `load:count`: a new value means a new update or a full reload. '' while the page reloads.
 */
export async function hotUpdates(frame: Frame): Promise<string> {
  return frame
    .evaluate(() => (window as unknown as { __hotUpdates?: string }).__hotUpdates ?? '')
    .catch(() => '');
}

/** One element of the fixture as the frame shows it. */
export interface ShownElement {
  id: string;
  tag: string;
  /** Its own classes (not its codebase id). */
  classes: string[];
  /** Its text when it holds text only, else null. */
  text: string | null;
  /** Codebase ids of its element children, and of all its descendants. */
  children: string[];
  descendants: string[];
  attributes: string[];
}

/** The fixture's stamped elements in document order (the root first). */
export function shownElements(frame: Frame): Promise<ShownElement[]> {
  return frame.evaluate(() => {
    const idOf = (el: Element) => [...el.classList].find((c) => c.startsWith('tempo-')) ?? null;
    const stamped = [...document.querySelectorAll('#root [class*="tempo-"]')].filter(
      (el) => idOf(el) !== null,
    );
    return stamped.map((el) => ({
      id: idOf(el)!,
      tag: el.tagName.toLowerCase(),
      classes: [...el.classList].filter((c) => !c.startsWith('tempo-')),
      text: el.children.length === 0 ? (el.textContent ?? '') : null,
      children: [...el.children].map(idOf).filter((id): id is string => id !== null),
      descendants: [...el.querySelectorAll('[class*="tempo-"]')]
        .map(idOf)
        .filter((id): id is string => id !== null),
      attributes: [...el.attributes].map((a) => a.name),
    }));
  });
}

/** The write-back requests the editor page made: how many, and their mean duration (ms). */
export function writeBackRequests(page: Page): Promise<{ count: number; meanMs: number }> {
  return page.evaluate(() => {
    const durations = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/parseAndMutate/'))
      .map((e) => e.duration);
    const total = durations.reduce((sum, d) => sum + d, 0);
    return { count: durations.length, meanMs: durations.length ? total / durations.length : 0 };
  });
}
