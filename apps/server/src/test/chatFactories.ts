import { randomUUID } from 'node:crypto';
import { type ChatMessage, type SendAck, serviceCalls } from '@sc/contract';
import { makeBuyerAndLogIn } from './buyerFactories.js';
import { callApi, type SignUpOptions, signUpAndLogIn } from './factories.js';
import { connectSocket, listen, type TestSocket } from './socketClient.js';
import { createTestApp, type TestApp } from './testApp.js';

/** The next `message<code>` event this socket gets. */
export function nextMessage(socket: TestSocket, code: string): Promise<ChatMessage> {
  return new Promise((resolve) => socket.once(`message${code}`, resolve));
}

/** Sends over the socket as the web does (a text with a fresh clientId unless the payload says otherwise). */
export const send = (socket: TestSocket, payload: Record<string, unknown>) =>
  socket.emitWithAck('chat:send', {
    clientId: randomUUID(),
    type: 1,
    ...payload,
  } as never) as Promise<SendAck>;

/** The stored message of an acknowledgement; a refusal fails the test. */
export const stored = (ack: SendAck) => {
  if (!ack.ok) throw new Error(`send refused: ${JSON.stringify(ack)}`);
  return ack.message;
};

/** My company's buyer-contact quota. */
export const quotaOf = async (t: TestApp, token: string) =>
  (await callApi(t, serviceCalls.quota, {}, { token })).body.data;

/** Sockets to a listening test app, closed with it; every test builds its own supplier and buyer. */
async function startChatKit(t: TestApp) {
  const url = await listen(t);
  const sockets: TestSocket[] = [];
  async function socketOf(token: string) {
    const socket = await connectSocket(url, token);
    sockets.push(socket);
    return socket;
  }
  return {
    socketOf,
    /** A new supplier company (its showroom open unless told) and a new buyer, both signed in with a socket each. */
    async supplierAndBuyer(options: SignUpOptions = {}) {
      const supplier = await signUpAndLogIn(t, {}, { showroom: 'open', ...options });
      const buyer = await makeBuyerAndLogIn(t, { name: 'Chen Jing', companyName: 'Xiamen Ruifeng Co.' });
      return {
        supplier,
        buyer,
        supplierSocket: await socketOf(supplier.token),
        buyerSocket: await socketOf(buyer.token),
      };
    },
    async close() {
      for (const socket of sockets) socket.close();
      await t.close();
    },
  };
}
export type ChatKit = Awaited<ReturnType<typeof startChatKit>>;

/** A fresh test app for a test file, listening for sockets, and its chat kit. */
export async function startChatApp(): Promise<{ t: TestApp; kit: ChatKit }> {
  const t = await createTestApp();
  return { t, kit: await startChatKit(t) };
}
