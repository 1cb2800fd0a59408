export { ThemeToggle } from './components/theme-toggle';
export type { Theme, ThemeState } from './theme-slice';
export { setTheme, themeReducer, toggleTheme } from './theme-slice';
export { applyTheme, getInitialTheme, saveTheme } from './theme-storage';
