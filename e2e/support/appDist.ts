import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built app e2e serves. SEXTANT_E2E_DIST lets several builds run side by side (each its own outDir). */
export const APP_DIST =
  process.env['SEXTANT_E2E_DIST'] ?? join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
