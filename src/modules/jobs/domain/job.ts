import type { AuState } from '../../../shared/domain/australia.js';

export type JobStatus = 'pending_payment' | 'open' | 'assigned' | 'completed' | 'cancelled';

/** What anyone may see of a job before buying its lead: no name, no contact, no address. */
export interface JobCard {
  id: string;
  title: string;
  category: string;
  location: string;
  state: AuState | null;
  budgetCents: number;
  createdAt: Date;
  isEmergency: boolean;
  assignedTradieId: string | null;
}

/** The public listings: open and unassigned, newest first. */
export abstract class PublicJobListings {
  abstract openUnassigned(limit: number): Promise<JobCard[]>;
}

/** The spec's teaser shows at most 6 jobs. */
export const OPEN_TEASER_LIMIT = 6;
export const RECENT_DEFAULT_LIMIT = 9;
export const RECENT_MAX_LIMIT = 24;
