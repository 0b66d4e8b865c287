import { bundleToFile, bundleToLink } from '@sextant/core/multisig/bundleFile';
import type { MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { useMemo } from 'react';
import { ExportView } from '../../../ui/ExportView';
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
    <ExportView
      intro={L.exportIntro}
      blocks={[
        { label: L.link, value: link, testId: T.link },
        { label: L.bundleBase64, value: bytesToBase64(file), testId: T.bundleBase64 },
      ]}
      downloads={[{ label: L.downloadFile, bytes: file, fileName: 'multisig-bundle.msig' }]}
    />
  );
}
