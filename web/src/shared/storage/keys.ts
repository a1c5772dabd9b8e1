/** Every localStorage key the web app uses, in one place. */
export const STORAGE_KEYS = {
  /** 'light' | 'dark' — a device preference, kept on logout. Read by the inline script in index.html. */
  theme: 'theme',
  /** 'true' once the early-access banner is dismissed — a device preference, kept on logout. */
  earlyAccessBannerDismissed: 'earlyAccessBannerDismissed',
  /** JSON {loggedIn: true, userType} — a hint for instant decisions (Post a Job); the server decides. */
  session: 'tradiehub.session',
} as const;

/** Device preferences survive logout; everything else in localStorage is account data. */
export const DEVICE_PREFERENCE_KEYS: readonly string[] = [
  STORAGE_KEYS.theme,
  STORAGE_KEYS.earlyAccessBannerDismissed,
];
