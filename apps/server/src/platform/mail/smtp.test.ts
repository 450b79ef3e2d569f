import { accountCalls } from '@sc/contract';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { callApi, signUp } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that records every mail; it takes each mail only once `hold` resolves. */
async function startSmtp(received: Received[], hold: Promise<void> = Promise.resolve()) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        void hold.then(() => done());
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return { smtp, url: `smtp://127.0.0.1:${port}` };
}

describe('mail by SMTP (SMTP_URL set)', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    let url: string;
    ({ smtp, url } = await startSmtp(received));
    t = await createTestApp({
      SMTP_URL: url,
      MAIL_FROM: 'Supplier Cloud <hello@portal.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the reset mail through the SMTP server and records it as sent', async () => {
    const { input } = await signUp(t);
    expect((await callApi(t, accountCalls.forgotPassword, { email: input.email })).body.code).toBe(0);
    await t.ctx.background.idle();
    const reset = received.find(
      (m) => m.to.includes(input.email) && m.raw.includes('Reset your Supplier Cloud password'),
    );
    expect(reset?.from).toBe('hello@portal.test');
    expect(reset?.raw).toContain('resetPwd?token=');
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    const row = rows.find((r) => r.subject.startsWith('Reset'));
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The table keeps the mail without the working link.
    expect(row?.body).toContain('[link removed]');
    expect(row?.body).not.toContain('token=');
  });
});

describe('forgot password with a slow SMTP server', () => {
  const received: Received[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    let url: string;
    ({ smtp, url } = await startSmtp(received, held));
    t = await createTestApp({ SMTP_URL: url });
  });
  afterAll(async () => {
    release();
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('answers at once while the mail server is still busy, then delivers the link', async () => {
    const { input } = await signUp(t);
    const answer = callApi(t, accountCalls.forgotPassword, { email: input.email });
    const timedOut = new Promise<'waited for SMTP'>((resolve) =>
      setTimeout(() => resolve('waited for SMTP'), 3000),
    );
    try {
      const first = await Promise.race([answer, timedOut]);
      expect(first).not.toBe('waited for SMTP');
      expect(first).toMatchObject({ body: { code: 0 } });
    } finally {
      release();
    }
    await t.ctx.background.idle();
    expect(received.some((m) => m.to.includes(input.email) && m.raw.includes('resetPwd?token='))).toBe(true);
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(rows.find((r) => r.subject.startsWith('Reset'))?.sentAt).toBeInstanceOf(Date);
  });
});

describe('mail when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t?.close());

  it('still answers the user the same way and records the failure for the team', async () => {
    const { input } = await signUp(t);
    expect((await callApi(t, accountCalls.forgotPassword, { email: input.email })).body.code).toBe(0);
    await t.ctx.background.idle();
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(t.logText()).toContain('mail could not be sent by SMTP');
  });
});
