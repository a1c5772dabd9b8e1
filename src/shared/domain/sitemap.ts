/** A page of a sitemap source: site paths (starting with '/') and how many there are in all. */
export interface SitemapPage {
  paths: string[];
  total: number;
}

/** Lists a module's public pages, `limit` from `offset`, in a stable order. */
export type SitemapSource = (offset: number, limit: number) => Promise<SitemapPage>;

/**
 * The pages modules add to /sitemap.xml beyond the web app's own (public tradie profiles).
 * Modules register a source when they start; the sitemap pages through them in order.
 */
export class SitemapSources {
  private readonly sources: SitemapSource[] = [];

  register(source: SitemapSource): void {
    this.sources.push(source);
  }

  all(): readonly SitemapSource[] {
    return this.sources;
  }
}
