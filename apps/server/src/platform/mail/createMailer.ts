import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { BackgroundTasks } from '../backgroundTasks.js';
import { type Mail, type Mailer, withoutSecrets } from './mailer.js';

interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  dataDir: string;
  smtpUrl?: string | undefined;
  from: string;
  /** SMTP sending runs here, so no answer waits for the mail server. */
  background: BackgroundTasks;
  /** Warns at start when production mail would go to the development outbox. */
  production: boolean;
}

/**
 * SMTP when configured; otherwise the outbox files under DATA_DIR/outbox (read them with
 * `npm run outbox`), a development aid: they hold the mail as sent, working reset links included.
 * Either way the `mail_outbox` table records the mail with its secrets removed, and the log line
 * never carries the body.
 */
export function createMailer({
  db,
  log,
  dataDir,
  smtpUrl,
  from,
  background,
  production,
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const outboxDir = join(dataDir, 'outbox');
  if (!transport && production) {
    log.warn(
      { outboxDir },
      'SMTP_URL is not set: mail is written to outbox files, a development aid holding working reset links; set SMTP_URL in production',
    );
  }

  async function deliver(mail: Mail, id: number) {
    if (!transport) return;
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, id));
      log.error({ mailId: id, to: mail.to, err: reason }, 'mail could not be sent by SMTP');
    }
  }

  return {
    async send(mail: Mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          body: withoutSecrets(mail),
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (!row) throw new Error('outbox insert returned nothing');

      if (transport) {
        background.run('smtp', () => deliver(mail, row.id));
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
      const eml = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nDate: ${row.createdAt.toUTCString()}\nX-Outbox: development aid (SMTP_URL not set); links in this mail work\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
      await writeFile(file, eml, { encoding: 'utf8', mode: 0o600 });
      log.info(
        { mailId: row.id, to: mail.to, subject: mail.subject, file },
        'mail saved to outbox (npm run outbox)',
      );
    },
  };
}
