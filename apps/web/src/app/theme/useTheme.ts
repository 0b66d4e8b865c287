import { useContext } from 'react';
import { ThemeContext, type ThemeValue } from './ThemeContext';

export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (value === null) throw new Error('useTheme needs a ThemeProvider above it');
  return value;
}
