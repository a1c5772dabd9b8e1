// Golden changes of classes and styling: addClass, removeClass, styling.
import { HERO, JOB, STATS, WELCOME, golden, refusal, setup } from '#test/support/canvas-service.js';

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
});
