import { BROWSER_NETWORK_ID } from './builtInNetworks';
import { endpointBaseUrl } from './endpointBaseUrl';
import type { NetworkProfile } from './NetworkProfile';

/** What a network's home shows to fork it into a local sandbox (`npm run sandbox -- --fork …`). */
export interface ForkCommand {
  /** The sandbox CLI's command line. */
  readonly sandbox: string;
  /** The same behind `npm start` (environment variables). */
  readonly start: string;
  /** The profile's algod needs a token: the commands hold a placeholder for it, not the token. */
  readonly needsToken: boolean;
  /** The algod URL forked (what a fork in the Browser network reads too). */
  readonly algod: string;
  /** The indexer URL, when the profile has one. */
  readonly indexer?: string;
}

/** The placeholder the commands hold where the network's algod token goes. */
export const FORK_TOKEN_PLACEHOLDER = 'YOUR_ALGOD_TOKEN';

/**
 * The commands forking `profile` (its algod URL, and its indexer when it has one); undefined for
 * the sandbox networks themselves (the local sandbox and the Browser network).
 */
export function forkCommand(profile: NetworkProfile): ForkCommand | undefined {
  if (profile.id === 'sandbox' || profile.id === BROWSER_NETWORK_ID) return undefined;
  const algod = endpointBaseUrl(profile.algod);
  const indexer = profile.indexer === undefined ? undefined : endpointBaseUrl(profile.indexer);
  const needsToken = profile.algod.token !== '';
  const quote = (s: string) => (/^[\w:/.@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  const sandbox = [
    'npm run sandbox -- --fork',
    quote(algod),
    ...(needsToken ? ['--fork-token', FORK_TOKEN_PLACEHOLDER] : []),
    ...(indexer === undefined ? [] : ['--fork-indexer', quote(indexer)]),
  ].join(' ');
  const start = [
    `SEXTANT_FORK=${quote(algod)}`,
    ...(needsToken ? [`SEXTANT_FORK_TOKEN=${FORK_TOKEN_PLACEHOLDER}`] : []),
    ...(indexer === undefined ? [] : [`SEXTANT_FORK_INDEXER=${quote(indexer)}`]),
    'npm start',
  ].join(' ');
  return { sandbox, start, needsToken, algod, ...(indexer !== undefined && { indexer }) };
}
