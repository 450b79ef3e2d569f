import { buyerAppCalls, buyerCalls, chatCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatKit, send, startChatApp, stored } from '../../test/chatFactories.js';
import { callApi, signUpAndLogIn } from '../../test/factories.js';
import type { TestApp } from '../../test/testApp.js';

let t: TestApp;
let kit: ChatKit;
beforeAll(async () => {
  ({ t, kit } = await startChatApp());
});
afterAll(() => kit.close());

describe('chat tenancy', () => {
  it('keeps another company out of a conversation by call and by socket', async () => {
    const { buyer, supplierSocket } = await kit.supplierAndBuyer();
    const intruder = await signUpAndLogIn(t, {}, { showroom: 'open' });
    const intruderSocket = await kit.socketOf(intruder.token);
    let leaked = false;
    intruderSocket.onAny(() => {
      leaked = true;
    });
    const message = stored(await send(supplierSocket, { buyerId: buyer.buyerId, content: 'Private offer' }));
    const id = message.conversationId;
    const asIntruder = { token: intruder.token };
    const refused = {
      [chatCalls.history.path]: await callApi(t, chatCalls.history, { conversationId: id }, asIntruder),
      [chatCalls.markViewed.path]: await callApi(
        t,
        chatCalls.markViewed,
        { conversationId: id, upToId: message.id },
        asIntruder,
      ),
      [chatCalls.star.path]: await callApi(
        t,
        chatCalls.star,
        { conversationId: id, starred: true },
        asIntruder,
      ),
    };
    for (const [path, result] of Object.entries(refused)) expect(result.body.code, path).toBe(2000);
    const list = await callApi(t, chatCalls.list, {}, asIntruder);
    expect(list.body.data.total).toBe(0);
    expect(leaked).toBe(false);
    // The intruder's own message to that buyer opens its own conversation, not the other one.
    const own = stored(await send(intruderSocket, { buyerId: buyer.buyerId, content: 'Hello' }));
    expect(own.conversationId).not.toBe(id);
  });

  it('keeps buyers and suppliers to their own calls', async () => {
    const { supplier, buyer } = await kit.supplierAndBuyer();
    expect((await callApi(t, chatCalls.list, {}, { token: buyer.token })).status).toBe(403);
    expect((await callApi(t, buyerAppCalls.conversations, {}, { token: supplier.token })).status).toBe(403);
    expect((await callApi(t, buyerCalls.pool, {}, { token: buyer.token })).status).toBe(403);
  });
});
