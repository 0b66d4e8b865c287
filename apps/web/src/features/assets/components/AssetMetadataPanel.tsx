import type { AssetView } from '@sextant/core/explore/AssetView';
import { checkArc3Hash } from '@sextant/core/explore/assetMetadata/arc3Hash';
import { assetStandards, fetchableUrl } from '@sextant/core/explore/assetMetadata/assetStandards';
import { fetchRemote } from '@sextant/core/explore/assetMetadata/fetchRemote';
import { loadLatestArc69 } from '@sextant/core/explore/assetMetadata/loadLatestArc69';
import type { NftMetadata } from '@sextant/core/explore/assetMetadata/NftMetadata';
import { readArc3File } from '@sextant/core/explore/assetMetadata/readArc3File';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Button } from '../../../ui/Button';
import { DataList } from '../../../ui/DataList';
import { ExternalLink } from '../../../ui/ExternalLink';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { readQuery } from '../../explore/queries/readQuery';
import { ASSET_LABELS } from '../assetLabels';
import { readAssetMediaAuto } from '../assetMediaPreference';

const L = ASSET_LABELS.metadata;
const hostOf = (url: string) => new URL(url).host;
const subtitle = 'text-xs font-semibold tracking-wide text-muted uppercase';

/** A file another host serves, asked for only on the person's click (a query keyed under the asset). */
function useRemoteFile(assetId: bigint, url: string | undefined, asked: boolean) {
  const network = useActiveNetwork().id;
  return useQuery({
    queryKey: queryKeys.ledger.asset(network, assetId, 'remote-file', url ?? ''),
    queryFn: ({ signal }) => fetchRemote(url ?? '', signal),
    enabled: asked && url !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** A metadata image: fetched on request and shown from a blob (the page loads no image from elsewhere). */
function RemoteImage({ assetId, uri, alt }: { assetId: bigint; uri: string; alt: string }) {
  const url = fetchableUrl(uri);
  const [asked, setAsked] = useState(readAssetMediaAuto);
  const file = useRemoteFile(assetId, url, asked);
  const image = file.data !== undefined && file.data.type.startsWith('image/') ? file.data : undefined;
  // the image's bytes as a blob URL while shown (let go when it changes or the panel goes)
  const src = useMemo(
    () =>
      image === undefined
        ? undefined
        : URL.createObjectURL(new Blob([image.bytes as BlobPart], { type: image.type })),
    [image],
  );
  useEffect(() => (src === undefined ? undefined : () => URL.revokeObjectURL(src)), [src]);
  return (
    <div className="flex flex-col gap-2">
      <ExternalLink text={uri} />
      {url === undefined ? (
        <span className="text-xs text-muted">{L.notFetchable}</span>
      ) : src !== undefined ? (
        <img
          src={src}
          alt={alt}
          className="max-h-64 max-w-full self-start rounded border border-line"
          data-testid="asset-metadata-image"
        />
      ) : file.isFetching ? (
        <StateMessage kind="loading">{L.loading}</StateMessage>
      ) : file.error !== null ? (
        <span className="flex flex-wrap items-center gap-3">
          <span className="text-xs text-bad">{L.failed(file.error.message)}</span>
          <Button size="sm" onClick={() => void file.refetch()}>
            {L.retry}
          </Button>
        </span>
      ) : file.data !== undefined ? (
        <span className="text-xs text-muted">{L.notImage(file.data.type)}</span>
      ) : (
        <Button size="sm" className="self-start" onClick={() => setAsked(true)}>
          {L.showImage(hostOf(url))}
        </Button>
      )}
    </div>
  );
}

/** What a metadata file says: name, description, media, links and properties. */
function MetadataView({
  assetId,
  metadata,
  testId,
}: {
  assetId: bigint;
  metadata: NftMetadata;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <DataList
        rows={[
          metadata.name !== undefined && { label: L.name, value: metadata.name },
          metadata.description !== undefined && {
            label: L.description,
            value: <span className="font-sans whitespace-pre-line">{metadata.description}</span>,
          },
          metadata.image !== undefined && {
            label: L.image,
            value: <RemoteImage assetId={assetId} uri={metadata.image} alt={metadata.name ?? ''} />,
          },
          metadata.animationUrl !== undefined && {
            label: L.animation,
            value: <ExternalLink text={metadata.animationUrl} />,
          },
          metadata.externalUrl !== undefined && {
            label: L.external,
            value: <ExternalLink text={metadata.externalUrl} />,
          },
          metadata.properties.length > 0 && {
            label: L.properties,
            value: (
              <dl
                className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1"
                data-testid="asset-metadata-properties"
              >
                {metadata.properties.map(([k, v], i) => (
                  <div key={`${k}-${i}`} className="contents">
                    <dt className="text-muted">{k}</dt>
                    <dd className="break-all">{v}</dd>
                  </div>
                ))}
              </dl>
            ),
          },
        ]}
      />
    </div>
  );
}

/** ARC-3's JSON file: where it is, read on request, what it says and whether the asset's hash is its. */
function Arc3File({ asset, url, arc19 }: { asset: AssetView; url: string; arc19: boolean }) {
  const fetchUrl = fetchableUrl(url);
  const [asked, setAsked] = useState(readAssetMediaAuto);
  const file = useRemoteFile(asset.id, fetchUrl, asked);
  // read and hashed once per file, not on every render
  const { read, hash } = useMemo(
    () =>
      file.data === undefined || fetchUrl === undefined
        ? { read: undefined, hash: undefined }
        : {
            read: readArc3File(file.data.bytes, asset.id, fetchUrl),
            hash: checkArc3Hash(file.data.bytes, asset.metadataHash, { arc19 }),
          },
    [file.data, fetchUrl, asset.id, asset.metadataHash, arc19],
  );
  return (
    <section className="flex flex-col gap-2" data-testid="asset-metadata-arc3">
      <h3 className={subtitle}>{L.offChain}</h3>
      <p className="text-[13px]">
        <span className="text-muted">{L.fileAt} </span>
        <ExternalLink text={url} />
      </p>
      {fetchUrl === undefined ? (
        <p className="text-xs text-muted">{L.notFetchable}</p>
      ) : file.isFetching ? (
        <StateMessage kind="loading">{L.loading}</StateMessage>
      ) : file.error !== null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-xs text-bad">
            {L.failed(file.error.message)}
          </p>
          <Button size="sm" onClick={() => void file.refetch()}>
            {L.retry}
          </Button>
        </div>
      ) : read === undefined ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => setAsked(true)}>
            {L.load(hostOf(fetchUrl))}
          </Button>
          <span className="text-xs text-muted">{L.loadHint}</span>
        </div>
      ) : !read.ok ? (
        <p role="alert" className="text-xs text-bad">
          {L.failed(read.problem)}
        </p>
      ) : (
        <MetadataView assetId={asset.id} metadata={read.metadata} testId="asset-metadata-file" />
      )}
      {hash !== undefined && (
        <p
          className={`text-xs ${hash.kind === 'differs' ? 'text-bad' : hash.kind === 'matches' ? 'text-ok' : 'text-muted'}`}
          data-testid="asset-metadata-hash"
          data-kind={hash.kind}
        >
          {L.hashTitle}:{' '}
          {hash.kind === 'matches' || hash.kind === 'differs'
            ? L.hash[hash.kind][hash.how]
            : L.hash[hash.kind]}
        </p>
      )}
    </section>
  );
}

/**
 * The asset page's metadata, by the conventions the asset follows: ARC-69 (its latest
 * configuration's note, on chain, read from the indexer), ARC-3 (a JSON file at its URL) and ARC-19
 * (that URL made from the reserve address). Nothing is asked of another host until the person
 * chooses to, here or once for all in the settings (`assetMediaPreference`); a file read is checked
 * against the asset's metadata hash. Nothing shows for an asset that follows none. Drawn in the
 * browser only (`AssetPage` mounts it after hydration).
 */
export default function AssetMetadataPanel({ asset }: { asset: AssetView }) {
  const profile = useActiveNetwork();
  const standards = useMemo(() => assetStandards(asset), [asset]);
  const arc69 = useQuery(
    readQuery(queryKeys.ledger.asset(profile.id, asset.id, 'arc69'), (options) =>
      loadLatestArc69(profile, asset.id, options),
    ),
  );
  const onChain = arc69.data ?? undefined;
  if (!standards.arc3 && !standards.arc19 && onChain === undefined) return null;
  const badges = [
    standards.arc3 && 'ARC-3',
    standards.arc19 && 'ARC-19',
    onChain !== undefined && 'ARC-69',
  ].filter((b): b is string => b !== false);
  return (
    <Panel title={L.title}>
      <div className="flex flex-col gap-4" data-testid="asset-metadata">
        <p className="flex flex-wrap items-center gap-2 text-[13px]" data-testid="asset-standards">
          <span className="text-xs text-muted">{L.standards}</span>
          {badges.map((b) => (
            <span
              key={b}
              className="rounded bg-accent-soft px-1.5 py-0.5 text-[11px] font-medium text-accent"
            >
              {b}
            </span>
          ))}
        </p>
        {standards.arc19 && (
          <div className="flex flex-col gap-1 text-[13px]" data-testid="asset-metadata-arc19">
            <p className="text-xs text-muted">{L.arc19Note}</p>
            {standards.arc19Url?.ok === true ? (
              <p>
                <span className="text-muted">{L.arc19Url} </span>
                <ExternalLink text={standards.arc19Url.url} />
              </p>
            ) : (
              standards.arc19Url !== undefined && (
                <p className="text-xs text-bad">{standards.arc19Url.problem}</p>
              )
            )}
          </div>
        )}
        {onChain !== undefined && (
          <section className="flex flex-col gap-2" data-testid="asset-metadata-arc69">
            <h3 className={subtitle}>{L.onChain(onChain.round?.toString())}</h3>
            <MetadataView assetId={asset.id} metadata={onChain.metadata} testId="asset-metadata-note" />
          </section>
        )}
        {standards.metadataUrl !== undefined && (
          <Arc3File asset={asset} url={standards.metadataUrl} arc19={standards.arc19} />
        )}
      </div>
    </Panel>
  );
}
