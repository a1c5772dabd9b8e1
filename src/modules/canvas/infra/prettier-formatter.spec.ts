import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceFormatterContract } from '#test/contracts/canvas-ports.contract.js';
import { PrettierFormatter } from './prettier-formatter.js';

describe('PrettierFormatter', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'canvas-prettier-'));
    writeFileSync(
      join(dir, '.prettierrc.json'),
      JSON.stringify({ singleQuote: true, printWidth: 60 }),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  sourceFormatterContract('Prettier', async () => ({
    formatter: new PrettierFormatter(dir),
    width: 60,
  }));

  it("uses the project's configuration and formats the given range", async () => {
    const formatter = new PrettierFormatter(dir);
    expect(await formatter.lineWidth('A.tsx')).toBe(60);
    const text = [
      'export function A() {',
      '  return <div id="a" className="one two three four five six seven" title="x">hi</div>;',
      '}',
      '',
    ].join('\n');
    const start = text.indexOf('<div');
    const out = await formatter.formatRange('A.tsx', text, start, start + 10);
    expect(out.split('\n')[0]).toBe('export function A() {');
    expect(out).toContain('\n    <div\n      id="a"\n');
  });
});
