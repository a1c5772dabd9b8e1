import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import { TRADE_CATEGORIES } from '#shared/domain/trade-categories.js';
import { AdminErrors } from './admin-errors.js';

export const AUDIENCE_GROUPS = ['homeowners', 'tradies', 'pending_tradies', 'everyone'] as const;
export type AudienceGroup = (typeof AUDIENCE_GROUPS)[number];

/** Who a bulk email goes to: a group, narrowed by states and trades (empty = any). */
export interface Audience {
  group: AudienceGroup;
  states: AuState[];
  /** Trade category ids; only tradies match a trade. */
  trades: string[];
}

/** What the audience rules look at for one user. */
export interface RecipientFacts {
  type: 'homeowner' | 'tradie' | 'admin';
  /** Tradie verification; null for homeowners. */
  verification: 'pending' | 'approved' | 'rejected' | null;
  banned: boolean;
  /** The news preference (Spam Act consent): false unless the user opted in. */
  newsConsent: boolean;
  /** The user's address state, else (tradies) the licence state. */
  state: AuState | null;
  trades: string[];
}

/** Checks and normalises an audience from a request; refusals name the field. */
export function parseAudience(input: {
  group: string;
  states?: string[];
  trades?: string[];
}): Audience {
  if (!AUDIENCE_GROUPS.includes(input.group as AudienceGroup)) {
    throw AdminErrors.invalidAudience(
      'audience.group',
      `audience.group must be one of ${AUDIENCE_GROUPS.join(', ')}`,
    );
  }
  const states = [...new Set(input.states ?? [])];
  for (const state of states) {
    if (!AU_STATES.includes(state as AuState)) {
      throw AdminErrors.invalidAudience(
        'audience.states',
        `audience.states: unknown state ${state}`,
      );
    }
  }
  const trades = [...new Set(input.trades ?? [])];
  for (const trade of trades) {
    if (!TRADE_CATEGORIES.some((c) => c.id === trade)) {
      throw AdminErrors.invalidAudience(
        'audience.trades',
        `audience.trades: unknown trade ${trade}`,
      );
    }
  }
  return { group: input.group as AudienceGroup, states: states as AuState[], trades };
}

/**
 * The audience rules (the SQL of the recipient query mirrors them): consent first (Spam Act:
 * marketing only to users who opted in), never banned users or admins, then group, state and
 * trade. A trade filter matches tradies only.
 */
export function inAudience(audience: Audience, user: RecipientFacts): boolean {
  if (!user.newsConsent || user.banned || user.type === 'admin') return false;
  switch (audience.group) {
    case 'homeowners':
      if (user.type !== 'homeowner') return false;
      break;
    case 'tradies':
      if (user.type !== 'tradie' || user.verification !== 'approved') return false;
      break;
    case 'pending_tradies':
      if (user.type !== 'tradie' || user.verification !== 'pending') return false;
      break;
    case 'everyone':
      break;
  }
  if (audience.states.length > 0 && (!user.state || !audience.states.includes(user.state))) {
    return false;
  }
  if (audience.trades.length > 0) {
    if (user.type !== 'tradie') return false;
    if (!user.trades.some((t) => audience.trades.includes(t))) return false;
  }
  return true;
}
