import fc from 'fast-check';
import {
  InMemoryCanvasFiles,
  NoFormatter,
  readTree,
  InMemoryActivityStore,
  SequentialIds,
  SnapshotManifest,
} from '#test/fakes/canvas.fakes.js';
import { computeCodebaseIds } from '@tradiehub/codebase-ids';
import { FixedClock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import { CanvasService } from './canvas.service.js';
import { literalClasses } from './class-names.js';
import { CodebaseIdIndex } from './id-index.js';
import { SourceFile } from './source-file.js';

const ORIGINAL = readTree();
const TSX = [...ORIGINAL.keys()].filter((f) => f.endsWith('.tsx')).sort();
const CLASSES = ['p-4', 'italic', 'text-sm', 'flex', 'bg-white', 'mt-4', 'rounded-xl'];
const TAGS = ['div', 'section', 'span', 'article'];

/** One random change; its picks are taken modulo whatever the tree holds by then. */
const op = fc.record({
  kind: fc.constantFrom(
    'addClass',
    'removeClass',
    'styling',
    'editText',
    'changeProp',
    'changeTag',
    'remove',
    'duplicate',
    'wrap',
    'add',
    'move',
  ),
  file: fc.nat(),
  element: fc.nat(),
  other: fc.nat(),
  pick: fc.nat(),
  modifiers: fc.subarray(['hover', 'md', 'dark']),
  tailwind: fc.boolean(),
});

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function textOf(files: Map<string, string>, file: string, line: number, column: number): string {
  const element = new SourceFile(file, files.get(file)!).elementAt(line, column);
  return (element?.children ?? [])
    .map((c) => (c.type === 'JSXText' ? c.value : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

async function apply(service: CanvasService, files: Map<string, string>, o: Op) {
  const file = TSX[o.file % TSX.length];
  const entries = computeCodebaseIds(files.get(file)!, file);
  if (entries.length === 0) return null;
  // Text edits aim at elements with static text, so that they mostly apply.
  const pool = o.kind === 'editText' ? entries.filter((e) => e.staticText) : entries;
  const candidates = pool.length > 0 ? pool : entries;
  const entry = candidates[o.element % candidates.length];
  const other = entries[o.other % entries.length];
  const el = { codebaseId: entry.codebaseId };
  const source = new SourceFile(file, files.get(file)!);
  const own = literalClasses(source, source.elementAt(entry.line, entry.column)!);
  // Removals mostly pick a class the element has.
  const cls =
    o.kind === 'removeClass' && own.length > 0 && o.pick % 4 !== 0
      ? own[o.pick % own.length]
      : CLASSES[o.pick % CLASSES.length];
  const framework = o.tailwind ? ('Tailwind' as const) : null;
  const w = 'tradiehub-web';
  switch (o.kind) {
    case 'addClass':
      return service.addClass(w, {
        reactElement: el,
        className: cls,
        stylingFramework: framework,
        modifiers: o.tailwind ? o.modifiers : [],
        customProperties: {},
      });
    case 'removeClass':
      return service.removeClass(w, { reactElement: el, className: cls });
    case 'styling':
      return service.styling(w, {
        reactElement: el,
        styling: o.pick % 2 ? { padding: `${o.pick % 20}px` } : { color: 'red', marginTop: '' },
        stylingFramework: o.tailwind ? 'Tailwind' : 'Inline',
        modifiers: o.tailwind ? o.modifiers : [],
        customProperties: {},
      });
    case 'editText':
      return service.editText(w, {
        element: el,
        oldText: textOf(files, file, entry.line, entry.column),
        newText: o.pick % 3 ? `Text ${o.pick}` : `Odd {text} & <more> ${o.pick}`,
      });
    case 'changeProp':
      return service.changePropValue(w, {
        elementToModify: el,
        propName: o.pick % 2 ? 'title' : 'data-x',
        propValue: o.pick % 3 === 0 ? null : o.pick % 3 === 1 ? `v${o.pick}` : { n: o.pick },
      });
    case 'changeTag':
      return service.changeElementTag(w, {
        elementToModify: el,
        newTag: TAGS[o.pick % TAGS.length],
      });
    case 'remove':
      return service.removeJsxElement(w, { elementsToRemove: [el] });
    case 'duplicate':
      return service.duplicate(w, { reactElements: [el] });
    case 'wrap':
      return service.wrapInDiv(w, { reactElements: [el] });
    case 'add':
      return service.addJsxElement(w, {
        destinationElement: el,
        beforeElement: null,
        afterElement: null,
        newElement: { type: 'native', nativeTag: TAGS[o.pick % TAGS.length], propsToSet: {} },
        canvasId: w,
      });
    case 'move':
      return service.moveJsxElement(w, {
        elementToMove: el,
        newContainerElement: { codebaseId: other.codebaseId },
        beforeElement: null,
        afterElement: null,
        expectedCurrentParent: null,
      });
  }
}

const NON_STRUCTURAL = new Set([
  'addClass',
  'removeClass',
  'styling',
  'editText',
  'changeProp',
  'changeTag',
]);

/** The index carried over a non-structural change equals the ids computed from scratch. */
function checkCarryOver(before: Map<string, string>, after: Map<string, string>, kind: string) {
  for (const file of TSX) {
    if (before.get(file) === after.get(file)) continue;
    const index = new CodebaseIdIndex(new SnapshotManifest(new Map()));
    index.idsOf(file, before.get(file)!);
    const source = new SourceFile(file, after.get(file)!);
    expect(index.carryOver(file, before.get(file)!, source, kind === 'changeTag')).toBe(true);
    expect([...index.idsOf(file, after.get(file)!).values()]).toEqual(
      computeCodebaseIds(after.get(file)!, file),
    );
  }
}

describe('CanvasService, random change sequences', () => {
  it('keeps every file parseable, refusals change nothing, and undoing all restores the tree byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const files = new InMemoryCanvasFiles(new Map(ORIGINAL));
        const service = new CanvasService(
          files,
          new SnapshotManifest(files.files),
          new NoFormatter(),
          new SequentialIds(),
          new InMemoryActivityStore(),
          new FixedClock(new Date()),
          { canvasId: 'tradiehub-web', importAlias: '@/' },
        );
        const done: string[] = [];
        for (const o of ops) {
          const before = new Map(files.files);
          try {
            const result = await apply(service, files.files, o);
            if (result?.activityId) done.push(result.activityId);
            if (result?.activityId && NON_STRUCTURAL.has(o.kind))
              checkCarryOver(before, files.files, o.kind);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            expect(files.files).toEqual(before);
          }
          for (const file of TSX)
            expect(() => new SourceFile(file, files.files.get(file)!)).not.toThrow();
        }
        for (const id of done.reverse()) await service.undo('tradiehub-web', id);
        expect(files.files).toEqual(ORIGINAL);
      }),
      { numRuns: 40 },
    );
  });
});
