import algosdk from 'algosdk';
import { base32 } from '../util/base32';
import { sha512_256 } from '../util/sha512_256';

/** One entry of `/genesis` `alloc`, as algod prints it (bytes as base64). */
export interface GenesisAllocation {
  addr: string;
  comment?: string;
  state: {
    algo: number;
    onl?: number;
    sel?: string;
    vote?: string;
    stprf?: string;
    voteFst?: number;
    voteLst?: number;
    voteKD?: number;
  };
}

/** The genesis document, in the JSON form algod serves at `/genesis`. */
export interface Genesis {
  alloc: GenesisAllocation[];
  devmode?: boolean;
  fees: string;
  id: string;
  network: string;
  proto: string;
  rwd: string;
  timestamp: number;
  comment?: string;
}

export const FEE_SINK = 'A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE';
export const REWARDS_POOL = '7777777777777777777777777777777777777777777777777774MSJUVU';

/** `<network>-<id>`, e.g. `sandnet-v1`. */
export function genesisId(g: Genesis): string {
  return `${g.network}-${g.id}`;
}

const BYTE_FIELDS = new Set(['sel', 'vote', 'stprf']);

/**
 * algod's genesis hash: SHA-512/256 of "GE" ‖ canonical msgpack of the genesis struct (zero values
 * omitted, keys sorted, participation keys as bytes). Checked against TestNet's published hash.
 */
export function genesisHash(g: Genesis): Uint8Array {
  const alloc = g.alloc.map((a) => {
    const state: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a.state)) {
      if (v === undefined || v === 0 || v === '') continue;
      state[k] = BYTE_FIELDS.has(k) ? new Uint8Array(Buffer.from(v as string, 'base64')) : v;
    }
    const entry: Record<string, unknown> = { addr: a.addr, state };
    if (a.comment) entry.comment = a.comment;
    return entry;
  });
  const obj: Record<string, unknown> = { ...g, alloc };
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === '' || v === 0 || v === false) delete obj[k];
  }
  return sha512_256(new TextEncoder().encode('GE'), algosdk.msgpackRawEncode(obj));
}

/** The genesis hash as algod prints it in `/versions` (base64) and in `/genesis`-derived ids. */
export function genesisHashB64(g: Genesis): string {
  return Buffer.from(genesisHash(g)).toString('base64');
}

/** The genesis hash in base32, as in go-algorand's `genesis.json.hash` files. */
export function genesisHashB32(g: Genesis): string {
  return base32(genesisHash(g));
}
