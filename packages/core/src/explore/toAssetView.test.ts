import { describe, expect, it } from 'vitest';
import { toAssetView } from './toAssetView';

describe('an asset whose name the node sends only as name-b64 (not printable: go PrintableUTF8OrEmpty)', () => {
  it('is decoded with its bidi controls shown; control bytes leave it unnamed', () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const view = toAssetView({
      index: 7,
      params: {
        creator: 'C',
        decimals: 0,
        total: 1,
        'name-b64': b64('invoice\u202Efdp.exe'),
        'unit-name': 'X',
        'url-b64': b64('a\u0000b'),
      },
    });
    expect(view.name).toBe('invoice⟨U+202E⟩fdp.exe');
    expect(view.unitName).toBe('X');
    expect(view.url).toBeUndefined();
  });
});
