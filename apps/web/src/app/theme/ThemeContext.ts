import { createContext } from 'react';
import type { ThemePreference } from './ThemePreference';

export interface ThemeValue {
  preference: ThemePreference;
  /** What is on screen: the preference, with 'system' resolved through prefers-color-scheme. */
  resolved: 'light' | 'dark';
  setPreference(preference: ThemePreference): void;
}

export const ThemeContext = createContext<ThemeValue | null>(null);
