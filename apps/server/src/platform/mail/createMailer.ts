import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Mail, Mailer } from './mailer.js';

interface MailerOptions {
  db: Database;
  log: FastifyBaseLogger;
  dataDir: string;
  smtpUrl?: string | undefined;
  from: string;
}

/**
 * SMTP when configured; otherwise the outbox: a table row plus a `.eml` file under DATA_DIR/outbox
 * (read it with `npm run outbox`). The log line names the file, never the mail's body, which may hold
 * a reset link.
 */
export function createMailer({ db, log, dataDir, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const outboxDir = join(dataDir, 'outbox');

  return {
    async send(mail: Mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          body: mail.text,
          transport: transport ? 'smtp' : 'outbox',
        })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (!row) throw new Error('outbox insert returned nothing');

      if (!transport) {
        await mkdir(outboxDir, { recursive: true });
        const file = join(outboxDir, `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
        const eml = `From: ${from}\nTo: ${mail.to}\nSubject: ${mail.subject}\nDate: ${row.createdAt.toUTCString()}\nContent-Type: text/plain; charset=utf-8\n\n${mail.text}\n`;
        await writeFile(file, eml, 'utf8');
        log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, file },
          'mail saved to outbox (npm run outbox)',
        );
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row.id));
        log.error({ mailId: row.id, to: mail.to, err: reason }, 'mail could not be sent by SMTP');
      }
    },
  };
}
