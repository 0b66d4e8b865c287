import { SextantError } from '../errors/SextantError';
import { DISPENSER_WALLET, FUND_MESSAGES as M } from './fundMessages';

export type FundErrorCode = 'FUND_NO_KMD' | 'FUND_NO_DISPENSER';

/** Why the dispenser cannot fund: no kmd, or no account in its wallet that can. */
export class FundError extends SextantError<FundErrorCode> {
  override name = 'FundError';

  constructor(code: FundErrorCode) {
    super(code, code === 'FUND_NO_KMD' ? M.noKmd : M.noDispenser(DISPENSER_WALLET));
  }
}
