/** A link inside running text: brand colour, underlined. */
export const textLinkClass = 'font-medium text-brand-700 underline dark:text-brand-400';

/** A link in a list of quiet links (footer, social media): underlined on hover only. */
export const quietLinkClass =
  'text-sm text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-400 dark:hover:text-brand-400';
