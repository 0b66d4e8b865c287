import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES as F } from '../txn/fieldMessages';
import { FUND_MESSAGES as M } from './fundMessages';
import { readFundRequest } from './readFundRequest';

const ADDRESS = 'AEBAGBAFAYDQQCIKBMGA2DQPCAIREEYUCULBOGAZDINRYHI6D4QDTYK3BA';

describe('readFundRequest', () => {
  it('reads an address and an amount in Algo as microAlgo', () => {
    expect(readFundRequest(` ${ADDRESS} `, '10.5')).toEqual({
      ok: true,
      request: { receiver: ADDRESS, microAlgos: 10_500_000n },
    });
  });

  it('says what is wrong at each field', () => {
    expect(readFundRequest('', '')).toEqual({
      ok: false,
      errors: { address: F.required, amount: F.required },
    });
    expect(readFundRequest('ABC', '0')).toEqual({
      ok: false,
      errors: { address: F.addressLength(3), amount: M.amountZero },
    });
    expect(readFundRequest(`${ADDRESS.slice(0, 57)}C`, '1.0000001')).toEqual({
      ok: false,
      errors: { address: F.addressChecksum, amount: F.amountDecimals(6) },
    });
    expect(readFundRequest(ADDRESS, '-1')).toEqual({ ok: false, errors: { amount: F.amountNegative } });
    expect(readFundRequest(ADDRESS, 'ten')).toEqual({ ok: false, errors: { amount: F.amountFormat } });
  });

  it('needs no address for a new account', () => {
    expect(readFundRequest('', '5', true)).toEqual({ ok: true, request: { microAlgos: 5_000_000n } });
  });
});
