import { buyerAppCalls, fileCalls, MESSAGE_TYPE, PRIVATE_FILE_URL_MINUTES, productCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { imageBytes, PDF_BYTES, upload } from '../../test/productFactories.js';
import type { TestApp } from '../../test/testApp.js';
import { signFileUrl } from './signedUrl.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const expiresAt = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp')) * 1000;
const MINUTE = 60_000;

describe('private files (chat PDFs and pictures, documents, imports)', () => {
  it('open for the owning company and the buyer they were sent to, by minutes-long addresses', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    const pdf = await upload(t, supplier.token, PDF_BYTES, 'offer.pdf', 'document');
    const { fileId, url } = pdf.body.data as { fileId: string; url: string };
    expect(expiresAt(url)).toBeLessThanOrEqual(Date.now() + (PRIVATE_FILE_URL_MINUTES + 1) * MINUTE);
    // The owner's address works.
    const own = await get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');

    const { conversationId } = stored(
      await send(supplierSocket, { buyerId: buyer.buyerId, type: MESSAGE_TYPE.pdf, fileId }),
    );
    const theirs = await callApi(t, buyerAppCalls.history, { conversationId }, { token: buyer.token });
    const sent = theirs.body.data.list.find((m) => m.type === MESSAGE_TYPE.pdf);
    expect(sent?.file?.fileId).toBe(fileId);
    expect((await get(sent?.file?.url ?? '')).statusCode).toBe(200);

    // Both may ask for a fresh address later (an open chat outlives its addresses).
    for (const token of [supplier.token, buyer.token]) {
      const link = await callApi(t, fileCalls.link, { fileId }, { token });
      expect(link.body.code).toBe(0);
      expect((await get(link.body.data.url)).statusCode).toBe(200);
    }
  });

  it('stay closed to another company, another buyer, anonymous callers and stale or forged addresses', async () => {
    const { supplier, buyer, supplierSocket } = await kit.supplierAndBuyer();
    const picture = await upload(t, supplier.token, await imageBytes('png'), 'label.png', 'chatImage');
    const { fileId, url, thumbUrl } = picture.body.data as { fileId: string; url: string; thumbUrl: string };
    stored(await send(supplierSocket, { buyerId: buyer.buyerId, type: MESSAGE_TYPE.image, fileId }));
    expect((await get(thumbUrl)).statusCode).toBe(200);

    const otherCompany = await signUpAndLogIn(t);
    const otherBuyer = await makeBuyerAndLogIn(t, { name: 'Li Wei', companyName: 'Other Trading Co.' });
    for (const token of [otherCompany.token, otherBuyer.token]) {
      const link = await callApi(t, fileCalls.link, { fileId }, { token });
      expect(link.body).toMatchObject({ code: 2000, data: null });
    }
    const anonymous = await callApi(t, fileCalls.link, { fileId }, {});
    expect(anonymous.status).toBe(401);

    const secret = t.ctx.config.fileUrlSecret;
    const refused = [
      url.replace(/sig=[^&]+/, 'sig=forged'),
      url.replace(/exp=\d+/, `exp=${Math.floor(Date.now() / 1000) + 3600}`),
      // A day-long public-style address (what every file used to get) does not open a private file.
      signFileUrl(secret, fileId, 'original', 'public'),
      // Stale: signed 20 minutes ago.
      signFileUrl(secret, fileId, 'original', 'private', Date.now() - 20 * MINUTE),
      // Signed to last a day: longer than a private address may live.
      signFileUrl(secret, fileId, 'original', 'private', Date.now() + 24 * 60 * MINUTE),
      url.replace(/\?.*/, ''),
    ];
    for (const address of refused) {
      // Refused with an error envelope (403, or a rejected query), never the picture.
      const response = await get(address);
      expect(response.headers['content-type'], address).toContain('application/json');
      expect(response.json().code, address).not.toBe(0);
    }
    for (const address of refused.slice(0, 5)) expect((await get(address)).statusCode).toBe(403);
  });

  it('leaves product pictures public: day-long addresses any signed-in user may refresh', async () => {
    const { token } = await signUpAndLogIn(t);
    const picture = await upload(t, token, await imageBytes('png'), 'honey.png', 'productImage');
    const { fileId, url } = picture.body.data as { fileId: string; url: string };
    expect(expiresAt(url)).toBeGreaterThan(Date.now() + 23 * 60 * MINUTE);
    expect((await get(url)).statusCode).toBe(200);
    const other = await signUpAndLogIn(t);
    const link = await callApi(t, fileCalls.link, { fileId }, { token: other.token });
    expect(link.body.code).toBe(0);
    // A chat picture cannot be made a (public) product picture.
    const chatPicture = await upload(t, token, await imageBytes('png'), 'chat.png', 'chatImage');
    const product = await callApi(
      t,
      productCalls.create,
      { barcode: '4006381333931', mid: 'M-1', name: 'Honey', imageIds: [chatPicture.body.data.fileId] },
      { token },
    );
    expect(product.body).toMatchObject({
      code: 1000,
      data: { fields: { imageIds: 'Images must be JPG or PNG' } },
    });
  });
});
