import { afterEach, describe, expect, it } from 'vitest';
import { setTheme, themeReducer, toggleTheme } from './theme-slice';
import { applyTheme, getInitialTheme, saveTheme } from './theme-storage';

const media = (dark: boolean) => (query: string) => ({
  matches: query === '(prefers-color-scheme: dark)' && dark,
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('theme slice', () => {
  it('toggleTheme flips light and dark', () => {
    const dark = themeReducer({ mode: 'light' }, toggleTheme());
    expect(dark.mode).toBe('dark');
    expect(themeReducer(dark, toggleTheme()).mode).toBe('light');
  });

  it('setTheme sets the mode', () => {
    expect(themeReducer({ mode: 'light' }, setTheme('dark')).mode).toBe('dark');
  });
});

describe('initial theme', () => {
  it('uses the stored theme first', () => {
    localStorage.setItem('theme', 'dark');
    expect(getInitialTheme(localStorage, media(false))).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(getInitialTheme(localStorage, media(true))).toBe('light');
  });

  it('falls back to the OS preference, then light', () => {
    expect(getInitialTheme(localStorage, media(true))).toBe('dark');
    expect(getInitialTheme(localStorage, media(false))).toBe('light');
    expect(getInitialTheme(localStorage, undefined)).toBe('light');
    localStorage.setItem('theme', 'purple');
    expect(getInitialTheme(localStorage, media(true))).toBe('dark');
  });

  it("saves under 'theme' and applies the 'dark' class to the root", () => {
    saveTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    applyTheme('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
