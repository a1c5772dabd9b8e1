import { computeCodebaseIds } from '@tradiehub/codebase-ids';
import type {
  ActivityIds,
  CanvasFiles,
  CodebaseManifestReader,
  SourceFormatter,
  WriteBackSecret,
} from '#modules/canvas/domain/ports.js';
import { DomainError } from '#shared/domain/domain-error.js';

/** The refusal code a promise rejects with, or 'resolved'. */
async function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof DomainError ? e.code : `not a refusal: ${String(e)}`),
  );
}

const A = 'features/hero/Hero.tsx';
const B = 'features/jobs/JobCard.tsx';
// CRLF, curly quotes and a non-BMP character: the service diffs and undoes byte for byte.
const A_TEXT = 'export const Hero = () => <h1>“Find a tradie” 🔨</h1>;\r\n';
const B_TEXT = 'export const JobCard = () => <p>Plumbing</p>;\n';

/**
 * What CanvasService relies on from the canvas's files. `make` builds the port over a canvas
 * that holds exactly `seed` (canvas-relative path → text).
 */
export function canvasFilesContract(
  name: string,
  make: (seed: Record<string, string>) => Promise<CanvasFiles>,
) {
  describe(`CanvasFiles contract: ${name}`, () => {
    let files: CanvasFiles;
    beforeEach(async () => {
      files = await make({ [A]: A_TEXT, [B]: B_TEXT });
    });

    it('reads a file byte for byte and gives back what was written, other files untouched', async () => {
      expect(await files.read(A)).toBe(A_TEXT);
      const changed = A_TEXT.replace('<h1>', '<h1 className="text-4xl">');
      await files.write(A, changed);
      expect(await files.read(A)).toBe(changed);
      expect(await files.read(B)).toBe(B_TEXT);
    });

    it('answers FILE_NOT_FOUND for a missing file or a folder, and creates no file', async () => {
      expect(await codeOf(files.read('features/hero/Missing.tsx'))).toBe('CANVAS.FILE_NOT_FOUND');
      expect(await codeOf(files.read('features/hero'))).toBe('CANVAS.FILE_NOT_FOUND');
      expect(await codeOf(files.write('features/hero/New.tsx', 'x'))).toBe('CANVAS.FILE_NOT_FOUND');
      expect(await codeOf(files.read('features/hero/New.tsx'))).toBe('CANVAS.FILE_NOT_FOUND');
    });

    it('refuses, reading or writing, every path that is not plainly inside the canvas', async () => {
      const outside = [
        '',
        '/etc/passwd',
        '../secret.tsx',
        `features/../../${A}`,
        `./${A}`,
        'features//hero/Hero.tsx',
        'features\\hero\\Hero.tsx',
        'C:/features/hero/Hero.tsx',
        `${A}\0`,
      ];
      for (const path of outside) {
        expect([path, await codeOf(files.read(path))]).toEqual([
          path,
          'CANVAS.PATH_OUTSIDE_CANVAS',
        ]);
        expect([path, await codeOf(files.write(path, 'x'))]).toEqual([
          path,
          'CANVAS.PATH_OUTSIDE_CANVAS',
        ]);
      }
      expect(await files.read(A)).toBe(A_TEXT);
    });

    it('runs writes to one file in call order: the last call wins', async () => {
      const texts = Array.from({ length: 8 }, (_, i) => `${A_TEXT}// ${i}\n`.repeat(50));
      await Promise.all(texts.map((text) => files.write(A, text)));
      expect(await files.read(A)).toBe(texts.at(-1));
    });
  });
}

const HERO =
  'export function Hero() {\n  return (\n    <section>\n      <h1>Hi</h1>\n    </section>\n  );\n}\n';
const CARD = 'export function JobCard() {\n  return <article>Plumbing</article>;\n}\n';
const BANNER = 'export function Banner() {\n  return <p>Bye</p>;\n}\n';
const idsOf = (file: string, text: string) => computeCodebaseIds(text, file);

/**
 * What the canvas relies on from the codebase-id manifest. `make` builds the port over a
 * manifest of the ids of `files` (path → text), as the Vite plugin writes it. `maintained`: the
 * manifest keeps what `replaceFiles` hands it (the JSON file the server rewrites); otherwise
 * someone else maintains it (the port's default) and `replaceFiles` changes no answer.
 */
export function codebaseManifestContract(
  name: string,
  make: (files: ReadonlyMap<string, string>) => Promise<CodebaseManifestReader>,
  options: { maintained: boolean },
) {
  describe(`CodebaseManifestReader contract: ${name}`, () => {
    let manifest: CodebaseManifestReader;
    beforeEach(async () => {
      manifest = await make(
        new Map([
          [A, HERO],
          [B, CARD],
        ]),
      );
    });

    it('finds the file of every id of the files it was built from', async () => {
      const ids = [...idsOf(A, HERO), ...idsOf(B, CARD)];
      expect(ids).toHaveLength(3);
      for (const { codebaseId, file } of ids) expect(await manifest.fileOf(codebaseId)).toBe(file);
    });

    it('knows no other id, not even the names every object has', async () => {
      const unknown = [idsOf(A, BANNER)[0].codebaseId, 'toString', '__proto__', 'constructor'];
      for (const id of unknown) expect([id, await manifest.fileOf(id)]).toEqual([id, undefined]);
    });

    if (options.maintained) {
      it('replaceFiles replaces every entry of the given files and keeps the others', async () => {
        const C = 'features/banner/Banner.tsx';
        await manifest.replaceFiles(
          new Map([
            [A, idsOf(A, BANNER)],
            [C, idsOf(C, HERO)],
          ]),
        );
        expect(await manifest.fileOf(idsOf(A, BANNER)[0].codebaseId)).toBe(A);
        for (const { codebaseId } of idsOf(A, HERO)) {
          expect(await manifest.fileOf(codebaseId)).toBeUndefined();
        }
        for (const { codebaseId } of idsOf(C, HERO))
          expect(await manifest.fileOf(codebaseId)).toBe(C);
        for (const { codebaseId } of idsOf(B, CARD))
          expect(await manifest.fileOf(codebaseId)).toBe(B);
      });
    } else {
      it('replaceFiles changes no answer: whoever maintains the manifest rewrites it', async () => {
        await manifest.replaceFiles(new Map([[A, idsOf(A, BANNER)]]));
        expect(await manifest.fileOf(idsOf(A, BANNER)[0].codebaseId)).toBeUndefined();
        for (const { codebaseId } of idsOf(A, HERO))
          expect(await manifest.fileOf(codebaseId)).toBe(A);
      });
    }
  });
}

const FORMATTED = 'export function A() {\n  return <div className="a">hi</div>;\n}\n';
const MESSY_ABOVE =
  'const   messy   =   1;\n' +
  'export function A() {\n' +
  '  return <div id="a" className="one two three four five six seven" title="x">hi</div>;\n' +
  '}\n';

/**
 * What the canvas relies on from the project's formatter. `make` gives the formatter and the
 * line width the project it formats is configured with.
 */
export function sourceFormatterContract(
  name: string,
  make: () => Promise<{ formatter: SourceFormatter; width: number }>,
) {
  describe(`SourceFormatter contract: ${name}`, () => {
    it("answers the project's line width, the same at every call", async () => {
      const { formatter, width } = await make();
      expect(await formatter.lineWidth(A)).toBe(width);
      expect(await formatter.lineWidth(A)).toBe(width);
    });

    it('gives a formatted file back unchanged', async () => {
      const { formatter } = await make();
      const start = FORMATTED.indexOf('<div');
      expect(await formatter.formatRange(A, FORMATTED, start, start + 10)).toBe(FORMATTED);
    });

    it('leaves the statements outside the range as they were', async () => {
      const { formatter } = await make();
      const start = MESSY_ABOVE.indexOf('<div');
      const out = await formatter.formatRange(A, MESSY_ABOVE, start, start + 10);
      expect(out.startsWith('const   messy   =   1;\nexport function A() {\n')).toBe(true);
      expect(out.endsWith('}\n')).toBe(true);
    });
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the canvas relies on from its activity ids (the activity store names files by them). */
export function activityIdsContract(name: string, make: () => Promise<ActivityIds>) {
  describe(`ActivityIds contract: ${name}`, () => {
    it('hands out a new uuid at every call', async () => {
      const ids = await make();
      const issued = Array.from({ length: 50 }, () => ids.next());
      for (const id of issued) expect(id).toMatch(UUID);
      expect(new Set(issued).size).toBe(50);
    });
  });
}

/** What the write-back guard and the editor page rely on from the run's secret. */
export function writeBackSecretContract(name: string, make: () => Promise<WriteBackSecret>) {
  describe(`WriteBackSecret contract: ${name}`, () => {
    it('is one token that fits an HTTP header, the same at every read', async () => {
      const secret = await make();
      const value = secret.value;
      expect(value).toMatch(/^[\x21-\x7e]{8,}$/);
      expect(secret.value).toBe(value);
    });
  });
}
