/** A mail to one recipient, plain text. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; every adapter also records the mail in the outbox table. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}
