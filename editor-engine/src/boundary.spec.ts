// The package boundary, checked in the test run: the engine's source imports only its own
// modules and its runtime dependencies, and compiles without DOM or Node globals.
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = dirname(fileURLToPath(import.meta.url));
const ALLOWED_PACKAGES = new Set(['lz-string', 'css-what', 'uuid', 'zod']);
const isSource = (name: string) =>
  name.endsWith('.ts') && !/\.(spec|test|bench|arbitraries)\.ts$/.test(name);
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter(isSource)
  .map((name) => join(SRC, name));

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

describe('editor-engine boundary', () => {
  it('has source files to check', () => {
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.some((file) => file.endsWith('index.ts'))).toBe(true);
  });

  it('imports only relative modules (with .js) and its runtime dependencies', () => {
    const offending = sources.flatMap((file) =>
      importsOf(file)
        .filter((spec) =>
          spec.startsWith('.') ? !/^\.\.?\/[\w./-]+\.js$/.test(spec) : !ALLOWED_PACKAGES.has(spec),
        )
        .map((spec) => `${file.slice(SRC.length + 1)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('compiles with lib ES2023 and no ambient types (no DOM, no Node globals)', () => {
    const program = ts.createProgram(sources, {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts'],
      types: [],
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });

  it('the check would notice a DOM global', () => {
    const host = ts.createCompilerHost({});
    const file = join(SRC, '__probe__.ts');
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version, ...rest) =>
      name === file
        ? ts.createSourceFile(name, 'export const w = window.document;', version)
        : getSourceFile(name, version, ...rest);
    host.fileExists = (
      (exists) => (name: string) =>
        name === file || exists(name)
    )(host.fileExists.bind(host));
    const program = ts.createProgram(
      [file],
      { lib: ['lib.es2023.d.ts'], types: [], noEmit: true },
      host,
    );
    expect(ts.getPreEmitDiagnostics(program).length).toBeGreaterThan(0);
  });
});
