import { describe, expect, it } from 'vitest';
import { ARC19_MESSAGES, isArc19, resolveArc19 } from './resolveArc19';

// ARC-19 "Deployed Testnet Example": the reserve address holding the digest of an existing
// version 0, dag-pb CID.
const RESERVE = 'EEQYWGGBHRDAMTEVDPVOSDVX3HJQIG6K6IVNR3RXHYOHV64ZWAEISS4CTI';
const CID_V0 = 'QmQZyq4b89RfaUw8GESPd2re4hJqB8bnm4kVHNtyQrHnnK';

describe('resolveArc19', () => {
  it('makes ARC-19’s own example CID from its reserve address, the path kept', () => {
    expect(resolveArc19('template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}', RESERVE)).toEqual({
      ok: true,
      url: `ipfs://${CID_V0}`,
      cid: CID_V0,
    });
    const withPath = resolveArc19('template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}/arc3.json', RESERVE);
    expect(withPath.ok && withPath.url).toBe(`ipfs://${CID_V0}/arc3.json`);
  });

  it('makes version 1 CIDs in base32, for raw and dag-pb content', () => {
    const raw = resolveArc19('template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', RESERVE);
    const pb = resolveArc19('template-ipfs://{ipfscid:1:dag-pb:reserve:sha2-256}', RESERVE);
    // the same digest under another codec: another CID, both base32 ("b…")
    expect(raw.ok && raw.cid.startsWith('bafkrei')).toBe(true);
    expect(pb.ok && pb.cid.startsWith('bafybei')).toBe(true);
  });

  it('says why a template cannot be made whole', () => {
    expect(isArc19('template-ipfs://x')).toBe(true);
    expect(isArc19('ipfs://x')).toBe(false);
    expect(resolveArc19('template-ipfs://QmX', RESERVE)).toEqual({
      ok: false,
      problem: ARC19_MESSAGES.template,
    });
    expect(resolveArc19('template-ipfs://{ipfscid:1:raw:manager:sha2-256}', RESERVE)).toEqual({
      ok: false,
      problem: ARC19_MESSAGES.field('manager'),
    });
    expect(resolveArc19('template-ipfs://{ipfscid:1:dag-cbor:reserve:sha2-256}', RESERVE)).toEqual({
      ok: false,
      problem: ARC19_MESSAGES.codec('dag-cbor'),
    });
    expect(resolveArc19('template-ipfs://{ipfscid:1:raw:reserve:sha3-256}', RESERVE)).toEqual({
      ok: false,
      problem: ARC19_MESSAGES.hash('sha3-256'),
    });
    expect(resolveArc19('template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', undefined)).toEqual({
      ok: false,
      problem: ARC19_MESSAGES.noReserve,
    });
    // a version 0 CID is dag-pb only (IPFS)
    const v0raw = resolveArc19('template-ipfs://{ipfscid:0:raw:reserve:sha2-256}', RESERVE);
    expect(v0raw.ok).toBe(false);
  });
});
