import { describe, expect, it } from 'vitest';
import { bytesViews, bytesViewsOfBase64 } from './bytesViews';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('bytesViews', () => {
  it('shows printable UTF-8 as text first, and offers hex and base64 beside it', () => {
    const v = bytesViews(utf8('héllo\tworld\n'));
    expect(v.initial).toBe('text');
    expect(v.views).toEqual(['text', 'hex', 'base64']);
    expect(v.rendered.text).toBe('héllo\tworld\n');
    expect(v.rendered.hex).toBe('68c3a96c6c6f09776f726c640a');
    expect(v.rendered.base64).toBe('aMOpbGxvCXdvcmxkCg==');
    expect(v.byteLength).toBe(13);
  });

  it('reveals bidi controls in the text view instead of letting them reorder it', () => {
    expect(bytesViews(utf8('a\u202eb')).rendered.text).toBe('a⟨U+202E⟩b');
  });

  it('shows 32 non-text bytes as an address first (the zero key is the zero address)', () => {
    const v = bytesViews(new Uint8Array(32));
    expect(v.initial).toBe('address');
    expect(v.views).toEqual(['address', 'hex', 'base64']);
    expect(v.rendered.address).toBe('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ');
  });

  it('shows 32 bytes as hex first when they are a hash or key, the address view still offered', () => {
    const v = bytesViews(new Uint8Array(32), { addressFirst: false });
    expect(v.initial).toBe('hex');
    expect(v.views).toEqual(['address', 'hex', 'base64']);
    expect(bytesViewsOfBase64(v.rendered.base64 ?? '', { addressFirst: false }).initial).toBe('hex');
  });

  it('shows a preferred view first when it is offered, else the usual one', () => {
    expect(bytesViews(utf8('hi'), { prefer: 'base64' }).initial).toBe('base64');
    expect(bytesViews(utf8('hi'), { prefer: 'address' }).initial).toBe('text');
  });

  it('keeps text first for 32 printable bytes, with the address view still offered', () => {
    const v = bytesViews(utf8('abcdefghijklmnopqrstuvwxyz012345'));
    expect(v.initial).toBe('text');
    expect(v.views).toEqual(['text', 'address', 'hex', 'base64']);
  });

  it('shows other binary as hex first, with no text view for invalid UTF-8 or control bytes', () => {
    expect(bytesViews(Uint8Array.of(0xff, 0xfe)).initial).toBe('hex');
    const v = bytesViews(Uint8Array.of(0x00, 0x01, 0x41));
    expect(v.initial).toBe('hex');
    expect(v.views).toEqual(['hex', 'base64']);
    expect(v.rendered.text).toBeUndefined();
    expect(v.rendered.hex).toBe('000141');
  });

  it('gives empty bytes hex and base64 views, both empty', () => {
    const v = bytesViews(new Uint8Array());
    expect(v).toMatchObject({ initial: 'hex', views: ['hex', 'base64'], byteLength: 0 });
    expect(v.rendered).toMatchObject({ hex: '', base64: '' });
  });
});

describe('bytesViewsOfBase64', () => {
  it('decodes the base64 the APIs send', () => {
    expect(bytesViewsOfBase64('aGk=').rendered.text).toBe('hi');
  });

  it('shows base64 that does not decode as it was sent, base64 only', () => {
    expect(bytesViewsOfBase64('not base64!')).toEqual({
      initial: 'base64',
      views: ['base64'],
      rendered: { base64: 'not base64!' },
      byteLength: 0,
    });
  });
});
