import type { RawAnswer } from './RawAnswer';
/** An asset's parameters as the screens show them; names and URL are untrusted text. */
export interface AssetView {
  id: bigint;
  creator: string;
  total: bigint;
  decimals: number;
  defaultFrozen: boolean;
  name?: string;
  unitName?: string;
  url?: string;
  /** base64, as the API sends it. */
  metadataHash?: string;
  manager?: string;
  reserve?: string;
  freeze?: string;
  clawback?: string;
  deleted: boolean;
  createdAtRound?: bigint;
  destroyedAtRound?: bigint;
  /** The service's own answer, on the asset screen's read (not on list rows). */
  answer?: RawAnswer;
}
