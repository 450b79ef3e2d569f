import { describe, expect, it } from 'vitest';
import {
  buyerPaths,
  CHAT_LINK_ACTIONS,
  chatQuotationPath,
  chatWithBuyer,
  editQuotationPath,
  isBuyerAppPath,
  menuPathOf,
  paths,
} from './paths';

/** What a page reads from a link: its path and query parameters. */
function open(link: string): { pathname: string; params: Record<string, string> } {
  const url = new URL(link, 'http://portal.test');
  return { pathname: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('quotation paths', () => {
  it('opens the form for a new quotation or for one by id', () => {
    expect(editQuotationPath()).toBe('/editQuotation');
    expect(editQuotationPath(12)).toBe('/editQuotation?id=12');
  });

  it('shows the form under My quotations and leaves other paths alone', () => {
    expect(menuPathOf('/editQuotation')).toBe(paths.quotationList);
    expect(menuPathOf('/editquotation/')).toBe(paths.quotationList);
    expect(menuPathOf('/myProducts')).toBe('/myProducts');
  });
});

describe('quotations in chat: links', () => {
  it('opens a chat card’s quotation on its fixed page, shown under Messages', () => {
    const link = open(chatQuotationPath(42));
    expect(link).toEqual({ pathname: paths.chatQuotation, params: { messageId: '42' } });
    expect(menuPathOf(link.pathname)).toBe(paths.communicate);
    expect(menuPathOf('/chatquotation/')).toBe(paths.communicate);
  });

  it('opens the buyer’s chat with the picker of every action the buyer actions menu sends', () => {
    expect(open(chatWithBuyer(7))).toEqual({ pathname: paths.communicate, params: { buyerId: '7' } });
    for (const action of CHAT_LINK_ACTIONS) {
      expect(open(chatWithBuyer(7, action)).params, action).toEqual({ buyerId: '7', action });
    }
  });

  it('opens a quotation card of the buyers’ app inside that app (its own guard), by message', () => {
    const link = buyerPaths.quotation(42);
    expect(isBuyerAppPath(link)).toBe(true);
    expect(link).toBe(`${buyerPaths.root}/quotation/42`);
  });
});
