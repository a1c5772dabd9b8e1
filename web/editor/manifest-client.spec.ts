import { describe, expect, it } from '@jest/globals';
import { ManifestClient, type ManifestEntry, manifestUpdate } from './manifest-client';

const entry = (codebaseId: string, file: string, line = 1): ManifestEntry => ({
  codebaseId,
  file,
  line,
  column: 4,
  component: 'Page',
  tag: 'p',
  hostElement: true,
  staticText: true,
});

describe('manifestUpdate', () => {
  it('sends everything to a frame that holds nothing', () => {
    const a = entry('tempo-a', 'A.tsx');
    expect(manifestUpdate({}, { 'tempo-a': a })).toEqual({ 'tempo-a': a });
  });

  it('sends only new and changed entries, and null for the ids that are gone', () => {
    const a = entry('tempo-a', 'A.tsx');
    const b = entry('tempo-b', 'B.tsx');
    const c = entry('tempo-c', 'B.tsx');
    const b2 = entry('tempo-b', 'B.tsx', 2);
    const d = entry('tempo-d', 'D.tsx');
    expect(
      manifestUpdate(
        { 'tempo-a': a, 'tempo-b': b, 'tempo-c': c },
        { 'tempo-a': a, 'tempo-b': b2, 'tempo-d': d },
      ),
    ).toEqual({ 'tempo-b': b2, 'tempo-c': null, 'tempo-d': d });
  });

  it("is empty when the client kept every file's entries", async () => {
    const client = new ManifestClient(
      async () => ({
        ids: { 'tempo-a': entry('tempo-a', 'A.tsx'), 'tempo-b': entry('tempo-b', 'B.tsx') },
        revision: 1,
      }),
      undefined,
    );
    await client.load();
    const before = client.snapshot;
    client.applyFiles({ 'B.tsx': [entry('tempo-b', 'B.tsx', 3)] });
    expect(manifestUpdate(before, client.snapshot)).toEqual({
      'tempo-b': entry('tempo-b', 'B.tsx', 3),
    });
  });
});
