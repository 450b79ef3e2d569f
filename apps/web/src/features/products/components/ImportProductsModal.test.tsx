// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/renderWithApp';
import { ImportProductsModal } from './ImportProductsModal';

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('ja');
});
afterAll(() => changeLanguage('en'));

describe('the import dialog in Japanese', () => {
  it('lists the Japanese column labels and downloads a template headed by them', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithApp(<ImportProductsModal open onClose={() => {}} />);

    expect(await screen.findByText(/UPC\/EAN, メーカー ID（MID）, 商品名/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /CSV テンプレートをダウンロード/ }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]?.text();
    expect(text?.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'UPC/EAN,メーカー ID（MID）,商品名,ブランド,原産地,仕様,総賞味期間,パック入数,ケース入数,パレットあたりケース数,価格単位,備考',
    );
    click.mockRestore();
  });
});
