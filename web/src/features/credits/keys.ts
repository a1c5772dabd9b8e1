// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const creditKeys = {
  all: ['credits'] as const,
  balance: ['credits', 'balance'] as const,
  transactions: ['credits', 'transactions'] as const,
  bundles: ['credits', 'bundles'] as const,
  signupBonus: ['credits', 'signup-bonus'] as const,
  invoices: ['credits', 'invoices'] as const,
};
