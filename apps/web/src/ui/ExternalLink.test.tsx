import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './ExternalLink';
import { safeUrl } from './safeUrl';

describe('ExternalLink', () => {
  it('links http(s) and ipfs URLs without opener or referrer', () => {
    render(<ExternalLink text="https://example.com/coin" />);
    const link = screen.getByRole('link', { name: 'https://example.com/coin' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(safeUrl('ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toMatch(
      /^ipfs:\/\//,
    );
  });

  it('keeps anything else as plain text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'not a url',
    ]) {
      const { unmount } = render(<ExternalLink text={text} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(text)).toBeVisible();
      unmount();
    }
  });
});
