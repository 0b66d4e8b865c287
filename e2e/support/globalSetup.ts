import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { referenceDir } from '../../scripts/referenceDir';
import { APP_DIST } from './appDist';

/**
 * The one truly global step: refuse to start without a built app or the reference data. Each worker starts its own
 * sandbox and serves the app pointed at it (support/fixtures.ts, the `stack` worker fixture).
 */
export default function globalSetup(): void {
  // The contract lab's specs read the reference data in place: without it, one message.
  referenceDir();
  if (!existsSync(join(APP_DIST, 'index.html'))) {
    throw new Error(`No built app at ${APP_DIST}: run \`npm run build\` first (npm run test:e2e does).`);
  }
}
