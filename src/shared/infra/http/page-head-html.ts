import type { PageHead } from '#shared/domain/page-head.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * The web app's index.html with a page's own head: its title in place of the default one,
 * description and Open Graph tags and its JSON-LD, each marked `data-server-head` (the app
 * drops them when it starts and renders its own). Text is escaped; in the JSON-LD every `<`
 * is written `\u003c`, so no value can close the script element.
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const titleTag = `<title data-server-head>${title}</title>`;
  const hasTitle = /<title>[^<]*<\/title>/.test(html);
  const tags = [
    ...(hasTitle ? [] : [titleTag]),
    `<meta data-server-head name="description" content="${description}" />`,
    `<meta data-server-head property="og:title" content="${title}" />`,
    `<meta data-server-head property="og:description" content="${description}" />`,
    ...(head.structuredData
      ? [
          `<script data-server-head type="application/ld+json">${JSON.stringify(head.structuredData).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => titleTag)
    .replace('</head>', () => `  ${tags}\n  </head>`);
}
