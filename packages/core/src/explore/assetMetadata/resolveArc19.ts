import algosdk from 'algosdk';
import { CID } from 'multiformats/cid';
import * as Digest from 'multiformats/hashes/digest';

/** ARC-19's URL: a `template-ipfs://` scheme with an `ipfscid` template in the CID's place. */
const TEMPLATE = /^template-ipfs:\/\/\{ipfscid:(\d+):([a-z0-9-]+):([a-z]+):([a-z0-9-]+)\}(.*)$/;

/** The multicodecs and hash functions ARC-19 requires a client to know (codes from the multicodec table). */
const CODECS: Record<string, number> = { raw: 0x55, 'dag-pb': 0x70 };
const HASHES: Record<string, number> = { 'sha2-256': 0x12 };

export type Arc19Url = { ok: true; url: string; cid: string } | { ok: false; problem: string };

export const ARC19_MESSAGES = {
  template: 'The URL is not an ARC-19 template: template-ipfs://{ipfscid:<version>:<codec>:reserve:<hash>}.',
  field: (field: string) => `ARC-19 takes the content hash from the reserve address, not "${field}".`,
  codec: (codec: string) => `The multicodec "${codec}" is not one ARC-19 requires (raw, dag-pb).`,
  hash: (hash: string) => `The hash type "${hash}" is not one ARC-19 requires (sha2-256).`,
  noReserve: 'The asset has no reserve address to take the content hash from.',
  cid: (why: string) => `No CID can be made from it: ${why}`,
} as const;

/** Whether an asset URL follows ARC-19 (its scheme starts `template-`). */
export const isArc19 = (url: string | undefined): boolean => url?.startsWith('template-') === true;

/**
 * An ARC-19 asset URL → the `ipfs://` URL it stands for: the CID is made of the reserve address's
 * 32 bytes as the digest, with the version, multicodec and hash type the template names (a version
 * 0 CID must be dag-pb over sha2-256, as IPFS defines it); the rest of the URL follows as written.
 */
export function resolveArc19(url: string, reserve: string | undefined): Arc19Url {
  const m = TEMPLATE.exec(url);
  if (m === null) return { ok: false, problem: ARC19_MESSAGES.template };
  const [, version, codec, field, hash, rest] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (field !== 'reserve') return { ok: false, problem: ARC19_MESSAGES.field(field) };
  const codecCode = CODECS[codec];
  if (codecCode === undefined) return { ok: false, problem: ARC19_MESSAGES.codec(codec) };
  const hashCode = HASHES[hash];
  if (hashCode === undefined) return { ok: false, problem: ARC19_MESSAGES.hash(hash) };
  if (reserve === undefined || !algosdk.isValidAddress(reserve))
    return { ok: false, problem: ARC19_MESSAGES.noReserve };
  try {
    const digest = Digest.create(hashCode, algosdk.decodeAddress(reserve).publicKey);
    const cid = CID.create(Number(version) as 0 | 1, codecCode, digest).toString();
    return { ok: true, url: `ipfs://${cid}${rest}`, cid };
  } catch (e) {
    return { ok: false, problem: ARC19_MESSAGES.cid(e instanceof Error ? e.message : String(e)) };
  }
}
