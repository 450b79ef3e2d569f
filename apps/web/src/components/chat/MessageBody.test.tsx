// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/renderWithApp';
import { type BubbleContent, MessageBody } from './MessageBody';

const secondsFromNow = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const picture = (exp: number): BubbleContent => ({
  type: 5,
  content: '',
  product: null,
  quotation: null,
  rfqQuote: null,
  noticeParams: null,
  file: {
    fileId: 'abcdefghijklmnop',
    name: 'label.png',
    mime: 'image/png',
    size: 2048,
    url: `/api/files/abcdefghijklmnop?exp=${exp}&sig=old`,
    thumbUrl: `/api/files/abcdefghijklmnop/thumb?exp=${exp}&sig=old`,
  },
});
const fresh = {
  url: '/api/files/abcdefghijklmnop?exp=9999999999&sig=new',
  thumbUrl: '/api/files/abcdefghijklmnop/thumb?exp=9999999999&sig=new',
};

describe('a private chat file', () => {
  it('opens by its own address while that is valid', async () => {
    const freshFile = vi.fn(async () => fresh);
    const open = vi.spyOn(window, 'open');
    renderWithApp(<MessageBody message={picture(secondsFromNow(300))} links={{ freshFile }} />);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toContain('sig=old');
    fireEvent.click(link);
    expect(freshFile).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('asks for a fresh address when opened after its own expired, and when its picture fails', async () => {
    const freshFile = vi.fn(async () => fresh);
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithApp(<MessageBody message={picture(secondsFromNow(-60))} links={{ freshFile }} />);
    fireEvent.click(await screen.findByRole('link'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe(fresh.url));
    expect(tab.opener).toBeNull();
    expect(freshFile).toHaveBeenCalledWith('abcdefghijklmnop');
    expect(screen.getByRole('img').getAttribute('src')).toBe(fresh.thumbUrl);
    open.mockRestore();

    const failing = vi.fn(async () => fresh);
    renderWithApp(<MessageBody message={picture(secondsFromNow(300))} links={{ freshFile: failing }} />);
    const [, second] = await screen.findAllByRole('img');
    fireEvent.error(second as HTMLElement);
    fireEvent.error(second as HTMLElement);
    await waitFor(() => expect(second?.getAttribute('src')).toBe(fresh.thumbUrl));
    expect(failing).toHaveBeenCalledTimes(1);
  });
});

describe('an RFQ quote card', () => {
  const card = (version: number): BubbleContent => ({
    type: 6,
    content: '',
    product: null,
    quotation: null,
    file: null,
    rfqQuote: {
      rfqId: 41,
      quoteId: 90,
      version,
      rfqNumber: 'RFQ-000041',
      productName: 'Oat milk 1 L',
      price: '12.5',
      currency: 'USD',
      unit: 'case',
      terms: 'FOB',
      quantity: 5000,
      quantityUnit: 'case',
    },
  });

  it('shows the RFQ, product, price per unit, terms and quantity, and opens where the side says', async () => {
    renderWithApp(
      <MessageBody message={card(1)} links={{ rfqQuoteTo: (rfq) => `/rfqMyQuotes?id=${rfq.rfqId}` }} />,
    );
    const shown = await screen.findByTestId('rfq-quote-card');
    const text = (shown.textContent ?? '').replace(/\s/g, ' ');
    expect(text).toContain('RFQ-000041');
    expect(text).toContain('Oat milk 1 L');
    expect(text).toContain('USD 12.50 per case');
    expect(text).toContain('FOB · for 5,000 cases');
    expect(text).not.toContain('Revised');
    expect(screen.getByRole('link', { name: 'Open RFQ RFQ-000041' }).getAttribute('href')).toBe(
      '/rfqMyQuotes?id=41',
    );
  });

  it('says Revised for the second version, and has no Open without a page for it', async () => {
    renderWithApp(<MessageBody message={card(2)} links={{}} />);
    const shown = await screen.findByTestId('rfq-quote-card');
    expect(shown.textContent).toContain('Revised');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
