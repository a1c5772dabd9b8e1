// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const paymentKeys = {
  options: ['payments', 'options'] as const,
  one: (id: string) => ['payments', id] as const,
  paypalReturn: (id: string) => ['payments', id, 'paypal-return'] as const,
};
