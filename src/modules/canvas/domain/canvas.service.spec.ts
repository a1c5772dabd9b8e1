import {
  CANVAS_FIXTURES,
  idOf,
  InMemoryCanvasFiles,
  NoFormatter,
  readTree,
  InMemoryActivityStore,
  SequentialIds,
  SnapshotManifest,
} from '#test/fakes/canvas.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import { PrettierFormatter } from '../infra/prettier-formatter.js';
import { CanvasService, type ChangeResult } from './canvas.service.js';
import { SourceFormatter } from './ports.js';
import type { Hunk } from './text-edits.js';

const HERO = 'features/landing/Hero.tsx';
const JOB = 'features/jobs/JobCard.tsx';
const STATS = 'features/dashboard/Stats.tsx';
const WELCOME = 'features/dashboard/Welcome.tsx';

/** A service over an in-memory copy of the fixture tree. */
function setup() {
  const original = readTree();
  const files = new InMemoryCanvasFiles(new Map(original));
  const manifest = new SnapshotManifest(files.files);
  const service = new CanvasService(
    files,
    manifest,
    new NoFormatter(),
    new SequentialIds(),
    new InMemoryActivityStore(),
    new FixedClock(new Date('2026-11-23T00:00:00Z')),
    { canvasId: 'web', importAlias: '@/' },
  );
  const el = (file: string, tag: string, nth = 0) => ({
    codebaseId: idOf(files.files, file, tag, nth),
  });
  return { original, files, manifest, service, el };
}

/**
 * Per file, each changed run of lines: the first old line it replaces (for a pure insertion,
 * the old line it goes before), the old lines and the new lines.
 */
type Expected = Record<string, [line: number, removed: string[], added: string[]][]>;

/** Rebuilds `after` from `before` and the hunks: proof that no other line changed. */
function applyHunks(before: string, hunks: readonly Hunk[]): string {
  const lines = before.split('\n');
  let shift = 0;
  for (const h of hunks) {
    const at = h.oldStart - 1 + shift;
    expect(lines.slice(at, at + h.oldLines)).toEqual(h.removed);
    lines.splice(at, h.oldLines, ...h.added);
    shift += h.added.length - h.removed.length;
  }
  return lines.join('\n');
}

/**
 * The golden check: exactly the expected lines changed (every other line and file is byte
 * for byte the same), undo gives the original bytes back, redo the changed ones.
 */
async function golden(
  t: ReturnType<typeof setup>,
  result: ChangeResult,
  expected: Expected,
): Promise<void> {
  const changed = Object.fromEntries(
    result.files.map((f) => [f.file, f.hunks.map((h) => [h.oldStart, h.removed, h.added])]),
  );
  expect(changed).toEqual(expected);
  for (const [file, before] of t.original) {
    const diff = result.files.find((f) => f.file === file);
    if (!diff) expect(t.files.files.get(file)).toBe(before);
    else expect(applyHunks(before, diff.hunks)).toBe(t.files.files.get(file));
  }
  const after = new Map(t.files.files);
  expect(result.activityId).toEqual(expect.any(String));
  await t.service.undo('web', result.activityId!);
  expect(t.files.files).toEqual(t.original);
  await t.service.redo('web', result.activityId!);
  expect(t.files.files).toEqual(after);
}

async function refusal(promise: Promise<unknown>, code: string): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  return error as DomainError;
}

describe('CanvasService golden changes on the fixture tree', () => {
  describe('addClass', () => {
    it('appends to a className string, with Tailwind variants for the modifiers', async () => {
      const t = setup();
      const result = await t.service.addClass('web', {
        reactElement: t.el(HERO, 'h1'),
        className: 'italic',
        stylingFramework: 'Tailwind',
        modifiers: ['hover', 'md'],
        customProperties: {},
      });
      await golden(t, result, {
        [HERO]: [
          [
            11,
            [
              '        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">',
            ],
            [
              '        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white hover:md:italic">',
            ],
          ],
        ],
      });
    });

    it('merges into the first string of a cn() call', async () => {
      const t = setup();
      const result = await t.service.addClass('web', {
        reactElement: t.el(JOB, 'article'),
        className: 'ring-1',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      });
      await golden(t, result, {
        [JOB]: [
          [
            27,
            ["        'rounded-xl border border-slate-200 bg-white shadow-sm',"],
            ["        'rounded-xl border border-slate-200 bg-white shadow-sm ring-1',"],
          ],
        ],
      });
    });

    it('appends to a template literal after its last expression', async () => {
      const t = setup();
      const result = await t.service.addClass('web', {
        reactElement: t.el(JOB, 'p'),
        className: 'italic',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      });
      await golden(t, result, {
        [JOB]: [
          [
            38,
            [
              "      <p className={`mt-1 text-sm ${compact ? 'text-slate-500' : 'text-slate-600'}`}>",
            ],
            [
              "      <p className={`mt-1 text-sm ${compact ? 'text-slate-500' : 'text-slate-600'} italic`}>",
            ],
          ],
        ],
      });
    });

    it('adds a className to an element without one', async () => {
      const t = setup();
      const result = await t.service.addClass('web', {
        reactElement: t.el(STATS, 'p'),
        className: 'italic',
        stylingFramework: null,
        modifiers: [],
        customProperties: {},
      });
      await golden(t, result, {
        [STATS]: [[26, ['        <p>'], ['        <p className="italic">']]],
      });
    });

    it('changes nothing (and records nothing) for a class that is already there', async () => {
      const t = setup();
      const result = await t.service.addClass('web', {
        reactElement: t.el(WELCOME, 'div'),
        className: 'p-6',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      });
      expect(result).toMatchObject({ activityId: null, files: [] });
      expect(t.files.writes).toBe(0);
    });
  });

  describe('removeClass', () => {
    it('removes one class and one space from a string', async () => {
      const t = setup();
      const result = await t.service.removeClass('web', {
        reactElement: t.el(HERO, 'h1'),
        className: 'text-4xl',
      });
      await golden(t, result, {
        [HERO]: [
          [
            11,
            [
              '        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">',
            ],
            [
              '        <h1 className="mx-auto max-w-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">',
            ],
          ],
        ],
      });
    });

    it('removes from a cn() string argument', async () => {
      const t = setup();
      const result = await t.service.removeClass('web', {
        reactElement: t.el(JOB, 'article'),
        className: 'bg-white',
      });
      await golden(t, result, {
        [JOB]: [
          [
            27,
            ["        'rounded-xl border border-slate-200 bg-white shadow-sm',"],
            ["        'rounded-xl border border-slate-200 shadow-sm',"],
          ],
        ],
      });
    });

    it('drops the className attribute when its last class goes', async () => {
      const t = setup();
      const result = await t.service.removeClass('web', {
        reactElement: t.el(STATS, 'p', 1),
        className: 'text-sm',
      });
      await golden(t, result, {
        [STATS]: [
          [
            29,
            ['        <p className="text-sm">Last updated today</p>'],
            ['        <p>Last updated today</p>'],
          ],
        ],
      });
    });
  });

  describe('styling', () => {
    it('writes Tailwind classes under the variants of the modifiers', async () => {
      const t = setup();
      const result = await t.service.styling('web', {
        reactElement: t.el(WELCOME, 'div'),
        styling: { padding: '12px', color: 'red', backgroundColor: '#fff' },
        stylingFramework: 'Tailwind',
        modifiers: ['dark'],
        customProperties: {},
      });
      await golden(t, result, {
        [WELCOME]: [
          [
            3,
            ['    <div className="rounded-xl bg-brand-50 p-6">'],
            [
              '    <div className="rounded-xl bg-brand-50 p-6 dark:p-[12px] dark:[color:red] dark:[background-color:#fff]">',
            ],
          ],
        ],
      });
    });

    it('replaces the class that set the same property without variants', async () => {
      const t = setup();
      const result = await t.service.styling('web', {
        reactElement: t.el(WELCOME, 'div'),
        styling: { padding: '12px' },
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      });
      await golden(t, result, {
        [WELCOME]: [
          [
            3,
            ['    <div className="rounded-xl bg-brand-50 p-6">'],
            ['    <div className="rounded-xl bg-brand-50 p-[12px]">'],
          ],
        ],
      });
    });

    it('merges into an inline style object when the framework is not Tailwind', async () => {
      const t = setup();
      const result = await t.service.styling('web', {
        reactElement: t.el(STATS, 'dl'),
        styling: { minHeight: '8rem', color: 'red' },
        stylingFramework: 'Inline',
        modifiers: [],
        customProperties: {},
      });
      await golden(t, result, {
        [STATS]: [
          [
            15,
            ['      <dl className="mt-4 grid grid-cols-3 gap-4" style={{ minHeight: \'6rem\' }}>'],
            [
              "      <dl className=\"mt-4 grid grid-cols-3 gap-4\" style={{ minHeight: '8rem', color: 'red' }}>",
            ],
          ],
        ],
      });
    });

    it('refuses modifiers for inline styles', async () => {
      const t = setup();
      await refusal(
        t.service.styling('web', {
          reactElement: t.el(STATS, 'dl'),
          styling: { color: 'red' },
          stylingFramework: 'Inline',
          modifiers: ['hover'],
          customProperties: {},
        }),
        'CANVAS.MODIFIERS_NEED_TAILWIND',
      );
      expect(t.files.writes).toBe(0);
    });
  });

  describe('editText', () => {
    it('replaces static text and keeps its indentation', async () => {
      const t = setup();
      const result = await t.service.editText('web', {
        element: t.el(HERO, 'h1'),
        oldText: 'Connect with Qualified Tradies for Your Home Projects',
        newText: 'Find trusted tradies near you',
      });
      await golden(t, result, {
        [HERO]: [
          [
            12,
            ['          Connect with Qualified Tradies for Your Home Projects'],
            ['          Find trusted tradies near you'],
          ],
        ],
      });
    });

    it('writes text JSX cannot hold verbatim as a string expression', async () => {
      const t = setup();
      const result = await t.service.editText('web', {
        element: t.el(STATS, 'li', 0),
        oldText: 'First tip',
        newText: 'Use {braces} & <tags>',
      });
      await golden(t, result, {
        [STATS]: [
          [32, ['          <li>First tip</li>'], ["          <li>{'Use {braces} & <tags>'}</li>"]],
        ],
      });
    });
  });

  describe('changePropValue', () => {
    it('replaces an existing attribute value', async () => {
      const t = setup();
      const result = await t.service.changePropValue('web', {
        elementToModify: t.el(WELCOME, 'button'),
        propName: 'type',
        propValue: 'submit',
      });
      await golden(t, result, {
        [WELCOME]: [
          [
            6,
            [
              '      <button type="button" className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-white">',
            ],
            [
              '      <button type="submit" className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-white">',
            ],
          ],
        ],
      });
    });

    it('adds a new attribute on a line of its own when attributes are one per line', async () => {
      const t = setup();
      const result = await t.service.changePropValue('web', {
        elementToModify: t.el(HERO, 'Link'),
        propName: 'preload',
        propValue: 'intent',
      });
      await golden(t, result, { [HERO]: [[22, [], ['            preload="intent"']]] });
    });

    it('writes non-string values as expressions and removes the prop for null', async () => {
      const t = setup();
      const result = await t.service.changePropValue('web', {
        elementToModify: t.el(JOB, 'Link'),
        propName: 'params',
        propValue: { jobId: 'abc' },
      });
      await golden(t, result, {
        [JOB]: [
          [
            44,
            [
              '          <Link to="/jobs/$jobId" params={{ jobId: job.id }} className="text-brand-700 underline">',
            ],
            [
              '          <Link to="/jobs/$jobId" params={{ jobId: \'abc\' }} className="text-brand-700 underline">',
            ],
          ],
        ],
      });
      const t2 = setup();
      const removed = await t2.service.changePropValue('web', {
        elementToModify: t2.el(WELCOME, 'button'),
        propName: 'type',
        propValue: null,
      });
      await golden(t2, removed, {
        [WELCOME]: [
          [
            6,
            [
              '      <button type="button" className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-white">',
            ],
            ['      <button className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-white">'],
          ],
        ],
      });
    });
  });

  describe('changeElementTag', () => {
    it('renames the opening and the closing tag', async () => {
      const t = setup();
      const result = await t.service.changeElementTag('web', {
        elementToModify: t.el(JOB, 'header'),
        newTag: 'div',
      });
      await golden(t, result, {
        [JOB]: [
          [
            34,
            ['      <header className="flex items-start justify-between gap-3">'],
            ['      <div className="flex items-start justify-between gap-3">'],
          ],
          [37, ['      </header>'], ['      </div>']],
        ],
      });
    });

    it('refuses a component the file does not know', async () => {
      const t = setup();
      await refusal(
        t.service.changeElementTag('web', { elementToModify: t.el(JOB, 'header'), newTag: 'Card' }),
        'CANVAS.UNKNOWN_COMPONENT',
      );
    });
  });

  describe('removeJsxElement', () => {
    it('removes children with their lines, in several files at once', async () => {
      const t = setup();
      const result = await t.service.removeJsxElement('web', {
        elementsToRemove: [t.el(STATS, 'li', 1), t.el(JOB, 'Badge')],
      });
      await golden(t, result, {
        [STATS]: [[33, ['          <li>Second tip</li>'], []]],
        [JOB]: [[36, ['        {job.emergency && <Badge tone="danger">Emergency</Badge>}'], []]],
      });
    });

    it('removes a conditional whose other branch is null', async () => {
      const t = setup();
      const result = await t.service.removeJsxElement('web', {
        elementsToRemove: [t.el(JOB, 'footer')],
      });
      await golden(t, result, {
        [JOB]: [
          [
            42,
            [
              '      {compact ? null : (',
              '        <footer className="mt-4 flex justify-end">',
              '          <Link to="/jobs/$jobId" params={{ jobId: job.id }} className="text-brand-700 underline">',
              '            View job',
              '          </Link>',
              '        </footer>',
              '      )}',
            ],
            [],
          ],
        ],
      });
    });

    it('replaces a returned element with null', async () => {
      const t = setup();
      const result = await t.service.removeJsxElement('web', {
        elementsToRemove: [t.el(STATS, 'p', 2)],
      });
      await golden(t, result, {
        [STATS]: [
          [45, ['  return <p className="text-slate-500">No numbers yet</p>;'], ['  return null;']],
        ],
      });
    });
  });

  describe('duplicate', () => {
    it('inserts each copy after its element; the copy gets its own codebase id', async () => {
      const t = setup();
      const result = await t.service.duplicate('web', {
        reactElements: [t.el(STATS, 'li', 0), t.el(WELCOME, 'button')],
      });
      await golden(t, result, {
        [STATS]: [[33, [], ['          <li>First tip</li>']]],
        [WELCOME]: [
          [
            9,
            [],
            [
              '      <button type="button" className="mt-4 rounded-md bg-brand-600 px-4 py-2 text-white">',
              '        Post a job',
              '      </button>',
            ],
          ],
        ],
      });
      const t2 = setup();
      const original = t2.el(STATS, 'li', 0).codebaseId;
      const again = await t2.service.duplicate('web', { reactElements: [t2.el(STATS, 'li', 0)] });
      expect(idOf(t2.files.files, STATS, 'li', 0)).toBe(original);
      expect(again.addedCodebaseIds).toContain(idOf(t2.files.files, STATS, 'li', 3));
    });
  });

  describe('wrapInDiv', () => {
    it('wraps adjacent siblings, one indentation step in', async () => {
      const t = setup();
      const result = await t.service.wrapInDiv('web', {
        reactElements: [t.el(STATS, 'li', 1), t.el(STATS, 'li', 0)],
      });
      await golden(t, result, {
        [STATS]: [
          [
            32,
            ['          <li>First tip</li>', '          <li>Second tip</li>'],
            [
              '          <div>',
              '            <li>First tip</li>',
              '            <li>Second tip</li>',
              '          </div>',
            ],
          ],
        ],
      });
    });

    it('keeps the comment between wrapped siblings inside the wrapper', async () => {
      const t = setup();
      const result = await t.service.wrapInDiv('web', {
        reactElements: [t.el(STATS, 'h2'), t.el(STATS, 'dl')],
      });
      const [hunk] = result.files[0].hunks;
      expect(hunk.added).toContain('        {/* The numbers of the last 90 days */}');
      expect(hunk.added[0]).toBe('      <div>');
      expect(hunk.added[hunk.added.length - 1]).toBe('      </div>');
      await t.service.undo('web', result.activityId!);
      expect(t.files.files).toEqual(t.original);
    });

    it("puts a list item's key on the wrapper", async () => {
      const t = setup();
      const result = await t.service.wrapInDiv('web', { reactElements: [t.el(HERO, 'li')] });
      const added = result.files[0].hunks[0].added;
      expect(added[0]).toBe('            <div key={promise}>');
      expect(added[1]).toBe('              <li key={promise} className="flex items-center gap-2">');
      expect(added[added.length - 1]).toBe('            </div>');
      await golden(t, result, {
        [HERO]: [[35, result.files[0].hunks[0].removed, added]],
      });
    });

    it('wraps an element inside an expression in place', async () => {
      const t = setup();
      const result = await t.service.wrapInDiv('web', { reactElements: [t.el(JOB, 'Badge')] });
      await golden(t, result, {
        [JOB]: [
          [
            36,
            ['        {job.emergency && <Badge tone="danger">Emergency</Badge>}'],
            ['        {job.emergency && <div><Badge tone="danger">Emergency</Badge></div>}'],
          ],
        ],
      });
    });

    it('refuses elements that are not adjacent siblings', async () => {
      const t = setup();
      await refusal(
        t.service.wrapInDiv('web', { reactElements: [t.el(STATS, 'li', 0), t.el(STATS, 'li', 2)] }),
        'CANVAS.NOT_SIBLINGS',
      );
      expect(t.files.writes).toBe(0);
    });
  });

  describe('addJsxElement', () => {
    it('adds a native element after a sibling, with its props', async () => {
      const t = setup();
      const result = await t.service.addJsxElement('web', {
        destinationElement: t.el(STATS, 'ul'),
        beforeElement: null,
        afterElement: t.el(STATS, 'li', 0),
        newElement: {
          type: 'native',
          nativeTag: 'li',
          componentName: 'li',
          propsToSet: { className: 'font-bold' },
        },
        canvasId: 'web',
      });
      await golden(t, result, { [STATS]: [[33, [], ['          <li className="font-bold" />']]] });
    });

    it('opens a self-closing destination', async () => {
      const t = setup();
      const result = await t.service.addJsxElement('web', {
        destinationElement: t.el(STATS, 'div', 1),
        beforeElement: null,
        afterElement: null,
        newElement: { type: 'native', nativeTag: 'span', componentName: 'span' },
        canvasId: 'web',
      });
      await golden(t, result, {
        [STATS]: [
          [
            30,
            ['        <div className="flex gap-2" />'],
            ['        <div className="flex gap-2">', '          <span />', '        </div>'],
          ],
        ],
      });
    });

    it('adds an imported component and its import', async () => {
      const t = setup();
      const result = await t.service.addJsxElement('web', {
        destinationElement: t.el(WELCOME, 'div'),
        beforeElement: t.el(WELCOME, 'button'),
        afterElement: null,
        newElement: {
          type: 'native',
          nativeTag: 'Badge',
          componentName: 'Badge',
          propsToSet: { tone: 'danger' },
        },
        canvasId: 'web',
        fileContentsSourceFilename: 'shared/ui/Badge.tsx',
      });
      await golden(t, result, {
        [WELCOME]: [
          [1, [], ["import { Badge } from '@/shared/ui/Badge';", '']],
          [6, [], ['      <Badge tone="danger" />']],
        ],
      });
    });
  });

  describe('moveJsxElement', () => {
    it('moves a child before a sibling in the same file', async () => {
      const t = setup();
      const result = await t.service.moveJsxElement('web', {
        elementToMove: t.el(STATS, 'li', 2),
        newContainerElement: t.el(STATS, 'ul'),
        beforeElement: t.el(STATS, 'li', 0),
        afterElement: null,
        expectedCurrentParent: t.el(STATS, 'ul'),
      });
      await golden(t, result, {
        [STATS]: [
          [32, [], ['          <li>Third tip</li>']],
          [34, ['          <li>Third tip</li>'], []],
        ],
      });
    });

    it('moves a component across files and imports it there', async () => {
      const t = setup();
      const result = await t.service.moveJsxElement('web', {
        elementToMove: t.el(STATS, 'Badge'),
        newContainerElement: t.el(WELCOME, 'div'),
        beforeElement: null,
        afterElement: null,
        expectedCurrentParent: t.el(STATS, 'footer'),
      });
      await golden(t, result, {
        [STATS]: [[38, ['        <Badge>New</Badge>'], []]],
        [WELCOME]: [
          [1, [], ["import { Badge } from '@/shared/ui/Badge';", '']],
          [9, [], ['      <Badge>New</Badge>']],
        ],
      });
    });

    it('refuses a move across files of JSX that needs names of its own file', async () => {
      const t = setup();
      await refusal(
        t.service.moveJsxElement('web', {
          elementToMove: t.el(WELCOME, 'h2'),
          newContainerElement: t.el(STATS, 'section'),
          beforeElement: null,
          afterElement: null,
          expectedCurrentParent: null,
        }),
        'CANVAS.MOVE_NEEDS_SCOPE',
      );
      expect(t.files.writes).toBe(0);
    });

    it('refuses when the element is no longer under the expected parent', async () => {
      const t = setup();
      await refusal(
        t.service.moveJsxElement('web', {
          elementToMove: t.el(STATS, 'li', 0),
          newContainerElement: t.el(STATS, 'footer'),
          beforeElement: null,
          afterElement: null,
          expectedCurrentParent: t.el(STATS, 'section'),
        }),
        'CANVAS.PARENT_CHANGED',
      );
    });

    it('refuses a move into itself', async () => {
      const t = setup();
      await refusal(
        t.service.moveJsxElement('web', {
          elementToMove: t.el(STATS, 'ul'),
          newContainerElement: t.el(STATS, 'li', 0),
          beforeElement: null,
          afterElement: null,
          expectedCurrentParent: null,
        }),
        'CANVAS.MOVE_INTO_ITSELF',
      );
    });
  });
});

describe('CanvasService refusals leave every file as it was', () => {
  it('refuses an unknown codebase id', async () => {
    const t = setup();
    await refusal(
      t.service.addClass('web', {
        reactElement: { codebaseId: 'tempo-00000000-0000-5000-8000-000000000000' },
        className: 'p-4',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      }),
      'CANVAS.UNKNOWN_ELEMENT',
    );
    expect(t.files.files).toEqual(t.original);
  });

  it('refuses an id the manifest places in a file that no longer has it (stale manifest)', async () => {
    const t = setup();
    const id = t.el(STATS, 'li', 2);
    // Someone deletes the last tip by hand; Vite has not rewritten the manifest yet.
    t.files.files.set(STATS, t.original.get(STATS)!.replace('          <li>Third tip</li>\n', ''));
    const edited = new Map(t.files.files);
    await refusal(
      t.service.editText('web', { element: id, oldText: 'Third tip', newText: 'x' }),
      'CANVAS.STALE_MANIFEST',
    );
    expect(t.files.files).toEqual(edited);
  });

  it('refuses dynamic text with the reason', async () => {
    const t = setup();
    const error = await refusal(
      t.service.editText('web', {
        element: t.el(WELCOME, 'h2'),
        oldText: 'Welcome back',
        newText: 'Hi',
      }),
      'CANVAS.DYNAMIC_TEXT',
    );
    expect(error.message).toContain('{name}');
    expect(t.files.writes).toBe(0);
  });

  it('refuses text that is not what the editor saw', async () => {
    const t = setup();
    await refusal(
      t.service.editText('web', { element: t.el(STATS, 'li', 0), oldText: 'Other', newText: 'x' }),
      'CANVAS.TEXT_MISMATCH',
    );
  });

  it('refuses a computed class list, and a class only added by a condition', async () => {
    const t = setup();
    await refusal(
      t.service.addClass('web', {
        reactElement: t.el(HERO, 'Link'),
        className: 'italic',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      }),
      'CANVAS.COMPUTED_CLASS',
    );
    await refusal(
      t.service.removeClass('web', { reactElement: t.el(JOB, 'article'), className: 'p-3' }),
      'CANVAS.COMPUTED_CLASS',
    );
    await refusal(
      t.service.removeClass('web', { reactElement: t.el(WELCOME, 'div'), className: 'p-3' }),
      'CANVAS.CLASS_NOT_FOUND',
    );
    expect(t.files.writes).toBe(0);
  });

  it('refuses a manifest path that leaves the canvas', async () => {
    const t = setup();
    t.manifest.set('tempo-escape', '../secrets/x.tsx');
    await refusal(
      t.service.addClass('web', {
        reactElement: { codebaseId: 'tempo-escape' },
        className: 'p-4',
        stylingFramework: 'Tailwind',
        modifiers: [],
        customProperties: {},
      }),
      'CANVAS.PATH_OUTSIDE_CANVAS',
    );
    await refusal(
      t.service.addJsxElement('web', {
        destinationElement: t.el(WELCOME, 'div'),
        beforeElement: null,
        afterElement: null,
        newElement: { type: 'native', nativeTag: 'Badge', componentName: 'Badge' },
        canvasId: 'web',
        fileContentsSourceFilename: '/etc/passwd',
      }),
      'CANVAS.PATH_OUTSIDE_CANVAS',
    );
    expect(t.files.writes).toBe(0);
  });

  it('refuses an unknown canvas', async () => {
    const t = setup();
    await refusal(t.service.undo('other', 'x'), 'CANVAS.UNKNOWN_CANVAS');
  });

  it('refuses an undo once the file was changed by hand, and writes nothing', async () => {
    const t = setup();
    const result = await t.service.removeClass('web', {
      reactElement: t.el(WELCOME, 'div'),
      className: 'p-6',
    });
    const handEdited = `${t.files.files.get(WELCOME)!}\n// a note\n`;
    t.files.files.set(WELCOME, handEdited);
    const writes = t.files.writes;
    await refusal(t.service.undo('web', result.activityId!), 'CANVAS.FILE_CHANGED_SINCE');
    expect(t.files.files.get(WELCOME)).toBe(handEdited);
    expect(t.files.writes).toBe(writes);
  });

  it('refuses undoing twice, redoing what is not undone and unknown activities', async () => {
    const t = setup();
    const result = await t.service.removeClass('web', {
      reactElement: t.el(WELCOME, 'div'),
      className: 'p-6',
    });
    await refusal(t.service.redo('web', result.activityId!), 'CANVAS.NOT_UNDONE');
    await t.service.undo('web', result.activityId!);
    await refusal(t.service.undo('web', result.activityId!), 'CANVAS.ALREADY_UNDONE');
    await refusal(t.service.undo('web', 'nope'), 'CANVAS.UNKNOWN_ACTIVITY');
    await refusal(t.service.redo('web', 'nope'), 'CANVAS.UNKNOWN_ACTIVITY');
  });
});

describe('CanvasService keeps working within one editing session', () => {
  it('finds an element created by the previous change before the manifest knows it', async () => {
    const t = setup();
    const duplicated = await t.service.duplicate('web', {
      reactElements: [t.el(WELCOME, 'button')],
    });
    const copyId = duplicated.addedCodebaseIds[0];
    expect(await t.manifest.fileOf(copyId)).toBeUndefined();
    const result = await t.service.editText('web', {
      element: { codebaseId: copyId },
      oldText: 'Post a job',
      newText: 'Post another job',
    });
    expect(result.files[0].hunks[0].added).toEqual(['        Post another job']);
  });

  it('runs concurrent changes one after the other', async () => {
    const t = setup();
    const div = t.el(WELCOME, 'div');
    const results = await Promise.all(
      ['ring-1', 'ring-2', 'ring-3'].map((className) =>
        t.service.addClass('web', {
          reactElement: div,
          className,
          stylingFramework: 'Tailwind',
          modifiers: [],
          customProperties: {},
        }),
      ),
    );
    expect(t.files.files.get(WELCOME)).toContain('p-6 ring-1 ring-2 ring-3"');
    for (const r of [...results].reverse()) await t.service.undo('web', r.activityId!);
    expect(t.files.files).toEqual(t.original);
  });
});

describe('CanvasService formatting', () => {
  function withFormatter(formatter: SourceFormatter) {
    const original = readTree();
    const files = new InMemoryCanvasFiles(new Map(original));
    const service = new CanvasService(
      files,
      new SnapshotManifest(files.files),
      formatter,
      new SequentialIds(),
      new InMemoryActivityStore(),
      new FixedClock(new Date()),
      { canvasId: 'web' },
    );
    return { original, files, service };
  }

  it("formats the touched element with the project's Prettier when the change made a line too long", async () => {
    const t = withFormatter(new PrettierFormatter(CANVAS_FIXTURES));
    const result = await t.service.changePropValue('web', {
      elementToModify: { codebaseId: idOf(t.files.files, WELCOME, 'h2') },
      propName: 'title',
      propValue: 'A greeting for the signed-in homeowner',
    });
    expect(result.files[0].hunks).toEqual([
      expect.objectContaining({
        oldStart: 4,
        removed: ['      <h2 className="text-2xl font-bold">Welcome back, {name}</h2>'],
        added: [
          '      <h2 className="text-2xl font-bold" title="A greeting for the signed-in homeowner">',
          '        Welcome back, {name}',
          '      </h2>',
        ],
      }),
    ]);
    await t.service.undo('web', result.activityId!);
    expect(t.files.files).toEqual(t.original);
  });

  it('keeps the plain edit when formatting would touch other lines, and skips short lines', async () => {
    class Meddling extends SourceFormatter {
      calls = 0;
      async lineWidth() {
        return 100;
      }
      async formatRange(_path: string, text: string) {
        this.calls += 1;
        return `// reformatted\n${text}`;
      }
    }
    const meddling = new Meddling();
    const t = withFormatter(meddling);
    const short = await t.service.addClass('web', {
      reactElement: { codebaseId: idOf(t.files.files, WELCOME, 'h2') },
      className: 'italic',
      stylingFramework: null,
      modifiers: [],
      customProperties: {},
    });
    expect(meddling.calls).toBe(0);
    expect(short.files[0].hunks).toHaveLength(1);
    const long = await t.service.changePropValue('web', {
      elementToModify: { codebaseId: idOf(t.files.files, WELCOME, 'h2') },
      propName: 'title',
      propValue: 'A greeting for the signed-in homeowner',
    });
    expect(meddling.calls).toBe(1);
    expect(long.files[0].hunks).toHaveLength(1);
    expect(t.files.files.get(WELCOME)).not.toContain('// reformatted');
  });
});
