import { BytesBlock } from './BytesBlock';
import { DownloadButton, type DownloadSpec } from './DownloadButton';

/**
 * Bytes to take elsewhere: a sentence on what they are, each encoding as a block with a copy
 * button, then the files to download.
 */
export function ExportView({
  intro,
  blocks,
  downloads,
}: {
  intro: string;
  blocks: readonly { label: string; value: string; testId: string }[];
  downloads: readonly DownloadSpec[];
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[13px] text-muted">{intro}</p>
      {blocks.map((b) => (
        <BytesBlock key={b.testId} {...b} />
      ))}
      <div className="flex flex-wrap gap-2">
        {downloads.map((d) => (
          <DownloadButton key={d.fileName} {...d} />
        ))}
      </div>
    </div>
  );
}
