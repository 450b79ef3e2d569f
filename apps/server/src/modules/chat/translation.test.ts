import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCalls, productCalls, translationCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBuyerAndLogIn } from '../../test/buyerFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

/** A stand-in for a self-hosted LibreTranslate: answers like it, or fails on "please fail". */
let translator: Server;
let translatorUrl: string;
const received: unknown[] = [];
beforeAll(async () => {
  translator = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const input = JSON.parse(body) as { q: string; target: string };
      received.push({ path: request.url, ...input });
      if (input.q === 'please fail') {
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ translatedText: `[${input.target}] ${input.q}` }));
    });
  });
  await new Promise<void>((resolve) => translator.listen(0, '127.0.0.1', resolve));
  translatorUrl = `http://127.0.0.1:${(translator.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => translator.close(() => resolve())));

describe('translation', () => {
  let withTranslator: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withTranslator = await createTestApp({ TRANSLATE_URL: translatorUrl });
    without = await createTestApp();
  });
  afterAll(async () => {
    await withTranslator.close();
    await without.close();
  });

  it('says translation is not set up when no service is configured', async () => {
    const { token } = await signUpAndLogIn(without);
    expect((await callApi(without, translationCalls.status, {}, { token })).body.data).toEqual({
      available: false,
    });
    const off = await callApi(without, translationCalls.text, { text: 'Hello', target: 'zh' }, { token });
    expect(off.body).toMatchObject({ code: 3200, msg: 'Translation is not set up on this portal.' });
  });

  it('translates a text and a message of my conversation through the service', async () => {
    const t = withTranslator;
    const supplier = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const buyer = await makeBuyerAndLogIn(t);
    expect((await callApi(t, translationCalls.status, {}, { token: supplier.token })).body.data).toEqual({
      available: true,
    });
    const text = await callApi(
      t,
      translationCalls.text,
      { text: 'Best price', target: 'zh' },
      { token: supplier.token },
    );
    expect(text.body.data).toEqual({ text: '[zh] Best price', target: 'zh' });
    expect(received.at(-1)).toMatchObject({ path: '/translate', q: 'Best price', target: 'zh' });

    const product = await callApi(
      t,
      chatCalls.sendProduct,
      {
        buyerId: buyer.buyerId,
        productId: (
          await callApi(
            t,
            productCalls.create,
            { barcode: '4006381333931', mid: 'T', name: 'Tea' },
            { token: supplier.token },
          )
        ).body.data.id,
        clientId: randomUUID(),
      },
      { token: supplier.token },
    );
    const message = product.body.data;
    const other = await signUpAndLogIn(t);
    const foreign = await callApi(
      t,
      translationCalls.inquiry,
      { messageId: message.id, target: 'ja' },
      { token: other.token },
    );
    expect(foreign.body.code).toBe(2000);
  });

  it('reports a failing service without affecting anything else', async () => {
    const t = withTranslator;
    const { token } = await signUpAndLogIn(t);
    const failed = await callApi(
      t,
      translationCalls.text,
      { text: 'please fail', target: 'en' },
      { token, lang: 'ja' },
    );
    expect(failed.body.code).toBe(3201);
    expect(failed.body.msg).toContain('翻訳サービス');
  });
});
