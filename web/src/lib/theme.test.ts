import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTheme, setTheme, startTheme, toggleTheme } from './theme.ts';

const themeCookie = () => /(?:^|; )theme=(\w+)/.exec(document.cookie)?.[1];

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

  it('tells the server the choice in a cookie, so the next page arrives painted in it', () => {
    setTheme('dark');
    expect(themeCookie()).toBe('dark');
    setTheme('light');
    expect(themeCookie()).toBe('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('at start, follows the stored choice and hands it to the server; without one, follows the system and sets no cookie', () => {
    fakeSystemDark(false);
    localStorage.setItem('darkMode', 'true');
    startTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(themeCookie()).toBe('dark');

    localStorage.clear();
    fakeSystemDark(true);
    startTheme();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(themeCookie()).toBeUndefined();
  });
});
