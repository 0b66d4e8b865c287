import { decodeBase64 } from '../../txn/decodeBytesText';
import { metadataOf, type NftMetadata } from './NftMetadata';

/**
 * An asset configuration's note (base64) → its ARC-69 metadata, when the note is a JSON object whose
 * `standard` is `arc69`; undefined otherwise (ARC-69 reads the most recent configuration whose note
 * holds valid ARC-69 metadata, so a note of another kind is skipped, not an error).
 */
export function readArc69(noteBase64: string | undefined): NftMetadata | undefined {
  if (noteBase64 === undefined || noteBase64 === '') return undefined;
  const bytes = decodeBase64(noteBase64);
  if (bytes === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const record = json as Record<string, unknown>;
  if (record['standard'] !== 'arc69') return undefined;
  return metadataOf(record, { image: 'media_url', mimetype: 'mime_type' });
}

/**
 * The asset's configurations, oldest first (as the indexer lists them) → the latest ARC-69
 * metadata, with the round it was set in.
 */
export function latestArc69(
  configs: readonly { note?: string; round?: bigint }[],
): { metadata: NftMetadata; round?: bigint } | undefined {
  for (let i = configs.length - 1; i >= 0; i--) {
    const c = configs[i];
    const metadata = readArc69(c?.note);
    if (metadata !== undefined) return { metadata, ...(c?.round !== undefined && { round: c.round }) };
  }
  return undefined;
}
