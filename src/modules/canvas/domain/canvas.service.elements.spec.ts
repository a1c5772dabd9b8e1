// Golden changes of one element in place: its text, a prop, its tag.
import { HERO, JOB, STATS, WELCOME, golden, refusal, setup } from '#test/support/canvas-service.js';

describe('CanvasService golden changes on the fixture tree', () => {
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
});
