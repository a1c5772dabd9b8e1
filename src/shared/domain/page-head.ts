/** What a crawler or a link preview reads of a page before any JavaScript runs. */
export interface PageHead {
  /** The full document title. */
  title: string;
  description: string;
  /** schema.org JSON-LD, when the page has some. */
  structuredData?: Record<string, unknown>;
}

/** A page's head, or `not_found` when the path names nothing (the page answers 404). */
export type PageHeadResult = PageHead | 'not_found';

type Resolver = (match: RegExpExecArray) => Promise<PageHeadResult>;

/**
 * The heads of the web app's pages that the server renders into index.html (the app itself
 * renders client-side). Modules register the paths they own; other paths keep the plain HTML.
 */
export class PageHeads {
  private readonly routes: { pattern: RegExp; resolve: Resolver }[] = [];

  register(pattern: RegExp, resolve: Resolver): void {
    this.routes.push({ pattern, resolve });
  }

  /** The head for `path`, or null when no module renders one for it. */
  async resolve(path: string): Promise<PageHeadResult | null> {
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (match) return route.resolve(match);
    }
    return null;
  }
}
