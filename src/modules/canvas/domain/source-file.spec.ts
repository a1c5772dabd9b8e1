import { DomainError } from '#shared/domain/domain-error.js';
import { SourceFile } from './source-file.js';

describe('SourceFile', () => {
  it('parses .ts without JSX (so `<T>value` casts work) and .tsx with it', () => {
    expect(() => new SourceFile('a.ts', 'export const n = <number>value;\n')).not.toThrow();
    const tsx = new SourceFile(
      'A.tsx',
      'export const A = () => (\n  <div>\n    <p>x</p>\n  </div>\n);\n',
    );
    expect(tsx.elements.map((e) => [e.loc.start.line, e.loc.start.column])).toEqual([
      [2, 2],
      [3, 4],
    ]);
    expect(tsx.elementAt(3, 4)?.openingElement.name).toMatchObject({ name: 'p' });
    expect(tsx.indentUnit()).toBe('  ');
    expect(tsx.exportedNames()).toEqual(new Set(['A']));
  });

  it('refuses a file it cannot parse with a clear code', () => {
    let error: unknown;
    try {
      new SourceFile('B.tsx', 'export const B = () => <div>;\n');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('CANVAS.UNPARSABLE_FILE');
  });
});
