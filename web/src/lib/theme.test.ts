import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import themeInitScript from '../../public/theme-init.js?raw';
import { getTheme, setTheme, toggleTheme } from './theme.ts';

/** Runs the file the way the browser does: as a classic <script>, before the app. */
function runThemeInitScript(): void {
  const script = document.createElement('script');
  script.textContent = themeInitScript;
  document.head.append(script);
  script.remove();
}

function fakeSystemDark(isDark: boolean): void {
  const matchMedia = vi.fn(() => ({
    matches: isDark,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
}

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('setTheme dark remembers both keys and puts the dark class on <html>', () => {
    setTheme('dark');
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('setTheme light remembers both keys and removes the dark class', () => {
    setTheme('dark');
    setTheme('light');
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('toggleTheme flips the remembered choice', () => {
    setTheme('light');
    toggleTheme();
    expect(getTheme()).toBe('dark');
    toggleTheme();
    expect(getTheme()).toBe('light');
  });

  it('when only the darkMode key is stored, follows it', () => {
    fakeSystemDark(false);
    localStorage.setItem('darkMode', 'true');
    expect(getTheme()).toBe('dark');
  });

  it('when nothing is stored, follows the operating system', () => {
    fakeSystemDark(true);
    expect(getTheme()).toBe('dark');
    fakeSystemDark(false);
    expect(getTheme()).toBe('light');
  });

  it('the pre-paint script applies the stored choice before the app loads', () => {
    localStorage.setItem('theme', 'dark');
    runThemeInitScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    document.documentElement.className = '';
    localStorage.clear();
    localStorage.setItem('darkMode', 'true');
    runThemeInitScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('the pre-paint script falls back to light when nothing is stored and the system says nothing', () => {
    runThemeInitScript();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
