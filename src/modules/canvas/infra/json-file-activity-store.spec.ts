import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryActivityStore } from '#test/fakes/canvas.fakes.js';
import { activityStoreContract } from '#test/contracts/activity-store.contract.js';
import { JsonFileActivityStore } from './json-file-activity-store.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'activities-'));
  dirs.push(dir);
  return join(dir, 'editor', 'activities');
};

activityStoreContract('in memory (fake)', async (limit) => new InMemoryActivityStore(limit));
activityStoreContract('JSON files', async (limit) => new JsonFileActivityStore(freshDir(), limit));

describe('JsonFileActivityStore', () => {
  it('keeps the history for the next server: a new store on the same folder reads it', async () => {
    const dir = freshDir();
    const at = new Date('2026-11-23T10:00:00.123Z');
    const files = [{ file: 'a.tsx', before: 'x', after: 'y' }];
    await new JsonFileActivityStore(dir).record({
      id: 'a-1',
      name: 'editText',
      at,
      files,
      undone: false,
    });
    await new JsonFileActivityStore(dir).setUndone('a-1', true);
    expect(await new JsonFileActivityStore(dir).get('a-1')).toEqual({
      id: 'a-1',
      name: 'editText',
      at,
      files,
      undone: true,
    });
  });
});
