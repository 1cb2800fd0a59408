import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, getInitialTheme, saveTheme } from './theme-storage';
import { startTheme, theme } from './theme-store';

const media = (dark: boolean) => (query: string) => ({
  matches: query === '(prefers-color-scheme: dark)' && dark,
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('theme store', () => {
  it('starts from the saved theme, toggles light and dark, and saves and applies each change', () => {
    localStorage.setItem('theme', 'dark');
    startTheme();
    expect(theme.get()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    theme.toggle();
    expect(theme.get()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    theme.set('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
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
