import { bundleToFile, bundleToLink } from '@sextant/core/multisig/bundleFile';
import type { MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../ui/Button';
import { BytesBlock } from '../../../ui/BytesBlock';
import { downloadBytes } from '../../../ui/downloadBytes';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

/** The bundle as a link (data in the fragment only) and as goal's multisig file. */
export function ExportBundle({ bundle, networkId }: { bundle: MultisigBundle; networkId: string }) {
  const { file, link } = useMemo(() => {
    const bytes = bundleToFile(bundle);
    return {
      file: bytes,
      link: `${window.location.origin}/${networkId}/multisig#msig=${bundleToLink(bundle)}`,
    };
  }, [bundle, networkId]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[13px] text-muted">{L.exportIntro}</p>
      <BytesBlock label={L.link} value={link} testId={T.link} />
      <BytesBlock label={L.bundleBase64} value={bytesToBase64(file)} testId={T.bundleBase64} />
      <div>
        <Button size="sm" onClick={() => downloadBytes(file, 'multisig-bundle.msig')}>
          <Download className="size-3.5" aria-hidden />
          {L.downloadFile}
        </Button>
      </div>
    </div>
  );
}
