import type { ChatMessage, SessionEndReason, SupportMessage, ViewedReceipt } from '@sc/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database, DatabaseKind } from './db/client.js';
import type { Limits } from './http/rateLimits.js';
import type { SessionCache } from './http/sessionCache.js';
import type { SettledAppender } from './modules/chat/appendMessage.repository.js';
import type { BackgroundTasks } from './platform/backgroundTasks.js';
import type { Caches } from './platform/caches.js';
import type { Clock } from './platform/clock.js';
import type { JobRunner } from './platform/jobs/jobRunner.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { PaymentProvider } from './platform/payments/paymentProvider.js';
import type { Storage } from './platform/storage/storage.js';
import type { Translator } from './platform/translation/translator.js';

/** Tells connected clients that sessions ended; implemented by the Socket.IO layer. */
export interface SessionNotifier {
  /** `note`: words the client shows with the reason (the platform team's, for a suspension). */
  endSessions(
    target: { sessionIds: number[] } | { userId: number },
    reason: SessionEndReason,
    note?: string,
  ): void;
  /**
   * The users' roles or permissions changed (issue 19): forgets their cached sessions in every process
   * (the next call loads the new permissions) and tells their open portals to refetch menu and routes.
   * Call it after the change has committed.
   */
  permissionsChanged(userIds: number[]): void;
}

/** Delivers chat events to connected clients; implemented by the Socket.IO layer. */
export interface ChatNotifier {
  /** SPEC 7: each recipient gets `message<their adminCode>`. */
  deliver(message: ChatMessage, recipients: { userId: number; adminCode: string }[]): void;
  viewed(receipt: ViewedReceipt, userIds: number[]): void;
  /** A conversation was handed to this user by a colleague (issue 19): `chat:handedOver`. */
  handedOver(payload: { conversationId: number; fromName: string }, userId: number): void;
  /** A support message: to every user of the company and to the platform team. */
  support(message: SupportMessage, supplierId: number): void;
}

/** Tells every connected supplier user something changed for all of them; implemented by the Socket.IO layer. */
export interface BroadcastNotifier {
  /** A notice was published or withdrawn: clients refetch their unread count and pop-up. */
  noticesChanged(): void;
}

/** A captcha picture and its answer. */
export type CaptchaMaker = () => { svg: string; text: string };

/**
 * What keeps a product from being deleted, answered by the modules that build on products (the
 * products module cannot import them: they import it). Wired in app.ts.
 */
export interface ProductUses {
  /** The supplier's open (not expired) quotations with a line for the product. */
  openQuotations(
    db: Database,
    supplierId: number,
    productId: number,
  ): Promise<{ number: string; name: string }[]>;
}

/**
 * Who besides the owning company may read a private file, answered by the modules that pass files
 * on (the files module cannot import them: they import it). Wired in app.ts.
 */
export interface FileSharing {
  /** Whether the file was sent in a message of one of this buyer's conversations. */
  sentToBuyer(db: Database, buyerId: number, fileId: string): Promise<boolean>;
}

/** Everything a service may touch; side effects live behind these interfaces. */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  mailer: Mailer;
  /** Work an answer does not wait for (SMTP, the forgot-password lookup); tests await `idle()`. */
  background: BackgroundTasks;
  storage: Storage;
  notifier: SessionNotifier;
  chat: ChatNotifier;
  broadcast: BroadcastNotifier;
  translator: Translator | null;
  sessionCache: SessionCache;
  /** This app's in-process caches (category rows, buyer rankings, pool counts, chat recipients…). */
  caches: Caches;
  limits: Limits;
  /** The time for expiry rules (tests move it). */
  clock: Clock;
  /** Card payments (LianLian, or its built-in stand-in). */
  payments: PaymentProvider;
  /** Scheduled and background jobs (pg-boss on PostgreSQL, in-process on the embedded database). */
  jobs: JobRunner;
  makeCaptcha: CaptchaMaker;
  productUses: ProductUses;
  fileSharing: FileSharing;
  /** Stores chat messages to settled conversations, those sent at the same time in one commit (group commit). */
  settledMessages: SettledAppender;
  log: FastifyBaseLogger;
}
