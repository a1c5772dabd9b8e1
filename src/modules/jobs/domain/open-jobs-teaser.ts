import { type JobCard, OPEN_TEASER_LIMIT, type PublicJobListings } from './job.js';

/** The teaser as of one version of the open listing. */
export interface TeaserSnapshot {
  readonly version: number;
  readonly cards: readonly JobCard[];
}

/**
 * The landing teaser, kept in memory while the open listing's version stands still: a request
 * costs one primary-key read instead of the listing query. The version is read before the
 * cards, so the cards kept under a version are never older than it; a job that closes bumps
 * the version in its own transaction, so no request that starts after the close commits is
 * answered from the old cards, on this instance or any other.
 */
export class OpenJobsTeaser {
  private kept: TeaserSnapshot | null = null;
  private loading: { version: number; snapshot: Promise<TeaserSnapshot> } | null = null;

  constructor(private readonly listings: PublicJobListings) {}

  async current(): Promise<TeaserSnapshot> {
    const version = await this.listings.openListingVersion();
    if (this.kept && this.kept.version === version) return this.kept;
    // Requests that miss together share one load of the same version.
    if (this.loading?.version === version) return this.loading.snapshot;
    const snapshot = this.load(version);
    this.loading = { version, snapshot };
    try {
      return await snapshot;
    } finally {
      if (this.loading?.snapshot === snapshot) this.loading = null;
    }
  }

  private async load(version: number): Promise<TeaserSnapshot> {
    const cards = await this.listings.openUnassigned(OPEN_TEASER_LIMIT);
    const snapshot = { version, cards };
    // A slower load of an older version must not replace a newer one.
    if (!this.kept || version >= this.kept.version) this.kept = snapshot;
    return snapshot;
  }
}
