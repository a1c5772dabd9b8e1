/**
 * @jest-environment jsdom
 */
import { HIDDEN_CLASS, TEMP_ELEMENT_CLASS } from 'editor-engine';
import { DomOps } from './instant-updates.js';

// Taking an instant update back (a refusal, an undo without the engine's inverse): exactly
// the writes the change made are undone, whatever its type.
describe('DomOps.takeBack', () => {
  function setup() {
    document.body.innerHTML = '<main><h1 class="tempo-a" title="t">Old</h1></main>';
    const ops = new DomOps(document, { keyOf: () => null, elementOf: () => null });
    return { ops, h1: document.querySelector('h1')! };
  }

  it('undoes a wrap, a tag change, text, class and attribute writes of one change', () => {
    const { ops, h1 } = setup();
    const before = document.body.innerHTML;
    const target = { codebaseId: 'tempo-a' };
    const result = ops.perform(
      [
        { op: 'setText', target, text: 'New' },
        { op: 'addClass', target, className: 'text-lime-700' },
        { op: 'setAttribute', target, name: 'title', value: 'u' },
        { op: 'changeTag', target, tagName: 'h2' },
        { op: 'wrap', targets: [target], tagName: 'div', className: 'tempo-w' },
      ],
      false,
      'c1',
    );
    expect(result.success).toBe(true);
    expect(h1.classList.contains(HIDDEN_CLASS)).toBe(true);
    expect(document.getElementsByClassName(TEMP_ELEMENT_CLASS).length).toBeGreaterThan(0);
    expect(ops.takeBack('c1')).toBe(true);
    expect(document.body.innerHTML).toBe(before);
    expect(ops.replacementOf(h1)).toBeNull();
    expect(ops.takeBack('c1')).toBe(false);
  });

  it('knows no change it did not journal', () => {
    const { ops } = setup();
    ops.perform([{ op: 'addClass', target: { codebaseId: 'tempo-a' }, className: 'x' }]);
    expect(ops.canTakeBack('c2')).toBe(false);
    expect(ops.takeBack('c2')).toBe(false);
  });

  it('puts a removed class back where it was (the page equals a fresh render again)', () => {
    document.body.innerHTML = '<section class="tempo-s mt-4 flex gap-2"></section>';
    const ops = new DomOps(document, { keyOf: () => null, elementOf: () => null });
    const target = { codebaseId: 'tempo-s' };
    ops.perform([{ op: 'removeClass', target, className: 'mt-4' }], false, 'c3');
    expect(ops.takeBack('c3')).toBe(true);
    expect(document.querySelector('section')!.className).toBe('tempo-s mt-4 flex gap-2');
  });
});
