import { actionCreator } from '../../lib/action';

export type Theme = 'light' | 'dark';

export interface ThemeState {
  mode: Theme;
}

export const toggleTheme = actionCreator('theme/toggleTheme');
export const setTheme = actionCreator<Theme>('theme/setTheme');

export function themeReducer(state: ThemeState = { mode: 'light' }, action: { type: string }): ThemeState {
  if (toggleTheme.match(action)) return { mode: state.mode === 'dark' ? 'light' : 'dark' };
  if (setTheme.match(action)) return { mode: action.payload };
  return state;
}
