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

describe('mail by SMTP (SMTP_URL set)', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
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
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
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
    const reset = received.find(
      (m) => m.to.includes(input.email) && m.raw.includes('Reset your Supplier Cloud password'),
    );
    expect(reset?.from).toBe('hello@portal.test');
    expect(reset?.raw).toContain('resetPwd?token=');
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    const row = rows.find((r) => r.subject.startsWith('Reset'));
    expect(row).toMatchObject({ transport: 'smtp', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
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
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, input.email));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sentAt).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    }
    expect(t.logText()).toContain('mail could not be sent by SMTP');
  });
});
