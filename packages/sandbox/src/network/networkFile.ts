import { crc32, digest } from '#platform/crypto';
import type { Genesis } from '../genesis/Genesis';
import { isWalletFile } from '../kmd/WalletPersistence';
import { decodeFrame, encodeFrame } from '../store/blockFraming';
import type { BlockRecord } from '../store/BlockRecord';
import { NetworkFileError } from './NetworkFileError';
import type { NetworkSnapshot } from './NetworkSnapshot';

/** The first 8 bytes of every network file ("SXTNET", then \r\n\x1a as PNG does against text-mode mangling). */
const MAGIC = new Uint8Array([0x53, 0x58, 0x54, 0x4e, 0x45, 0x54, 0x0d, 0x1a]);
export const NETWORK_FILE_VERSION = 1;
const TRAILER = 32;

interface Meta {
  genesis: Genesis;
  keys: Array<{ address: string; secretKey: string }>;
  wallets: unknown[];
  blocks: number;
}

/**
 * A whole network as one file: `magic(8) ‖ u32 version ‖ section(meta JSON) ‖ section(blocks) ‖
 * sha512/256 of all before it`, a section being `u32 length ‖ u32 crc32 ‖ bytes`. The meta JSON
 * holds the genesis, the genesis keys (base64) and kmd's wallets as stored (sealed); the blocks
 * section is the block records framed exactly as the block stores keep them (each with its own
 * crc32). Node's data dir and the browser's IndexedDB export and import the same file.
 */
export function encodeNetworkFile(s: NetworkSnapshot): Uint8Array {
  const meta: Meta = {
    genesis: s.genesis,
    keys: s.keys.map((k) => ({ address: k.address, secretKey: base64(k.secretKey) })),
    wallets: s.wallets,
    blocks: s.records.length,
  };
  const frames = s.records.map(encodeFrame);
  const sections = [new TextEncoder().encode(JSON.stringify(meta)), Buffer.concat(frames)];
  const head = new Uint8Array(12);
  head.set(MAGIC, 0);
  new DataView(head.buffer).setUint32(8, NETWORK_FILE_VERSION, true);
  const parts: Uint8Array[] = [head];
  for (const bytes of sections) {
    const sectionHead = new Uint8Array(8);
    const view = new DataView(sectionHead.buffer);
    view.setUint32(0, bytes.length, true);
    view.setUint32(4, crc32(bytes), true);
    parts.push(sectionHead, bytes);
  }
  const body = Buffer.concat(parts);
  return new Uint8Array(Buffer.concat([body, digest('sha512-256', [body])]));
}

/** Reads and checks a network file; throws a NetworkFileError for anything not exactly right. */
export function decodeNetworkFile(file: Uint8Array): NetworkSnapshot {
  if (file.length < MAGIC.length + 4 || MAGIC.some((b, i) => file[i] !== b))
    throw new NetworkFileError('not-a-network');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const version = view.getUint32(8, true);
  if (version !== NETWORK_FILE_VERSION) throw new NetworkFileError('version', `version ${version}`);
  if (file.length < 12 + TRAILER) throw new NetworkFileError('damaged');
  const body = file.subarray(0, file.length - TRAILER);
  const sum = digest('sha512-256', [body]);
  if (sum.some((b, i) => file[body.length + i] !== b)) throw new NetworkFileError('damaged');
  let at = 12;
  const section = (): Uint8Array => {
    if (at + 8 > body.length) throw new NetworkFileError('damaged');
    const length = view.getUint32(at, true);
    const crc = view.getUint32(at + 4, true);
    if (at + 8 + length > body.length) throw new NetworkFileError('damaged');
    const bytes = body.subarray(at + 8, at + 8 + length);
    if (crc32(bytes) !== crc) throw new NetworkFileError('damaged');
    at += 8 + length;
    return bytes;
  };
  const metaBytes = section();
  const blocks = section();
  if (at !== body.length) throw new NetworkFileError('damaged', 'trailing bytes');
  let meta: Meta;
  try {
    meta = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(metaBytes)) as Meta;
  } catch (err) {
    throw new NetworkFileError('content', 'unreadable metadata', { cause: err });
  }
  const records: BlockRecord[] = [];
  for (let pos = 0; pos < blocks.length;) {
    const frame = decodeFrame(blocks, pos);
    if (frame === undefined) throw new NetworkFileError('content', `block record ${records.length + 1}`);
    records.push(frame.record);
    pos = frame.next;
  }
  return { ...checkMeta(meta, records.length), records };
}

function checkMeta(meta: Meta, blockCount: number): Omit<NetworkSnapshot, 'records'> {
  const g = meta.genesis as Partial<Genesis> | undefined;
  if (
    typeof g !== 'object' ||
    g === null ||
    !Array.isArray(g.alloc) ||
    typeof g.id !== 'string' ||
    typeof g.network !== 'string' ||
    typeof g.fees !== 'string' ||
    typeof g.rwd !== 'string'
  )
    throw new NetworkFileError('content', 'genesis');
  if (!Array.isArray(meta.keys) || !Array.isArray(meta.wallets))
    throw new NetworkFileError('content', 'keys or wallets');
  if (meta.blocks !== blockCount) throw new NetworkFileError('content', 'block count');
  const keys = meta.keys.map((k) => {
    const secretKey = typeof k?.secretKey === 'string' ? fromBase64(k.secretKey) : undefined;
    if (typeof k?.address !== 'string' || secretKey?.length !== 64)
      throw new NetworkFileError('content', 'genesis keys');
    return { address: k.address, secretKey };
  });
  const wallets = meta.wallets.filter(isWalletFile);
  if (wallets.length !== meta.wallets.length) throw new NetworkFileError('content', 'wallets');
  return { genesis: meta.genesis, keys, wallets };
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}
