import { metadataOf, type NftMetadata } from './NftMetadata';

export type Arc3File = { ok: true; metadata: NftMetadata } | { ok: false; problem: string };

export const ARC3_FILE_MESSAGES = {
  notJson: 'The file is not JSON.',
  notObject: 'The file is JSON but not an object.',
} as const;

/**
 * An ARC-3 JSON metadata file (its bytes as served) → what it says. `{id}` in its URIs becomes the
 * asset id, and a URI without `:` is relative to the metadata's own URL (ARC-3).
 */
export function readArc3File(file: Uint8Array, assetId: bigint, fileUrl: string): Arc3File {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(file));
  } catch {
    return { ok: false, problem: ARC3_FILE_MESSAGES.notJson };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, problem: ARC3_FILE_MESSAGES.notObject };
  const uri = (u: string) => {
    const withId = u.replaceAll('{id}', String(assetId));
    if (withId.includes(':')) return withId;
    try {
      return new URL(withId, fileUrl).toString();
    } catch {
      return withId;
    }
  };
  return {
    ok: true,
    metadata: metadataOf(
      json as Record<string, unknown>,
      { image: 'image', mimetype: 'image_mimetype' },
      uri,
    ),
  };
}
