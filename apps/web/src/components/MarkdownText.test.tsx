// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './MarkdownText';

describe('text written in Markdown', () => {
  it('shows as written at once, then formatted, with raw HTML left out and links opening apart', async () => {
    const { container } = render(
      <MarkdownText
        text={'**Oat crackers** from [our farm](https://farm.example)\n\n<b onclick="x()">bold</b>'}
      />,
    );
    // Until the parser has loaded, the text is there as written.
    expect(container.textContent).toContain('**Oat crackers**');

    const strong = await screen.findByText('Oat crackers');
    expect(strong.tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'our farm' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('b')).toBeNull();
  });
});
