// `npm run check:ts`: the type check of every TypeScript project (what `tsc -p <tsconfig>
// --noEmit` reports) and the type-aware ESLint run (`eslint .`), in one process that builds each
// project's program once. Run apart, ESLint built the same programs again and asked the checker
// again for types `tsc` had already worked out. Exits 1 on any type error or lint problem.
import { ESLint } from 'eslint';
import ts from 'typescript';
import { TYPED_PROJECTS } from '../eslint.config.js';
import { root, say } from './lib.mjs';

// The projects `npm run typecheck`, `typecheck:web` and `typecheck:editor` check; ESLint reads
// types from all of TYPED_PROJECTS.
const CHECKED = new Set([
  'tsconfig.json',
  'web/tsconfig.json',
  'editor-engine/tsconfig.json',
  'editor-dom-adapter/tsconfig.json',
]);

const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

function program(tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(`${root}/${tsconfig}`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.formatDiagnostics([d], host));
    },
  });
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
}

let failed = false;
const programs = [];
for (const tsconfig of TYPED_PROJECTS) {
  const started = Date.now();
  const checked = program(tsconfig);
  programs.push(checked);
  if (!CHECKED.has(tsconfig)) continue;
  const diagnostics = ts.getPreEmitDiagnostics(checked);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  if (diagnostics.length > 0) {
    failed = true;
    console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
    say(`types: ${tsconfig}: ${diagnostics.length} errors (${took} s)`);
  } else say(`types: ${tsconfig}: no errors (${took} s)`);
}

const started = Date.now();
const eslint = new ESLint({
  cwd: root,
  // Each TypeScript file is linted with the types of the first of these programs that holds it
  // (Storybook's configuration, in no tsconfig, is linted without types, as eslint.config.js says).
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx,mts,cts}'],
      ignores: ['.storybook/**'],
      languageOptions: { parserOptions: { programs } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
say(`ESLint: ${problems} problems (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed || problems > 0 ? 1 : 0);
