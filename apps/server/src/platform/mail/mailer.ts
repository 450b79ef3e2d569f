/** A mail to one recipient, plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Parts of the text that grant access (a reset link). They are delivered but never stored: the
   * outbox table keeps the text with each replaced by `[link removed]`.
   */
  secrets?: string[];
}

/**
 * Sends mail; every adapter also records the mail (secrets removed) in the outbox table. `send`
 * resolves once the mail is recorded and queued, not when an SMTP server has taken it.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The text with every secret replaced, as the outbox table keeps it. */
export function withoutSecrets(mail: Mail): string {
  return (mail.secrets ?? []).reduce((text, secret) => text.split(secret).join('[link removed]'), mail.text);
}
