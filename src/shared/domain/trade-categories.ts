/** The trades a job can be posted under and a tradie can offer. Ids are stable; labels are copy. */
export const TRADE_CATEGORIES = [
  { id: 'plumbing', label: 'Plumbing' },
  { id: 'electrical', label: 'Electrical' },
  { id: 'carpentry', label: 'Carpentry' },
  { id: 'painting', label: 'Painting' },
  { id: 'roofing', label: 'Roofing' },
  { id: 'landscaping', label: 'Landscaping & Gardening' },
  { id: 'cleaning', label: 'Cleaning' },
  { id: 'tiling', label: 'Tiling' },
  { id: 'plastering', label: 'Plastering' },
  { id: 'fencing', label: 'Fencing' },
  { id: 'concreting', label: 'Concreting' },
  { id: 'air-conditioning', label: 'Air Conditioning & Heating' },
  { id: 'pest-control', label: 'Pest Control' },
  { id: 'handyman', label: 'Handyman' },
  { id: 'locksmith', label: 'Locksmith' },
  { id: 'flooring', label: 'Flooring' },
  { id: 'bricklaying', label: 'Bricklaying' },
  { id: 'glazing', label: 'Glass & Glazing' },
] as const;

export type TradeCategoryId = (typeof TRADE_CATEGORIES)[number]['id'];
export const TRADE_CATEGORY_IDS: readonly string[] = TRADE_CATEGORIES.map((c) => c.id);
