export const CANVAS_ID = 'tradiehub-web';
export const STORYBOARD_ID = 'tradiehub';
export const ROUTES = [
  '/',
  '/about',
  '/how-it-works',
  '/why-tradiehub',
  '/pricing',
  '/faq',
  '/contact',
  '/feedback',
  '/post-job',
  '/login',
  '/register',
  '/forgot-password',
  '/blog',
  '/terms',
  '/privacy',
];
export const ZOOMS = [50, 75, 100, 150, 200];
export const STYLE_CONTROLS = [
  { property: 'color', label: 'Text colour', placeholder: '#0f172a' },
  { property: 'backgroundColor', label: 'Background', placeholder: '#fff7ed' },
  { property: 'padding', label: 'Padding', placeholder: '8px 16px' },
  { property: 'fontSize', label: 'Font size', placeholder: '2rem' },
];

/** The preview's origin: the same port on preview.localhost. */
export function frameOrigin(): string {
  return `${window.location.protocol}//preview.localhost${window.location.port ? `:${window.location.port}` : ''}`;
}
