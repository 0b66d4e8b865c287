/**
 * What an asset's metadata file says, as a page shows it, whichever standard it came by (ARC-3's
 * JSON file, ARC-69's note). URIs are as the file gives them, `{id}` replaced and relative ones
 * resolved; none is fetched here.
 */
export interface NftMetadata {
  name?: string;
  description?: string;
  /** ARC-3 `image`; ARC-69 `media_url`. */
  image?: string;
  /** ARC-3 `image_mimetype`; ARC-69 `mime_type`. */
  imageMimetype?: string;
  animationUrl?: string;
  externalUrl?: string;
  /** Properties as name → text (nested values as JSON); ARC-69's deprecated `attributes` too. */
  properties: [string, string][];
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Properties in both forms ARC-69 asks clients to read: the simple object, and `attributes` (trait_type / value). */
export function propertiesOf(json: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  const props = json['properties'];
  if (typeof props === 'object' && props !== null && !Array.isArray(props))
    for (const [k, v] of Object.entries(props)) out.push([k, shown(v)]);
  const attributes = json['attributes'];
  if (Array.isArray(attributes))
    for (const a of attributes)
      if (typeof a === 'object' && a !== null && 'trait_type' in a)
        out.push([
          shown((a as Record<string, unknown>)['trait_type']),
          shown((a as Record<string, unknown>)['value']),
        ]);
  return out;
}

/** The fields both standards share, under their own names. */
export function metadataOf(
  json: Record<string, unknown>,
  names: { image: string; mimetype: string },
  uri: (u: string) => string = (u) => u,
): NftMetadata {
  const out: NftMetadata = { properties: propertiesOf(json) };
  const set = <K extends keyof NftMetadata>(key: K, v: NftMetadata[K] | undefined) => {
    if (v !== undefined) out[key] = v;
  };
  set('name', text(json['name']));
  set('description', text(json['description']));
  const image = text(json[names.image]);
  set('image', image === undefined ? undefined : uri(image));
  set('imageMimetype', text(json[names.mimetype]));
  const animation = text(json['animation_url']);
  set('animationUrl', animation === undefined ? undefined : uri(animation));
  const external = text(json['external_url']);
  set('externalUrl', external === undefined ? undefined : uri(external));
  return out;
}
