/// <reference lib="dom" />
// Random edit sequences on the hero heading for the write-back journey (write-back.e2e.ts):
// class and text changes, a server refusal, undo, redo, a hand edit of the file and a reload.
// After each step settles, the frame, the outer editor and the file on disk must agree on the
// heading's classes and text. fast-check draws the steps from a printed seed.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import { expect, type Frame, type Page } from '@playwright/test';
import fc from 'fast-check';
import { openEditor, previewFrame } from './helpers.ts';

const CLASSES = ['italic', 'underline', 'uppercase', 'tracking-wide'];
const TEXTS = ['Local tradies, fast', 'Find a tradie today', 'Tradies near you'];
/** The class a hand edit of the file adds to the heading or takes away. */
const HAND_CLASS = 'font-serif';

export type Step =
  | { kind: 'addClass'; className: string }
  | { kind: 'removeClass'; pick: number }
  | { kind: 'editText'; text: string }
  | { kind: 'refused'; className: string }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'handEdit' }
  | { kind: 'reload' };

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...CLASSES)
      .map((c) => ({ kind: 'addClass', className: c }) as const),
  },
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ kind: 'removeClass', pick }) as const) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...TEXTS).map((text) => ({ kind: 'editText', text }) as const),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...CLASSES).map((c) => ({ kind: 'refused', className: c }) as const),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'handEdit' } as const) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' } as const) },
);

/** The heading as one side shows it: its classes (sorted) and its text. */
export interface HeadingView {
  classes: string[];
  text: string;
}

const HEADING = /<h1 className="([^"]*)">\s*([^<]*?)\s*<\/h1>/s;

/** The heading as the source file has it; the file must still parse. */
export function headingInFile(source: string): HeadingView {
  parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const match = HEADING.exec(source);
  if (!match) throw new Error('The heading is no longer in the file');
  return { classes: match[1].split(/\s+/).filter(Boolean).sort(), text: match[2].trim() };
}

/** Classes the layer and the codebase-id plugin put on elements (not the page's own). */
const ARTEFACT = /^(tempo-|arb89-)/;

/** The heading the frame shows (not a temporary copy, not a hidden original). */
async function headingInFrame(frame: Frame): Promise<HeadingView | string> {
  return frame.evaluate((artefact) => {
    const shown = [...document.querySelectorAll('main h1')].filter(
      (h) => !h.closest('.arb89-temp-element') && !h.classList.contains('arb89-hidden'),
    );
    if (shown.length !== 1) return `${shown.length} headings`;
    const re = new RegExp(artefact);
    return {
      classes: [...shown[0].classList].filter((c) => !re.test(c)).sort(),
      text: (shown[0].textContent ?? '').trim(),
    };
  }, ARTEFACT.source);
}

interface TreeNode {
  tagName: string;
  classList: string[];
  literalChildren: string[];
  children: TreeNode[];
}

/** The heading in the outer editor's store (its layers tree). */
async function headingInEditor(page: Page): Promise<HeadingView | string> {
  const tree = await page.evaluate(
    () => (window as unknown as { __editor: { state: { tree: unknown } } }).__editor.state.tree,
  );
  const found: TreeNode[] = [];
  const stack = tree ? [tree as TreeNode] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.tagName.toLowerCase() === 'h1') found.push(node);
    stack.push(...node.children);
  }
  if (found.length !== 1) return `${found.length} headings`;
  return {
    classes: found[0].classList.filter((c) => !ARTEFACT.test(c)).sort(),
    text: found[0].literalChildren.join('').trim(),
  };
}

/** How many changes the outer editor's ledger holds. */
function ledgerSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __editor: { ledger: { state: { order: string[] } } } }).__editor
        .ledger.state.order.length,
  );
}

/** Every change the editor sent has its answer (written or refused). */
async function ledgerSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const { ledger } = (
            window as unknown as {
              __editor: {
                ledger: { state: { items: Record<string, { state: { phase: string } }> } };
              };
            }
          ).__editor;
          return Object.values(ledger.state.items).filter(
            (item) => item.state.phase === 'pending' || item.state.phase === 'instantUpdateSent',
          ).length;
        }),
      { message: 'changes still waiting for the server', timeout: 15_000, intervals: [50] },
    )
    .toBe(0);
}

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

/** Drives the editor on one file (the hero component of the write-back workspace). */
export class RandomEdits {
  constructor(
    private readonly page: Page,
    private readonly file: string,
    private readonly editorUrl: string,
  ) {}

  private frame(): Frame {
    return previewFrame(this.page);
  }

  /** A fresh editor (an empty ledger) on the file as `source` has it. */
  async start(source: string): Promise<void> {
    if (readFileSync(this.file, 'utf8') !== source) writeFileSync(this.file, source);
    await openEditor(this.page, this.editorUrl);
    await this.agree();
  }

  private async selected(): Promise<void> {
    const properties = this.page.getByRole('complementary', { name: 'Properties' });
    if ((await properties.textContent())?.includes('<h1>')) return;
    await selectHeading(this.page, this.frame());
  }

  private async addClass(className: string): Promise<void> {
    await this.selected();
    const before = await ledgerSize(this.page);
    await this.page.getByLabel('Add class').fill(className);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    // The panel fetches the class's CSS before it makes the change: wait for the change.
    await expect.poll(() => ledgerSize(this.page), { intervals: [50] }).toBeGreaterThan(before);
  }

  async run(step: Step): Promise<void> {
    const { page } = this;
    switch (step.kind) {
      case 'addClass':
        return this.addClass(step.className);
      case 'removeClass': {
        await this.selected();
        const buttons = page.getByRole('button', { name: /^Remove class / });
        const count = await buttons.count();
        // Keep a few classes: the heading stays a styled heading.
        if (count > 4) await buttons.nth(step.pick % count).click();
        return;
      }
      case 'editText':
        await this.selected();
        await page.getByLabel('Text', { exact: true }).fill(step.text);
        await page.getByRole('button', { name: 'Set text' }).click();
        return;
      case 'refused': {
        await page.route(
          '**/parseAndMutate/**',
          (route) =>
            route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'CANVAS.STALE_TARGET', message: 'Refused by the test' }),
            }),
          { times: 1 },
        );
        return this.addClass(step.className);
      }
      case 'undo':
      case 'redo': {
        const button = page.getByRole('button', { name: step.kind === 'undo' ? 'Undo' : 'Redo' });
        if (await button.isEnabled()) await button.click();
        return;
      }
      case 'handEdit': {
        const source = readFileSync(this.file, 'utf8');
        const [, classes] = HEADING.exec(source)!;
        const list = classes.split(' ');
        const next = list.includes(HAND_CLASS)
          ? list.filter((c) => c !== HAND_CLASS)
          : [...list, HAND_CLASS];
        writeFileSync(this.file, source.replace(`"${classes}"`, `"${next.join(' ')}"`));
        return;
      }
      case 'reload':
        await page.reload();
        await expect(page.getByRole('status')).toHaveText(/Connected/, { timeout: 60_000 });
        return;
    }
  }

  /** After the step settles, the frame and the outer editor show what the file says. */
  async agree(): Promise<void> {
    await ledgerSettled(this.page);
    const inFile = headingInFile(readFileSync(this.file, 'utf8'));
    try {
      await expect
        .poll(
          async () => ({
            frame: await headingInFrame(this.frame()),
            editor: await headingInEditor(this.page),
          }),
          { timeout: 15_000, intervals: [50] },
        )
        .toEqual({ frame: inFile, editor: inFile });
    } catch (error) {
      // What the editor said about its changes, for the report.
      const ledger = await this.page
        .getByRole('region', { name: 'Change ledger' })
        .locator('li')
        .evaluateAll((items) => items.slice(0, 3).map((li) => li.textContent?.slice(0, 1500)));
      const status = await this.page.locator('.toolbar').textContent();
      throw new Error(
        `The frame or the outer editor disagrees with the file.\nLatest changes: ${JSON.stringify(ledger, null, 1)}\nToolbar: ${status}\nFile now: ${JSON.stringify(headingInFile(readFileSync(this.file, 'utf8')))}\n${String(error)}`,
        { cause: error },
      );
    }
  }
}

/** How many sequences and steps, and the seed (printed, so a failure can be replayed). */
export function randomRunSettings(): {
  runs: number;
  steps: number;
  seed: number;
  path: string | undefined;
} {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    runs: number('EDITOR_RANDOM_RUNS', 3),
    steps: number('EDITOR_RANDOM_STEPS', 8),
    seed: process.env.EDITOR_RANDOM_SEED ? Number(process.env.EDITOR_RANDOM_SEED) : 19019,
    // With the seed, replays just the sequence a failure named (fast-check's `path`).
    path: process.env.EDITOR_RANDOM_PATH || undefined,
  };
}
