import type { LogLevel } from 'vite';

/**
 * The builds' log level: Vite's default (`info`: every chunk and its size), or what
 * `SEXTANT_BUILD_LOG_LEVEL` says. `npm start` sets `warn` (warnings and errors only, no chunk
 * tables) unless given `--verbose`.
 */
export function buildLogLevel(): LogLevel {
  const level = process.env['SEXTANT_BUILD_LOG_LEVEL'];
  if (level === undefined || level === '') return 'info';
  if (level === 'info' || level === 'warn' || level === 'error' || level === 'silent') return level;
  throw new Error(`SEXTANT_BUILD_LOG_LEVEL must be info, warn, error or silent, not ${level}`);
}
