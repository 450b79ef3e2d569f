import { buyerAppCalls, productCalls, quotationCalls, signatureCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, fieldsOf, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, upload } from '../../test/productFactories.js';
import { quotationInput } from '../../test/quotationFactories.js';
import type { TestApp } from '../../test/testApp.js';
import { signQuotationPdfUrl } from './documentLink.js';
import { renderQuotationPdf } from './quotationPdf.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

type Account = { token: string };
const get = (url: string) => t.app.inject({ method: 'GET', url });

async function quotationOf(account: Account, name = 'Spring price list') {
  const product = await callApi(
    t,
    productCalls.create,
    { barcode: '4006381333931', mid: 'HN-1', name: 'Manuka Honey 250 g', brand: 'Bee Kingdom' },
    { token: account.token },
  );
  const created = await callApi(t, quotationCalls.create, quotationInput([product.body.data.id], { name }), {
    token: account.token,
  });
  return created.body.data;
}

/** The text a PDF written with `compress: false` and a standard font shows (its hex strings). */
function textOf(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
    .map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1'))
    .join('');
}

describe('the signature block', () => {
  it('starts typed with my name, validates with the texts, and takes only my own signature pictures', async () => {
    const supplier = await signUpAndLogIn(t, { name: 'Olivia Bennett' });
    const start = await callApi(t, signatureCalls.get, {}, { token: supplier.token });
    expect(start.body.data).toMatchObject({
      signatoryName: 'Olivia Bennett',
      mode: 'typed',
      updatedAt: null,
    });

    const empty = await callApi(
      t,
      signatureCalls.save,
      { signatoryName: '', signatoryTitle: '', mode: 'image' },
      { token: supplier.token, lang: 'en' },
    );
    expect(fieldsOf(empty)).toEqual({
      signatoryName: 'Please enter the name of the person who signs',
      signatoryTitle: 'Please enter their job title',
      signatureFileId: 'Upload a picture of the signature, or use the typed name',
    });

    const picture = await upload(t, supplier.token, await imageBytes('png'), 'signature.png', 'signature');
    const productPicture = await upload(
      t,
      supplier.token,
      await imageBytes('png'),
      'front.png',
      'productImage',
    );
    const other = await signUpAndLogIn(t);
    const othersPicture = await upload(t, other.token, await imageBytes('png'), 'theirs.png', 'signature');
    for (const fileId of [productPicture.body.data.fileId, othersPicture.body.data.fileId]) {
      const refused = await callApi(
        t,
        signatureCalls.save,
        {
          signatoryName: 'Olivia Bennett',
          signatoryTitle: 'Export Manager',
          mode: 'image',
          signatureFileId: fileId,
        },
        { token: supplier.token, lang: 'en' },
      );
      expect(fieldsOf(refused)).toEqual({ signatureFileId: 'Images must be JPG or PNG' });
    }
    const saved = await callApi(
      t,
      signatureCalls.save,
      {
        signatoryName: 'Olivia Bennett',
        signatoryTitle: 'Export Manager',
        mode: 'image',
        signatureFileId: picture.body.data.fileId,
        stampFileId: picture.body.data.fileId,
      },
      { token: supplier.token },
    );
    expect(saved.body.data).toMatchObject({ mode: 'image', signatoryTitle: 'Export Manager' });
    // A signature picture is private: its address is the minutes-long kind.
    expect(saved.body.data.signatureImage?.url).toMatch(/^\/api\/files\//);
    expect(
      (await callApi(t, signatureCalls.get, {}, { token: other.token })).body.data.signatureImage,
    ).toBeNull();
  });
});

describe('quotation PDFs', () => {
  it('lets the supplier and the buyer it was sent to download it, and nobody else', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    await callApi(
      t,
      signatureCalls.save,
      { signatoryName: 'Olivia Bennett', signatoryTitle: 'Export Manager', mode: 'typed' },
      { token: supplier.token },
    );
    const quotation = await quotationOf(supplier);

    const link = await callApi(
      t,
      signatureCalls.quotationPdf,
      { id: quotation.id },
      { token: supplier.token, lang: 'ja' },
    );
    expect(link.body.data.fileName).toBe(`Quotation-${quotation.number}-v1.pdf`);
    expect(link.body.data.url).toContain('lang=ja');
    const pdf = await get(link.body.data.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Quotation-${quotation.number}-v1.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Chinese and Japanese text needs the CJK font, embedded (subset) in the file.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSansCJK/);

    // Another company cannot get a link, and a changed or expired address opens nothing.
    const other = await signUpAndLogIn(t);
    expect(
      (await callApi(t, signatureCalls.quotationPdf, { id: quotation.id }, { token: other.token })).body.code,
    ).toBe(2000);
    expect((await get(link.body.data.url.replace(/sig=.{4}/, 'sig=AAAA'))).statusCode).toBe(403);
    const expired = signQuotationPdfUrl(
      t.ctx.config.fileUrlSecret,
      { supplierId: supplier.supplierId, quotationId: quotation.id, lang: 'en' },
      Date.now() - 11 * 60_000,
    );
    expect((await get(expired)).statusCode).toBe(403);

    // The buyer it was sent to gets it from the chat card; another buyer does not.
    const card = stored(
      await send(supplierSocket, { buyerId: buyer.buyerId, type: 3, quotationId: quotation.id }),
    );
    const asBuyer = await callApi(
      t,
      buyerAppCalls.quotationPdf,
      { messageId: card.id },
      { token: buyer.token, lang: 'ch' },
    );
    expect(asBuyer.body.data.fileName).toBe(`Quotation-${quotation.number}-v1.pdf`);
    expect((await get(asBuyer.body.data.url)).statusCode).toBe(200);
    const stranger = await makeBuyerAndLogIn(t);
    expect(
      (await callApi(t, buyerAppCalls.quotationPdf, { messageId: card.id }, { token: stranger.token })).body
        .code,
    ).toBe(2000);
  });

  it('prints the quotation, its lines and the signature block, and says when there is no signature', async () => {
    const supplier = await signUpAndLogIn(t);
    const quotation = await quotationOf(supplier, 'Autumn honey offer');
    const full = (await callApi(t, quotationCalls.info, { id: quotation.id }, { token: supplier.token })).body
      .data;
    const noFonts = { regular: '/nonexistent/font.ttf', bold: '/nonexistent/bold.ttf' };
    const document = {
      quotation: full,
      company: { name: 'Harbor Fresh Foods Pty Ltd', country: 'Australia' },
      signature: {
        signatoryName: 'Olivia Bennett',
        signatoryTitle: 'Export Manager',
        signatureImage: null,
        stamp: null,
      },
      lang: 'en' as const,
      generatedAt: new Date('2026-11-24T00:00:00Z'),
    };
    const text = textOf(await renderQuotationPdf(document, noFonts, { compress: false }));
    for (const expected of [
      'Harbor Fresh Foods Pty Ltd',
      'Autumn honey offer',
      full.number,
      'Manuka Honey 250 g',
      'Prices include export cartons',
      'For and on behalf of Harbor Fresh Foods Pty Ltd',
      'Olivia Bennett',
      'Export Manager',
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    // The internal note is the supplier's own: never printed.
    expect(text).not.toContain('Margin 18 %');

    const unsigned = textOf(
      await renderQuotationPdf({ ...document, signature: null }, noFonts, { compress: false }),
    );
    expect(unsigned).toContain('This quotation has not been signed');

    // A long quotation breaks across pages and numbers them.
    const long = { ...full, lines: Array.from({ length: 60 }, (_, i) => ({ ...full.lines[0], id: i })) };
    const pages = textOf(
      await renderQuotationPdf({ ...document, quotation: long as typeof full }, noFonts, { compress: false }),
    );
    expect(pages).toMatch(/Page 1 of [2-9]/);
  });
});
