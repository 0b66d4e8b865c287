import { describe, expect, it } from 'vitest';
import { revealBidi } from './revealBidi';

describe('revealBidi', () => {
  it('shows each bidi control as its code point, keeping the rest', () => {
    expect(revealBidi('invoice\u202Etxt.exe')).toBe('invoice⟨U+202E⟩txt.exe');
    expect(revealBidi('\u2066a\u2069 \u200Fb\u061C')).toBe('⟨U+2066⟩a⟨U+2069⟩ ⟨U+200F⟩b⟨U+061C⟩');
    expect(revealBidi('\u202A\u202B\u202C\u202D\u2067\u2068\u200E')).toBe(
      '⟨U+202A⟩⟨U+202B⟩⟨U+202C⟩⟨U+202D⟩⟨U+2067⟩⟨U+2068⟩⟨U+200E⟩',
    );
  });

  it('leaves other text alone, right-to-left letters included', () => {
    for (const text of ['Gold', 'שלום', 'مرحبا', 'e\u0301', '😀', '']) expect(revealBidi(text)).toBe(text);
  });
});
