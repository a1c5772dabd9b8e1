/// <reference lib="dom" />
// The frame never lies (write-back.e2e.ts): random sequences of the write-back's eleven change
// types, undo, redo, a refusal injected at random and hand edits of the file, on a fixture page
// of its own (test/fixtures/editor-random). After each step settles, the frame's DOM equals a
// fresh load of the page from the files on disk and the file still parses; undoing everything
// (hand edits taken back by hand) leaves the file byte for byte as it was.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parse } from '@babel/parser';
import { expect, type Frame, type Page } from '@playwright/test';
import fc from 'fast-check';
import { type FreshLoad, frameAndFresh } from './fresh-load.ts';
import {
  hotUpdates,
  ledgerOrder,
  ledgerSettled,
  ledgerView,
  makeChange,
  shownElements,
} from './random-page.ts';
import { changeFor, type ChangeStep, changeStepArbitrary } from './random-steps.ts';

export type Step =
  | { kind: 'change'; change: ChangeStep }
  /** The server refuses this change (409): nothing is written, the frame takes it back. */
  | { kind: 'refused'; change: ChangeStep }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Someone edits the file by hand: an element inserted first (ids shift), or a class. */
  | { kind: 'handEdit'; insert: boolean; pick: number };

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 11,
    arbitrary: changeStepArbitrary.map((change) => ({ kind: 'change', change }) as const),
  },
  {
    weight: 1,
    arbitrary: changeStepArbitrary.map((change) => ({ kind: 'refused', change }) as const),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' } as const) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' } as const) },
  {
    weight: 1,
    arbitrary: fc
      .record({ insert: fc.boolean(), pick: fc.nat(50) })
      .map((edit) => ({ kind: 'handEdit', ...edit }) as const),
  },
);

const HAND_CLASS = 'hand-edited';
const HAND_ELEMENT = '<p className="hand">Written by hand</p>';

/** A hand edit, to take back by hand when unwinding (undo of earlier changes waits for it). */
interface HandEdit {
  before: string;
  after: string;
}

/**
 * A hand edit saved as most editors save (a new file renamed over the old one).
 * EDITOR_RANDOM_IN_PLACE=1 saves in place instead (truncated, then written, as some editors
 * save; the codebase-id plugin's hot update waits for the written text).
 */
function saveByHand(file: string, text: string): void {
  if (process.env.EDITOR_RANDOM_IN_PLACE === '1') {
    writeFileSync(file, text);
    return;
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** The file must still parse (the babel parser the canvas module uses). */
function parses(source: string): void {
  parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
}

/** The source with `HAND_ELEMENT` first in the root element, or a class toggled on one element. */
function handEdited(source: string, insert: boolean, pick: number): string {
  if (insert) {
    const root = /return \(\s*<[^>]*>/.exec(source);
    if (!root) throw new Error('The fixture no longer returns an element');
    const at = root.index + root[0].length;
    return `${source.slice(0, at)}\n      ${HAND_ELEMENT}${source.slice(at)}`;
  }
  const classes = [...source.matchAll(/className="([^"]*)"/g)];
  if (classes.length === 0) return source;
  const found = classes[pick % classes.length];
  const list = found[1].split(' ').filter(Boolean);
  const next = list.includes(HAND_CLASS)
    ? list.filter((c) => c !== HAND_CLASS)
    : [...list, HAND_CLASS];
  const start = found.index;
  return `${source.slice(0, start)}className="${next.join(' ')}"${source.slice(start + found[0].length)}`;
}

/** Drives the outer editor on the fixture page, one step at a time. */
export class RandomEdits {
  private hands: HandEdit[] = [];
  /** Milliseconds spent in each part of settling, summed over the run (printed at the end). */
  private readonly spent = { step: 0, answered: 0, hotUpdate: 0, freshLoad: 0, compare: 0 };
  private settles = 0;
  /** Ledger items of earlier sequences: a sequence redoes only its own changes. */
  private earlier = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly frame: () => Frame,
    private readonly file: string,
    private readonly fresh: FreshLoad,
  ) {}

  private read(): string {
    return readFileSync(this.file, 'utf8');
  }

  /** A new sequence on the file as `original` has it. */
  async start(original: string): Promise<void> {
    if (this.read() !== original) writeFileSync(this.file, original);
    this.hands = [];
    this.earlier = new Set(await ledgerOrder(this.page));
    await this.agree(original, '');
  }

  /** Where the time of a step went, on average. */
  timings(): string {
    const per = (ms: number) => `${(ms / Math.max(1, this.settles)).toFixed(0)} ms`;
    const { step, answered, hotUpdate, freshLoad, compare } = this.spent;
    return `${this.settles} settled steps (undoing everything included), each: ${per(step)} making it, ${per(answered)} until answered, ${per(hotUpdate)} until the hot update, ${per(freshLoad)} fresh load, ${per(compare)} until equal`;
  }

  async run(step: Step): Promise<void> {
    const began = performance.now();
    const before = this.read();
    const updates = await hotUpdates(this.frame());
    switch (step.kind) {
      case 'change':
        await this.change(step.change);
        break;
      case 'refused':
        await this.page.route(
          '**/parseAndMutate/**',
          (route) =>
            route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({ code: 'CANVAS.STALE_TARGET', message: 'Refused by the test' }),
            }),
          { times: 1 },
        );
        if (!(await this.change(step.change))) await this.page.unrouteAll();
        break;
      case 'undo':
        if ((await ledgerView(this.page)).undoTop) await this.click('Undo');
        break;
      case 'redo': {
        const top = (await ledgerView(this.page)).redoTop;
        if (top && !this.earlier.has(top)) await this.click('Redo');
        break;
      }
      case 'handEdit': {
        const after = handEdited(before, step.insert, step.pick);
        if (after !== before) {
          saveByHand(this.file, after);
          this.hands.push({ before, after });
        }
        break;
      }
    }
    this.spent.step += performance.now() - began;
    await this.agree(before, updates);
    if (step.kind === 'refused')
      expect(this.read(), 'a refused change writes nothing').toBe(before);
  }

  /** Makes the change the step names on the page as shown; false when nothing fits it. */
  private async change(step: ChangeStep): Promise<boolean> {
    const shown = await shownElements(this.frame());
    const change = changeFor(step, shown);
    if (!change) return false;
    await makeChange(this.page, ...change);
    return true;
  }

  private async click(name: 'Undo' | 'Redo'): Promise<void> {
    // A CSS locator: a role query walks the whole editor page on every click.
    await this.page.locator(`.toolbar button:text-is("${name}")`).click();
  }

  /**
   * The step has settled (every change answered, the frame took the hot update of a write)
   * and the frame shows what a fresh load of the files shows; the file parses.
   */
  async agree(before: string, updatesBefore: string): Promise<void> {
    this.settles += 1;
    let mark = performance.now();
    const lap = (part: keyof typeof this.spent) => {
      const now = performance.now();
      this.spent[part] += now - mark;
      mark = now;
    };
    await ledgerSettled(this.page);
    lap('answered');
    const now = this.read();
    parses(now);
    if (now !== before) {
      await expect
        .poll(
          async () => {
            const now = await hotUpdates(this.frame());
            return now !== '' && now !== updatesBefore;
          },
          {
            message: 'the frame takes the hot update of the written file (or reloads)',
            timeout: 10_000,
            intervals: [10, 25],
          },
        )
        .toBe(true);
    }
    lap('hotUpdate');
    const markup = await this.fresh.markup();
    lap('freshLoad');
    await expect
      .poll(
        async () => {
          // Read again while the frame reloads (a full reload destroys the page under it).
          const seen = await frameAndFresh(this.frame(), markup).catch(() => 'reloading');
          return typeof seen === 'string' || seen.frame !== seen.fresh ? seen : 'equal';
        },
        {
          message: 'the frame shows what a fresh load of the files shows',
          timeout: 10_000,
          intervals: [10, 25],
        },
      )
      .toBe('equal');
    lap('compare');
  }

  /**
   * Undoes every change of the sequence through the editor, taking hand edits back by hand
   * where an undo waits for them (the server undoes only what the file still shows).
   */
  async unwind(original: string): Promise<void> {
    for (let turn = 0; turn < 200; turn++) {
      const top = (await ledgerView(this.page)).undoTop;
      if (top !== null) {
        const before = this.read();
        const updates = await hotUpdates(this.frame());
        await this.click('Undo');
        await this.agree(before, updates);
        if ((await ledgerView(this.page)).undoTop !== top) continue;
        // Refused: the file changed by hand since that change.
      }
      const hand = this.hands.pop();
      if (!hand) break;
      const before = this.read();
      expect(before, 'the file as the last hand edit left it').toBe(hand.after);
      const updates = await hotUpdates(this.frame());
      saveByHand(this.file, hand.before);
      await this.agree(before, updates);
    }
    expect(this.read(), 'undoing everything restores the file byte for byte').toBe(original);
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
    // `npm test`: 25 sequences of 20 steps, as the issue asks; `npm run test:editor-random`
    // runs 100 × 20 from the day's seed.
    runs: number('EDITOR_RANDOM_RUNS', 25),
    steps: number('EDITOR_RANDOM_STEPS', 20),
    seed: process.env.EDITOR_RANDOM_SEED ? Number(process.env.EDITOR_RANDOM_SEED) : 19019,
    // With the seed, replays just the sequence a failure named (fast-check's `path`).
    path: process.env.EDITOR_RANDOM_PATH || undefined,
  };
}
