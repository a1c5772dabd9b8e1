// The service beyond single golden changes: refusals, an editing session, formatting.
import {
  CANVAS_FIXTURES,
  idOf,
  InMemoryCanvasFiles,
  readTree,
  InMemoryActivityStore,
  SequentialIds,
  SnapshotManifest,
} from '#test/fakes/canvas.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { HERO, JOB, STATS, WELCOME, refusal, setup } from '#test/support/canvas-service.js';
import { PrettierFormatter } from '../infra/prettier-formatter.js';
import { CanvasService } from './canvas.service.js';
import { SourceFormatter } from './ports.js';

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
