import { describe, expect, it } from 'vitest';
import { buyerPaths, CHAT_LINK_ACTIONS, chatQuotationPath, chatWithBuyer, menuPathOf, paths } from './paths';

describe('quotations in chat: paths', () => {
  it('opens a chat card’s quotation on the fixed page, shown under Messages', () => {
    expect(chatQuotationPath(42)).toBe('/chatQuotation?messageId=42');
    expect(menuPathOf('/chatQuotation')).toBe(paths.communicate);
    expect(buyerPaths.quotation(42)).toBe('/buyer/quotation/42');
  });

  it('opens the chat with the quotation picker, or with the last quotation selected', () => {
    expect(CHAT_LINK_ACTIONS).toContain('quotation');
    expect(chatWithBuyer(7, 'quotation')).toBe('/communicate?buyerId=7&action=quotation');
    expect(chatWithBuyer(7, 'lastQuotation')).toBe('/communicate?buyerId=7&action=lastQuotation');
  });
});
