// Query keys of this feature, in one place so no invalidation misses one by a typo.
// No runtime imports: any page may name these keys without loading the feature's code.
export const idDocumentKeys = {
  own: ['id-document', 'own'] as const,
  admin: (tradieId: string) => ['id-document', 'admin', tradieId] as const,
  toCheck: ['id-document', 'to-check'] as const,
};
