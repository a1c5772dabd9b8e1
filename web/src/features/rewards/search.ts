// Plain validators, not zod: route search validation sits in the entry chunk (see
// features/auth/search.ts).

type Search = Record<string, unknown>;

/** /dashboard/reward-success?redemption=<id> */
export function rewardSuccessSearchSchema(search: Search): { redemption?: string } {
  return typeof search.redemption === 'string' ? { redemption: search.redemption } : {};
}
