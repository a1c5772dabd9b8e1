import { parse } from '@babel/parser';
import {
  buildManifest,
  computeCodebaseIds,
  SourceHashes,
  stampCodebaseIds,
  type CodebaseIdEntry,
} from './codebase-ids.js';

const FILE = 'features/landing/Hero.tsx';

const HERO = `import { cn } from './cn';

export function Hero({ title, wide }: { title: string; wide: boolean }) {
  return (
    <section className="py-12">
      <h1 className="text-4xl font-bold">Find a tradie</h1>
      <p>{title}</p>
      <Button variant="primary">Post a job</Button>
    </section>
  );
}
`;

function byTag(entries: CodebaseIdEntry[], tag: string): CodebaseIdEntry {
  const found = entries.find((e) => e.tag === tag);
  if (!found) throw new Error(`no ${tag}`);
  return found;
}

describe('computeCodebaseIds', () => {
  it('gives every JSX element an entry with its place, component, tag and flags', () => {
    const entries = computeCodebaseIds(HERO, FILE);
    expect(entries.map((e) => e.tag)).toEqual(['section', 'h1', 'p', 'Button']);
    const h1 = byTag(entries, 'h1');
    expect(h1).toEqual({
      codebaseId: expect.stringMatching(
        /^tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      file: FILE,
      line: 6,
      column: 6,
      component: 'Hero',
      tag: 'h1',
      hostElement: true,
      staticText: true,
      fingerprint: expect.stringMatching(/^fp-[0-9a-f]{16}$/),
    });
    expect(byTag(entries, 'p').staticText).toBe(false);
    expect(byTag(entries, 'Button')).toMatchObject({ hostElement: false, staticText: true });
    expect(new Set(entries.map((e) => e.codebaseId)).size).toBe(entries.length);
  });

  it('is deterministic and depends on the file path', () => {
    expect(computeCodebaseIds(HERO, FILE)).toEqual(computeCodebaseIds(HERO, FILE));
    expect(computeCodebaseIds(HERO, 'other/Hero.tsx')[0].codebaseId).not.toBe(
      computeCodebaseIds(HERO, FILE)[0].codebaseId,
    );
    // Windows separators are the same file.
    expect(computeCodebaseIds(HERO, 'features\\landing\\Hero.tsx')[0].codebaseId).toBe(
      computeCodebaseIds(HERO, FILE)[0].codebaseId,
    );
  });

  it('keeps every id when text, classes, props or a tag change', () => {
    const edited = HERO.replace('text-4xl font-bold', 'text-5xl')
      .replace('Find a tradie', 'Find a local tradie')
      .replace('<h1', '<h2')
      .replace('</h1>', '</h2>')
      .replace('variant="primary"', 'variant="secondary" size="lg"')
      .replace('import', '// a comment\nimport');
    const before = computeCodebaseIds(HERO, FILE).map((e) => e.codebaseId);
    expect(computeCodebaseIds(edited, FILE).map((e) => e.codebaseId)).toEqual(before);
  });

  it('gives an id to another element after an insertion, but never its fingerprint', () => {
    const source = `export function L() {\n  return (\n    <ul>\n      <li>{a}</li>\n    </ul>\n  );\n}\n`;
    const inserted = source.replace('      <li>{a}', '      <li>{b}</li>\n      <li>{a}');
    const [, held] = computeCodebaseIds(source, FILE);
    const [, now] = computeCodebaseIds(inserted, FILE);
    expect(now.codebaseId).toBe(held.codebaseId);
    expect(now.fingerprint).not.toBe(held.fingerprint);
    expect(computeCodebaseIds(source, FILE)[1].fingerprint).toBe(held.fingerprint);
  });

  it('changes only the later siblings (and their subtrees) when an element is inserted', () => {
    const inserted = HERO.replace(
      '<p>{title}</p>',
      '<span>New</span>\n      <p>{title}</p>',
    ).replace(
      '</section>\n  );\n}',
      '</section>\n  );\n}\nexport function Other() { return <div><i /></div>; }',
    );
    const before = computeCodebaseIds(HERO, FILE);
    const after = computeCodebaseIds(inserted, FILE);
    expect(byTag(after, 'section').codebaseId).toBe(byTag(before, 'section').codebaseId);
    expect(byTag(after, 'h1').codebaseId).toBe(byTag(before, 'h1').codebaseId);
    expect(byTag(after, 'p').codebaseId).not.toBe(byTag(before, 'p').codebaseId);
    expect(byTag(after, 'Button').codebaseId).not.toBe(byTag(before, 'Button').codebaseId);
    // Another component's elements never depend on this one's.
    const other = `export function Other() { return <div><i /></div>; }`;
    expect(byTag(after, 'i').codebaseId).toBe(
      byTag(computeCodebaseIds(other, FILE), 'i').codebaseId,
    );
  });

  it('treats fragments as transparent and callbacks as part of their component', () => {
    const source = `
      const List = memo(function ({ items }: { items: string[] }) {
        return <>
          <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>
        </>;
      });
      export default () => <main />;`;
    const entries = computeCodebaseIds(source, FILE);
    expect(entries.map((e) => [e.tag, e.component])).toEqual([
      ['ul', 'List'],
      ['li', 'List'],
      ['main', null],
    ]);
    // ul is the scope's first element whether or not it sits in a fragment.
    const plain = `const List = memo(function ({ items }: { items: string[] }) {
        return <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>; });`;
    expect(computeCodebaseIds(plain, FILE).map((e) => e.codebaseId)).toEqual(
      entries.slice(0, 2).map((e) => e.codebaseId),
    );
  });

  it('separates components of the same name and nested named functions', () => {
    const source = `
      { function A() { return <div />; } }
      { function A() { return <div />; } }
      function B() { function row() { return <tr />; } return <table />; }`;
    const entries = computeCodebaseIds(source, FILE);
    expect(new Set(entries.map((e) => e.codebaseId)).size).toBe(4);
    expect(entries.map((e) => e.component)).toEqual(['A', 'A', 'row', 'B']);
  });

  it('names member, namespaced and custom tags; only lower-case identifiers are host elements', () => {
    const source = `const X = () => <Foo.Bar><svg:use /><my-widget /></Foo.Bar>;`;
    expect(computeCodebaseIds(source, FILE).map((e) => [e.tag, e.hostElement])).toEqual([
      ['Foo.Bar', false],
      ['svg:use', false],
      ['my-widget', true],
    ]);
  });

  it('handles deep nesting without recursion limits', () => {
    const depth = 5000;
    const source = `const Deep = () => ${'<div>'.repeat(depth)}${'</div>'.repeat(depth)};`;
    // Babel itself recurses; 5000 levels is far beyond any real component.
    expect(computeCodebaseIds(source, FILE)).toHaveLength(depth);
  });
});

describe('stampCodebaseIds', () => {
  function classOf(code: string, tag: string): string {
    const match = new RegExp(`<${tag}\\b[^>]*className=(\\{[^}]*\\}|"[^"]*")`).exec(code);
    return match ? match[1] : '';
  }

  it('adds the id to host elements only, with a source map, parseable output', () => {
    const { code, map, entries } = stampCodebaseIds(HERO, FILE);
    const h1 = byTag(entries, 'h1');
    const section = byTag(entries, 'section');
    const p = byTag(entries, 'p');
    expect(code).toContain(`<h1 className="${h1.codebaseId} text-4xl font-bold">`);
    expect(code).toContain(`<section className="${section.codebaseId} py-12">`);
    expect(code).toContain(`<p className="${p.codebaseId}">{title}</p>`);
    expect(code).toContain('<Button variant="primary">');
    expect(() =>
      parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] }),
    ).not.toThrow();
    expect(map.sources).toEqual([FILE]);
    expect(map.mappings.length).toBeGreaterThan(0);
    // Stamping does not move ids: the stamped file computes the same ones.
    expect(computeCodebaseIds(code, FILE).map((e) => e.codebaseId)).toEqual(
      entries.map((e) => e.codebaseId),
    );
  });

  it('merges into string, template and expression class names safely', () => {
    const source = `
      const C = ({ a, on }: { a: string; on: boolean }) => (
        <div className={'x'}>
          <span className={\`y \${a}\`} />
          <b className={cn('z', on && 'w')} />
          <i className={on && 'k'} />
          <em className="" />
          <u {...rest} />
        </div>
      );`;
    const { code, entries } = stampCodebaseIds(source, FILE);
    const id = (tag: string) => byTag(entries, tag).codebaseId;
    expect(classOf(code, 'div')).toBe(`{'${id('div')} x'}`);
    expect(code).toContain(`<span className={\`${id('span')} y \${a}\`} />`);
    expect(code).toContain(
      `<b className={["${id('b')}", (cn('z', on && 'w'))].filter(Boolean).join(" ")} />`,
    );
    expect(code).toContain(
      `<i className={["${id('i')}", (on && 'k')].filter(Boolean).join(" ")} />`,
    );
    expect(code).toContain(`<em className="${id('em')}" />`);
    expect(code).toContain(`<u className="${id('u')}" {...rest} />`);
    expect(() =>
      parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] }),
    ).not.toThrow();
  });

  it('evaluates a merged expression to the expected classes', () => {
    const { code, entries } = stampCodebaseIds(
      `const C = () => <i className={false && 'k'} />;`,
      FILE,
    );
    const expr = /className=\{(.*)\} \/>/.exec(code)![1];
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the stamped expression alone
    expect(new Function(`return ${expr}`)()).toBe(entries[0].codebaseId);
  });
});

describe('buildManifest', () => {
  it('indexes the entries by codebase id under the canvas root', () => {
    const entries = computeCodebaseIds(HERO, FILE);
    const manifest = buildManifest(entries);
    expect(manifest.version).toBe(1);
    expect(manifest.root).toBe('web/src');
    expect(Object.keys(manifest.ids)).toHaveLength(4);
    expect(manifest.ids[entries[1].codebaseId]).toEqual(entries[1]);
  });
});

describe('SourceHashes', () => {
  it('hashes a slice by its text alone, wherever it sits', () => {
    const one = new SourceHashes('<li>{a}</li><li>{b}</li>');
    const two = new SourceHashes('xx<li>{a}</li>');
    expect(one.of(0, 12)).toBe(two.of(2, 14));
    expect(one.of(0, 12)).not.toBe(one.of(12, 24));
    expect(one.of(0, 0)).toBe(two.of(5, 5));
    expect(one.of(0, 12)).toMatch(/^[0-9a-f]{16}:12$/);
  });
});
