/** The product name, defined once (decisions.md: `{product}` in the specs). */
export const PRODUCT_NAME = 'Tradiehub';
export const PRODUCT_SLUG = 'tradiehub';
