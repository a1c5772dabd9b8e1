import { applyEdits, diffLines, lineHunk } from './text-edits.js';

describe('text edits', () => {
  it('applies edits in any order and refuses overlapping ones', () => {
    expect(
      applyEdits('abcdef', [
        { start: 4, end: 5, text: 'E' },
        { start: 0, end: 0, text: '>' },
        { start: 1, end: 3, text: '' },
      ]),
    ).toBe('>adEf');
    expect(() =>
      applyEdits('abcdef', [
        { start: 0, end: 3, text: '' },
        { start: 2, end: 4, text: '' },
      ]),
    ).toThrow('overlapping');
  });

  it('diffs changed runs of lines, with a unified diff', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const after = before.replace('line 2\n', 'line 2\nnew\n').replace('line 15', 'line fifteen');
    const { hunks, patch } = diffLines('A.tsx', before, after);
    expect(hunks).toEqual([
      { oldStart: 3, oldLines: 0, newStart: 3, newLines: 1, removed: [], added: ['new'] },
      {
        oldStart: 15,
        oldLines: 1,
        newStart: 16,
        newLines: 1,
        removed: ['line 15'],
        added: ['line fifteen'],
      },
    ]);
    expect(patch).toContain('@@ -12,7 +13,7 @@');
    expect(patch).toContain('-line 15\n+line fifteen');
    expect(lineHunk(before, after)).toMatchObject({ line: 3 });
    expect(diffLines('A.tsx', before, before).hunks).toEqual([]);
  });
});
