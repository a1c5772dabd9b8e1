// Query keys of this feature. No runtime imports: any page may name these keys without loading
// the feature's code. Maintenance mode is public and the news choice belongs to the person, not
// the admin area.
export const maintenanceKeys = {
  state: ['maintenance'] as const,
  news: ['me', 'news'] as const,
};
