import { randomUUID } from 'node:crypto';
import { consoleSupportCalls, type SupportMessage, supportCalls } from '@sc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, fetchCaptcha, signUpAndLogIn } from '../../test/factories.js';
import { connectSocket, listen } from '../../test/socketClient.js';
import { makeStaffAndLogIn } from '../../test/staffFactories.js';
import { createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../test/testApp.js';

let t: TestApp;
let url: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  staffToken = (await makeStaffAndLogIn(t)).token;
});
afterAll(() => t.close());

const send = (token: string, content: string, clientId = randomUUID()) =>
  callApi(t, supportCalls.send, { clientId, content }, { token });

describe('support chat', () => {
  it('carries a supplier’s question to the team live and the answer back, with unread counts both ways', async () => {
    const supplier = await signUpAndLogIn(t, { companyName: 'Question Co Ltd' });
    const staffSocket = await connectSocket(url, staffToken);
    const supplierSocket = await connectSocket(url, supplier.token);
    try {
      const toTeam = new Promise<SupportMessage>((resolve) => staffSocket.once('support:message', resolve));
      const question = await send(supplier.token, 'How do I add credentials?');
      expect(question.body.data).toMatchObject({
        senderKind: 'supplier',
        content: 'How do I add credentials?',
      });
      expect((await toTeam).id).toBe(question.body.data.id);

      const inbox = await callApi(t, consoleSupportCalls.inbox, { unreadOnly: true }, { token: staffToken });
      const item = inbox.body.data.list.find((i) => i.companyName === 'Question Co Ltd');
      expect(item).toMatchObject({ unread: 1, lastMessage: { content: 'How do I add credentials?' } });
      const opened = await callApi(
        t,
        consoleSupportCalls.thread,
        { threadId: item?.id ?? 0 },
        { token: staffToken },
      );
      expect(opened.body.data.messages.map((m) => m.content)).toEqual(['How do I add credentials?']);
      const after = await callApi(t, consoleSupportCalls.inbox, {}, { token: staffToken });
      expect(after.body.data.list.find((i) => i.id === item?.id)?.unread).toBe(0);

      const toSupplier = new Promise<SupportMessage>((resolve) =>
        supplierSocket.once('support:message', resolve),
      );
      await callApi(
        t,
        consoleSupportCalls.reply,
        { threadId: item?.id ?? 0, clientId: randomUUID(), content: 'Under Information → Credentials.' },
        { token: staffToken },
      );
      expect(await toSupplier).toMatchObject({ senderKind: 'staff', senderName: 'Supplier Cloud' });
      const mine = await callApi(t, supportCalls.myThread, {}, { token: supplier.token });
      expect(mine.body.data.unread).toBe(1);
      expect(mine.body.data.messages.map((m) => m.senderKind)).toEqual(['supplier', 'staff']);
      await callApi(t, supportCalls.view, {}, { token: supplier.token });
      expect((await callApi(t, supportCalls.myThread, {}, { token: supplier.token })).body.data.unread).toBe(
        0,
      );
    } finally {
      staffSocket.close();
      supplierSocket.close();
    }
  });

  it('stores a retried message once, and keeps each company to its own thread', async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    const clientId = randomUUID();
    const first = await send(a.token, 'Hello team', clientId);
    const retry = await send(a.token, 'Hello team', clientId);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect((await callApi(t, supportCalls.myThread, {}, { token: a.token })).body.data.messages).toHaveLength(
      1,
    );
    expect((await callApi(t, supportCalls.myThread, {}, { token: b.token })).body.data).toEqual({
      id: null,
      messages: [],
      unread: 0,
    });
  });

  it('keeps suppliers out of the console and the team out of supplier calls', async () => {
    const supplier = await signUpAndLogIn(t);
    expect((await callApi(t, consoleSupportCalls.inbox, {}, { token: supplier.token })).status).toBe(403);
    expect((await callApi(t, supportCalls.myThread, {}, { token: staffToken })).status).toBe(403);
    const { key } = await fetchCaptcha(t);
    const wrongKind = await callApi(t, consoleSupportCalls.signIn, {
      username: supplier.input.email,
      password: supplier.input.password,
      randomStr: key,
      code: TEST_CAPTCHA_ANSWER,
    });
    expect(wrongKind.body.code).toBe(1101);
  });
});
