import { withPageHead } from './page-head-html.js';

const INDEX = `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="UTF-8" />
    <title>Tradiehub</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('withPageHead', () => {
  it('replaces the default title and adds the description, Open Graph tags and JSON-LD', () => {
    const html = withPageHead(INDEX, {
      title: 'Harbour Plumbing | Tradiehub',
      description: 'Plumbing around 2000.',
      structuredData: { '@type': 'LocalBusiness', name: 'Harbour Plumbing' },
    });
    expect(html).toContain('<title data-server-head>Harbour Plumbing | Tradiehub</title>');
    expect(html).not.toContain('<title>Tradiehub</title>');
    expect(html).toContain(
      '<meta data-server-head name="description" content="Plumbing around 2000." />',
    );
    expect(html).toContain('property="og:title" content="Harbour Plumbing | Tradiehub"');
    expect(html).toContain(
      '<script data-server-head type="application/ld+json">{"@type":"LocalBusiness","name":"Harbour Plumbing"}</script>',
    );
    // Still before the body, and the charset stays first.
    expect(html.indexOf('ld+json')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('charset')).toBeLessThan(html.indexOf('data-server-head'));
  });

  it('adds a title to a page that has none', () => {
    const html = withPageHead(INDEX.replace('<title>Tradiehub</title>', ''), {
      title: 'Harbour Plumbing | Tradiehub',
      description: 'd',
    });
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-server-head>Harbour Plumbing | Tradiehub</title>');
    expect(html).not.toContain('ld+json');
  });

  it('escapes what a business could put in its name or about text', () => {
    const html = withPageHead(INDEX, {
      title: 'A & B "Best" <Plumbing> $& $1',
      description: "O'Brien's",
      structuredData: { description: '</script><script>alert(1)</script>' },
    });
    expect(html).toContain(
      '<title data-server-head>A &amp; B &quot;Best&quot; &lt;Plumbing&gt; $&amp; $1</title>',
    );
    expect(html).toContain('content="O&#39;Brien&#39;s"');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
