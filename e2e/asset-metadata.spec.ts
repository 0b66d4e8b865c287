import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import algosdk from 'algosdk';
import { ASSET_LABELS } from '../apps/web/src/features/assets/assetLabels';
import { SETTINGS_LABELS } from '../apps/web/src/features/settings/settingsLabels';
import { ComposeLedger } from './support/composeLedger';
import { expect, test } from './support/fixtures';

const L = ASSET_LABELS.metadata;
// ARC-19's own example: this reserve address is the digest of the CID below (v0, dag-pb).
const RESERVE = 'EEQYWGGBHRDAMTEVDPVOSDVX3HJQIG6K6IVNR3RXHYOHV64ZWAEISS4CTI';
const CID = 'QmQZyq4b89RfaUw8GESPd2re4hJqB8bnm4kVHNtyQrHnnK';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const FILE = Buffer.from(
  JSON.stringify({
    name: 'Harbour at dawn',
    description: 'A picture, ARC-3.',
    image: 'harbour.png',
    image_mimetype: 'image/png',
    external_url: 'https://example.org/art/{id}',
    properties: { artist: 'Ada', edition: 1 },
  }),
);

let ledger: ComposeLedger;
let host: Server;
let hostUrl: string;
const asked: string[] = [];

test.beforeAll(async ({ sandbox }) => {
  ledger = await ComposeLedger.connect(sandbox);
  // another host on this computer, serving an ARC-3 file and its image as a web host would (CORS)
  host = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.setHeader('access-control-allow-origin', '*');
    if (req.url?.endsWith('.json')) res.writeHead(200, { 'content-type': 'application/json' }).end(FILE);
    else if (req.url?.endsWith('.png')) res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

async function createAsset(params: {
  name: string;
  url: string;
  metadataHash?: Uint8Array;
  reserve?: string;
  note?: unknown;
}): Promise<bigint> {
  const f = ledger.funder.addr;
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: f,
    total: 1n,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'ART',
    assetName: params.name,
    assetURL: params.url,
    manager: f,
    reserve: params.reserve ?? f,
    ...(params.metadataHash !== undefined && { assetMetadataHash: params.metadataHash }),
    ...(params.note !== undefined && { note: new TextEncoder().encode(JSON.stringify(params.note)) }),
    suggestedParams: await ledger.params(),
  });
  const [done] = await ledger.send([txn], [ledger.funder]);
  const id = done?.assetIndex;
  if (id === undefined) throw new Error('no asset made');
  return id;
}

test('ARC-3: the file read from its host only on request, checked against the metadata hash, its image shown', async ({
  page,
}) => {
  const id = await createAsset({
    name: 'Harbour',
    url: `${hostUrl}/meta/{id}.json#arc3`,
    metadataHash: createHash('sha256').update(FILE).digest(),
  });
  await page.goto(`/sandbox/asset/${String(id)}`);
  const panel = page.getByTestId('asset-metadata');
  await expect(panel.getByTestId('asset-standards')).toHaveText(`${L.standards}ARC-3`);
  await expect(panel.getByTestId('asset-metadata-arc3')).toContainText(`${hostUrl}/meta/${String(id)}.json`);
  // nothing asked of the other host until the person chooses to
  expect(asked).toEqual([]);
  const host = new URL(hostUrl).host;
  await panel.getByRole('button', { name: L.load(host) }).click();
  const file = panel.getByTestId('asset-metadata-file');
  await expect(file).toContainText('Harbour at dawn');
  await expect(file).toContainText(`https://example.org/art/${String(id)}`);
  await expect(file.getByTestId('asset-metadata-properties')).toHaveText('artistAdaedition1');
  await expect(panel.getByTestId('asset-metadata-hash')).toHaveAttribute('data-kind', 'matches');
  expect(asked).toEqual([`/meta/${String(id)}.json`]);
  // the image, relative to the file: fetched on request, shown from a blob
  await file.getByRole('button', { name: L.showImage(host) }).click();
  const image = file.getByTestId('asset-metadata-image');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(asked).toEqual([`/meta/${String(id)}.json`, '/meta/harbour.png']);

  // a hash that is not the file's is said so
  const wrong = await createAsset({
    name: 'Forged',
    url: `${hostUrl}/meta/{id}.json#arc3`,
    metadataHash: new Uint8Array(32).fill(7),
  });
  await page.goto(`/sandbox/asset/${String(wrong)}`);
  await page.getByRole('button', { name: L.load(host) }).click();
  await expect(page.getByTestId('asset-metadata-hash')).toHaveAttribute('data-kind', 'differs');
  await expect(page.getByTestId('asset-metadata-hash')).toContainText(L.hash.differs['sha-256']);

  // a host that does not have the file: said, with a way to ask again
  const gone = await createAsset({ name: 'Gone', url: `${hostUrl}/gone#arc3` });
  await page.goto(`/sandbox/asset/${String(gone)}`);
  await page.getByRole('button', { name: L.load(host) }).click();
  await expect(page.getByTestId('asset-metadata-arc3').getByRole('alert')).toContainText('404');
  await expect(page.getByRole('button', { name: L.retry })).toBeVisible();

  // chosen once in the settings: the file and its image are read as the page opens
  await page.goto('/settings');
  await page.getByLabel(SETTINGS_LABELS.assetMediaAuto).check();
  asked.length = 0;
  await page.goto(`/sandbox/asset/${String(id)}`);
  await expect(page.getByTestId('asset-metadata-file')).toContainText('Harbour at dawn');
  await expect(page.getByTestId('asset-metadata-image')).toHaveAttribute('src', /^blob:/);
  await expect(page.getByTestId('asset-metadata-hash')).toHaveAttribute('data-kind', 'matches');
  expect(asked.sort()).toEqual([`/meta/${String(id)}.json`, '/meta/harbour.png']);
  await page.goto('/settings');
  await expect(page.getByLabel(SETTINGS_LABELS.assetMediaAuto)).toBeChecked();
  await page.getByLabel(SETTINGS_LABELS.assetMediaAuto).uncheck();
});

test('ARC-69: the latest configuration’s note, read from the indexer; ARC-19: the URL made from the reserve address', async ({
  page,
}) => {
  const id = await createAsset({
    name: 'Song',
    url: 'ipfs://QmSong#v',
    note: { standard: 'arc69', description: 'first take', properties: { bpm: 90 } },
  });
  // the manager sets newer metadata with a configuration; a later one with a plain note changes nothing
  const f = ledger.funder.addr;
  const reconfigure = async (note: string) => {
    const txn = algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: f,
      assetIndex: id,
      manager: f,
      reserve: f,
      strictEmptyAddressChecking: false,
      note: new TextEncoder().encode(note),
      suggestedParams: await ledger.params(),
    });
    const [done] = await ledger.send([txn], [ledger.funder]);
    return done?.confirmedRound;
  };
  const round = await reconfigure(
    JSON.stringify({
      standard: 'arc69',
      description: 'final mix',
      media_url: 'ipfs://QmSong/mix.mp4#v',
      properties: { bpm: 92 },
    }),
  );
  await reconfigure('just a note');
  await page.goto(`/sandbox/asset/${String(id)}`);
  const onChain = page.getByTestId('asset-metadata-arc69');
  await expect(onChain).toContainText(L.onChain(String(round)));
  await expect(onChain).toContainText('final mix');
  await expect(onChain.getByTestId('asset-metadata-properties')).toHaveText('bpm92');
  await expect(page.getByTestId('asset-standards')).toHaveText(`${L.standards}ARC-69`);

  const arc19 = await createAsset({
    name: 'Mutable',
    url: 'template-ipfs://{ipfscid:0:dag-pb:reserve:sha2-256}/arc3.json#arc3',
    reserve: RESERVE,
  });
  await page.goto(`/sandbox/asset/${String(arc19)}`);
  await expect(page.getByTestId('asset-standards')).toHaveText(`${L.standards}ARC-3ARC-19`);
  await expect(page.getByTestId('asset-metadata-arc19')).toContainText(`ipfs://${CID}/arc3.json`);
  // ARC-3's file through IPFS's gateway (not reached from this machine: only named)
  await expect(page.getByRole('button', { name: L.load('ipfs.algonode.xyz') })).toBeVisible();

  // an asset following none shows no metadata panel
  const plain = await ledger.createAsset(0, 'PLN');
  // (once its configurations have been read: the panel comes after the page is live)
  const configsRead = page.waitForResponse(
    (r) => r.url().includes(`/v2/assets/${String(plain)}/transactions`) && r.url().includes('tx-type=acfg'),
  );
  await page.goto(`/sandbox/asset/${String(plain)}`);
  await configsRead;
  await expect(page.getByTestId('param-asset-id')).toBeVisible();
  await expect(page.getByTestId('asset-metadata')).toHaveCount(0);
});
