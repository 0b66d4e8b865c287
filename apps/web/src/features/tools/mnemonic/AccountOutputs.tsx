import type { RecoveredAccount } from '@sextant/core/mnemonic/mnemonicTools';
import { bytesToBase64, bytesToHex } from '@sextant/core/txn/decodeBytesText';
import { MNEMONIC_LABELS as L, MNEMONIC_TEST_IDS as T } from '../mnemonicLabels';
import { SecretOutput } from './SecretOutput';

/** An account's address, its phrase and its secret key (the secrets hidden until revealed). */
export function AccountOutputs({ account, phrase }: { account: RecoveredAccount; phrase?: string }) {
  return (
    <div className="flex flex-col gap-3">
      <SecretOutput label={L.address} value={account.address} testId={T.address} />
      {phrase !== undefined && <SecretOutput label={L.outPhrase} value={phrase} testId={T.phrase} secret />}
      <SecretOutput
        label={L.outSecretKey}
        value={bytesToBase64(account.secretKey)}
        testId={T.secretKey}
        secret
      />
      <SecretOutput
        label={L.outSecretKeyHex}
        value={bytesToHex(account.secretKey)}
        testId={T.secretKeyHex}
        secret
      />
    </div>
  );
}
