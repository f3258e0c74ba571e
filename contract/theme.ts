/**
 * The visitor's explicit theme choice, mirrored from localStorage into a cookie so the server can
 * paint a page in it before any script runs; without a choice the stylesheet follows the system.
 */
export const THEME_COOKIE = 'theme';
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
/** The browser's toolbar colour (`<meta name="theme-color">`) in each theme. */
export const THEME_COLORS: Record<Theme, string> = { light: '#faf7f2', dark: '#14110d' };
