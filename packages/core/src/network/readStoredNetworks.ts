import { parseJson } from '../json/parseJson';
import { type EndpointFormValues, type NetworkFormValues } from './NetworkFormValues';
import type { NetworkProfile } from './NetworkProfile';
import { STORED_NETWORKS_MESSAGES as M } from './storedNetworksMessages';
import { validateNetworkForm } from './validateNetworkForm';

/** The versioned shape written to storage: the form's own strings, so reading re-runs the form's rules. */
export interface StoredNetworks {
  version: 1;
  networks: NetworkFormValues[];
}

export interface StoredNetworksResult {
  networks: NetworkProfile[];
  /** One message per thing that had to be dropped; empty when storage was fine. */
  problems: string[];
  /** True when storage must be rewritten with `networks` because something was dropped. */
  repaired: boolean;
}

/**
 * Reads saved custom networks. Nothing stored is trusted: each entry goes through the same
 * validation as the form, and an entry (or a whole value) that fails is dropped and reported.
 */
export function readStoredNetworks(raw: string | null): StoredNetworksResult {
  if (raw === null) return { networks: [], problems: [], repaired: false };
  let parsed: unknown;
  try {
    parsed = parseJson(raw);
  } catch {
    return { networks: [], problems: [M.unreadable], repaired: true };
  }
  if (!isRecord(parsed) || parsed.version !== 1 || !Array.isArray(parsed.networks)) {
    return { networks: [], problems: [M.unreadable], repaired: true };
  }
  const networks: NetworkProfile[] = [];
  const problems: string[] = [];
  parsed.networks.forEach((entry: unknown, index) => {
    const label = isRecord(entry) && typeof entry.name === 'string' ? `“${entry.name}”` : `#${index + 1}`;
    const values = toFormValues(entry);
    if (values === undefined) {
      problems.push(M.entryDropped(label, 'missing fields'));
      return;
    }
    const result = validateNetworkForm(
      values,
      networks.map((n) => n.id),
    );
    if (result.ok) {
      networks.push(result.profile);
    } else {
      const [field, message] = Object.entries(result.errors)[0] ?? ['', ''];
      problems.push(M.entryDropped(label, `${field}: ${message}`));
    }
  });
  return { networks, problems, repaired: problems.length > 0 };
}

function toFormValues(entry: unknown): NetworkFormValues | undefined {
  if (!isRecord(entry) || typeof entry.name !== 'string') return undefined;
  const algod = toEndpoint(entry.algod);
  const indexer = toEndpoint(entry.indexer);
  const kmd = toEndpoint(entry.kmd);
  if (algod === undefined || indexer === undefined || kmd === undefined) return undefined;
  return { name: entry.name, algod, indexer, kmd };
}

function toEndpoint(value: unknown): EndpointFormValues | undefined {
  if (!isRecord(value)) return undefined;
  const { url, port, pathPrefix, token, tokenHeader } = value;
  if ([url, port, pathPrefix, token, tokenHeader].some((f) => typeof f !== 'string')) return undefined;
  return { url, port, pathPrefix, token, tokenHeader } as EndpointFormValues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
