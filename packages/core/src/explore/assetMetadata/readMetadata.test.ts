import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../txn/decodeBytesText';
import { assetStandards, fetchableUrl } from './assetStandards';
import { latestArc69, readArc69 } from './readArc69';
import { readArc3File } from './readArc3File';

const note = (v: unknown) =>
  bytesToBase64(new TextEncoder().encode(typeof v === 'string' ? v : JSON.stringify(v)));
const RESERVE = 'EEQYWGGBHRDAMTEVDPVOSDVX3HJQIG6K6IVNR3RXHYOHV64ZWAEISS4CTI';

describe('ARC-69', () => {
  it('reads a note whose standard is arc69: media, properties and the deprecated attributes', () => {
    const m = readArc69(
      note({
        standard: 'arc69',
        description: 'A song',
        media_url: 'ipfs://Qm/song.mp4#v',
        mime_type: 'video/mp4',
        external_url: 'https://example.org',
        properties: { Bass: 'Groovy', Level: 3, Nested: { a: 1 } },
        attributes: [{ trait_type: 'Mood', value: 'calm' }],
      }),
    );
    expect(m).toEqual({
      description: 'A song',
      image: 'ipfs://Qm/song.mp4#v',
      imageMimetype: 'video/mp4',
      externalUrl: 'https://example.org',
      properties: [
        ['Bass', 'Groovy'],
        ['Level', '3'],
        ['Nested', '{"a":1}'],
        ['Mood', 'calm'],
      ],
    });
  });

  it('skips notes of another kind, and takes the most recent ARC-69 one', () => {
    expect(readArc69(note({ standard: 'arc3' }))).toBeUndefined();
    expect(readArc69(note('not json'))).toBeUndefined();
    expect(readArc69(note([1, 2]))).toBeUndefined();
    expect(readArc69(undefined)).toBeUndefined();
    const latest = latestArc69([
      { note: note({ standard: 'arc69', description: 'first' }), round: 5n },
      { note: note({ standard: 'arc69', description: 'second' }), round: 9n },
      // a later configuration without ARC-69 metadata (a role change, a plain note) changes nothing
      { round: 12n },
      { note: note('hello'), round: 14n },
    ]);
    expect(latest).toEqual({ metadata: { description: 'second', properties: [] }, round: 9n });
    expect(latestArc69([{ round: 3n }])).toBeUndefined();
  });
});

describe('ARC-3 files', () => {
  it('replaces {id} and resolves URIs without a colon against the file’s own URL', () => {
    const file = new TextEncoder().encode(
      JSON.stringify({
        name: 'Pic',
        image: 'images/{id}.png',
        image_mimetype: 'image/png',
        external_url: 'https://example.org/{id}',
        properties: { size: 'L' },
      }),
    );
    expect(readArc3File(file, 42n, 'https://host.example/meta/42.json')).toEqual({
      ok: true,
      metadata: {
        name: 'Pic',
        image: 'https://host.example/meta/images/42.png',
        imageMimetype: 'image/png',
        externalUrl: 'https://example.org/42',
        properties: [['size', 'L']],
      },
    });
    expect(readArc3File(new TextEncoder().encode('nope'), 1n, 'https://h/x').ok).toBe(false);
    expect(readArc3File(new TextEncoder().encode('[1]'), 1n, 'https://h/x').ok).toBe(false);
  });
});

describe('assetStandards', () => {
  it('recognises ARC-3 by its name or its URL’s #arc3, and gives the file’s URL', () => {
    expect(assetStandards({ id: 7n, name: 'Pic', url: 'https://h/{id}.json#arc3' })).toEqual({
      arc3: true,
      arc19: false,
      metadataUrl: 'https://h/7.json',
    });
    expect(assetStandards({ id: 7n, name: 'Pic@arc3', url: 'https://h/m.json' }).metadataUrl).toBe(
      'https://h/m.json',
    );
    expect(assetStandards({ id: 7n, name: 'arc3', url: 'ipfs://Qm' }).arc3).toBe(true);
    expect(assetStandards({ id: 7n, name: 'Coin', url: 'https://coin.example' })).toEqual({
      arc3: false,
      arc19: false,
    });
  });

  it('resolves an ARC-19 URL, and reads an ARC-3 file through it', () => {
    const s = assetStandards({
      id: 7n,
      name: 'Pic',
      url: 'template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}/arc3.json#arc3',
      reserve: RESERVE,
    });
    const url = 'ipfs://QmQZyq4b89RfaUw8GESPd2re4hJqB8bnm4kVHNtyQrHnnK/arc3.json';
    expect(s).toEqual({ arc3: true, arc19: true, arc19Url: { ok: true, url }, metadataUrl: url });
    expect(
      assetStandards({ id: 7n, url: 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}' }).arc19Url?.ok,
    ).toBe(false);
  });

  it('reads ipfs through the gateway, http(s) as is, and nothing else', () => {
    expect(fetchableUrl('ipfs://Qm/a.json')).toBe('https://ipfs.algonode.xyz/ipfs/Qm/a.json');
    expect(fetchableUrl('ipfs://ipfs/Qm')).toBe('https://ipfs.algonode.xyz/ipfs/Qm');
    expect(fetchableUrl('https://h/a')).toBe('https://h/a');
    expect(fetchableUrl('javascript:alert(1)')).toBeUndefined();
    expect(fetchableUrl('https://[not a host')).toBeUndefined();
  });
});
