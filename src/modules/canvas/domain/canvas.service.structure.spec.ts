// Golden changes of the tree: remove, duplicate, wrap, add and move elements.
import { idOf } from '#test/fakes/canvas.fakes.js';
import { HERO, JOB, STATS, WELCOME, golden, refusal, setup } from '#test/support/canvas-service.js';

describe('CanvasService golden changes on the fixture tree', () => {
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
