import { randomBytes } from 'node:crypto';
import type {
  CardSession,
  CardSessionInput,
  Lang,
  PayInput,
  PaymentOrder,
  ServicePackage,
} from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { SupplierCaller } from '../../http/caller.js';
import { PaymentProviderError } from '../../platform/payments/paymentProvider.js';
import { findServiceAt } from '../service/service.service.js';
import { addDays } from '../service/serviceTimeline.js';
import { nameIn, toOrderDto } from './billing.presenter.js';
import { OPEN_STATUSES } from './orderStatus.js';
import {
  claimOrderForPayment,
  findOpenOrder,
  findOrder,
  findOrderPeriod,
  findPayerFacts,
  insertOrderUnlessOpen,
  moveOrder,
  type OrderRow,
} from './orders.repository.js';
import { findActivePackage, listActivePackages } from './packages.repository.js';

/** The provider's language of the card page for a portal language. */
const cardLocale = (lang: Lang) => (lang === 'ch' ? 'zh' : lang);

/** A new merchant_transaction_id: readable, unique, safe in a URL ("SC20261126-7F3A9C1B2D"). */
function newMerchantTransactionId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `SC${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Packages on sale, each with the period it would cover: from today, or from the end already paid for. */
export async function listPackagesForSale(
  ctx: AppContext,
  caller: SupplierCaller,
  lang: Lang,
): Promise<ServicePackage[]> {
  const now = ctx.clock.now();
  const [packages, service] = await Promise.all([
    listActivePackages(ctx.db),
    findServiceAt(ctx.db, caller.supplierId, now),
  ]);
  const from = service.coveredUntil ?? now;
  return packages.map((p) => ({
    id: p.id,
    name: nameIn(p.names, lang),
    days: p.days,
    buyerContacts: p.buyerContacts,
    price: p.price,
    currency: p.currency,
    coversFrom: from.toISOString(),
    coversUntil: addDays(from, p.days).toISOString(),
  }));
}

/** The supplier's order by its number, or RECORD_NOT_FOUND (another company's order is not found). */
async function ownOrder(
  ctx: AppContext,
  caller: SupplierCaller,
  merchantTransactionId: string,
): Promise<OrderRow> {
  const order = await findOrder(ctx.db, merchantTransactionId);
  if (!order || order.supplierId !== caller.supplierId) throw new AppError('RECORD_NOT_FOUND');
  return order;
}

/**
 * The order as it is now, when a move lost to a faster one (the provider's notify can arrive before
 * its answer to the payment does).
 */
async function currentOrder(ctx: AppContext, order: OrderRow): Promise<OrderRow> {
  return (await findOrder(ctx.db, order.merchantTransactionId)) ?? order;
}

/** The order as JSON, with the period it granted. */
async function orderDto(ctx: AppContext, order: OrderRow, lang: Lang, redirectUrl: string | null = null) {
  const period = await findOrderPeriod(ctx.db, order.id);
  return toOrderDto(order, lang, {
    periodStartsAt: period?.startsAt ?? null,
    periodEndsAt: period?.endsAt ?? null,
    redirectUrl,
  });
}

/**
 * Opens a payment order for a package, or reuses the open one (a second click, another tab), and
 * asks the provider for the card iframe's token. The package's terms are copied into the order.
 */
export async function openCardSession(
  ctx: AppContext,
  caller: SupplierCaller,
  input: CardSessionInput,
  lang: Lang,
): Promise<CardSession> {
  const pkg = await findActivePackage(ctx.db, input.packageId);
  if (!pkg) throw new AppError('PACKAGE_UNAVAILABLE');
  const now = ctx.clock.now();
  let order = await findOpenOrder(ctx.db, caller.supplierId, pkg.id);
  // The platform changed the package since: the old terms are not offered any more.
  if (
    order &&
    (order.amount !== pkg.price ||
      order.currency !== pkg.currency ||
      order.days !== pkg.days ||
      order.buyerContacts !== pkg.buyerContacts)
  ) {
    await moveOrder(ctx.db, order.id, { status: 'expired' }, now);
    order = undefined;
  }
  if (!order) {
    order =
      (await insertOrderUnlessOpen(ctx.db, {
        merchantTransactionId: newMerchantTransactionId(now),
        supplierId: caller.supplierId,
        userId: caller.userId,
        packageId: pkg.id,
        packageNames: pkg.names,
        days: pkg.days,
        buyerContacts: pkg.buyerContacts,
        amount: pkg.price,
        currency: pkg.currency,
        createdAt: now,
        updatedAt: now,
      })) ?? (await findOpenOrder(ctx.db, caller.supplierId, pkg.id));
  }
  if (!order) throw new AppError('ORDER_NOT_PAYABLE');
  const session = await ctx.payments
    .createCardSession({
      merchantTransactionId: order.merchantTransactionId,
      amount: order.amount,
      currency: order.currency,
      locale: cardLocale(lang),
    })
    .catch((error: unknown) => {
      ctx.log.warn(
        { err: error, order: order?.merchantTransactionId },
        'card session refused by the provider',
      );
      throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    });
  return {
    merchantTransactionId: order.merchantTransactionId,
    token: session.token,
    cardPageUrl: session.cardPageUrl,
    amount: order.amount,
    currency: order.currency,
  };
}

/**
 * Pays an order with the card token from the iframe. Only the first call for an order reaches the
 * provider (the order is claimed first): a second one answers the order as it stands, so a double
 * click or a retry never charges twice. Nothing is granted here: the provider's signed notify (or
 * reconciliation) does that.
 */
export async function payOrder(
  ctx: AppContext,
  caller: SupplierCaller,
  input: PayInput,
  lang: Lang,
): Promise<PaymentOrder> {
  const order = await ownOrder(ctx, caller, input.merchantTransactionId);
  const now = ctx.clock.now();
  const claimed = await claimOrderForPayment(ctx.db, order.id, now);
  if (!claimed) {
    if (order.status === 'failed' || order.status === 'expired') throw new AppError('ORDER_NOT_PAYABLE');
    return orderDto(ctx, (await findOrder(ctx.db, order.merchantTransactionId)) ?? order, lang);
  }
  const payer = await findPayerFacts(ctx.db, caller.userId);
  const result = await ctx.payments
    .pay({
      merchantTransactionId: order.merchantTransactionId,
      amount: order.amount,
      currency: order.currency,
      cardToken: input.cardToken,
      description: nameIn(order.packageNames, 'en'),
      customer: { email: payer?.email ?? '', name: payer?.name ?? '', country: payer?.country ?? '' },
      returnUrl: ctx.config.payments.returnUrl(order.merchantTransactionId),
      notifyUrl: ctx.config.payments.notifyUrl,
    })
    .catch((error: unknown) => {
      // The charge's fate is unknown: the order stays submitted and reconciliation asks the provider.
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn(
        { err: error, order: order.merchantTransactionId },
        'payment answer lost; reconciliation will ask',
      );
      return null;
    });
  if (!result) {
    const moved = await moveOrder(ctx.db, order.id, { status: 'processing' }, now);
    return orderDto(ctx, moved ?? (await currentOrder(ctx, claimed)), lang);
  }
  const card = {
    cardLast4: result.cardLast4 ?? null,
    cardBrand: result.cardBrand ?? null,
    providerTransactionId: result.providerTransactionId ?? null,
  };
  if (result.status === 'failed') {
    const moved = await moveOrder(
      ctx.db,
      order.id,
      { status: 'failed', failureCode: result.failureCode ?? 'other', ...card },
      now,
    );
    return orderDto(ctx, moved ?? (await currentOrder(ctx, claimed)), lang);
  }
  if (result.status === 'pending_3ds') {
    const moved = await moveOrder(ctx.db, order.id, { status: 'pending_3ds', ...card }, now);
    return orderDto(ctx, moved ?? (await currentOrder(ctx, claimed)), lang, result.redirectUrl ?? null);
  }
  // Charged or still being processed: the order waits for the notify that grants the package.
  const moved = await moveOrder(ctx.db, order.id, { status: 'processing', ...card }, now);
  return orderDto(ctx, moved ?? (await currentOrder(ctx, claimed)), lang);
}

/**
 * An order's state for its supplier (the result page, after a redirect). While it waits, the
 * provider is asked too, to show a failure or the 3-D Secure page at once; nothing is written or
 * granted from here.
 */
export async function queryOrder(
  ctx: AppContext,
  caller: SupplierCaller,
  merchantTransactionId: string,
  lang: Lang,
): Promise<PaymentOrder> {
  const order = await ownOrder(ctx, caller, merchantTransactionId);
  const dto = await orderDto(ctx, order, lang);
  if (!OPEN_STATUSES.includes(order.status) || !order.submittedAt) return dto;
  const provider = await ctx.payments.query(merchantTransactionId).catch(() => null);
  if (provider?.status === 'failed')
    return { ...dto, status: 'failed', failure: provider.failureCode ?? 'other' };
  if (provider?.status === 'pending_3ds')
    return { ...dto, status: 'pending_3ds', redirectUrl: provider.redirectUrl ?? null };
  return dto;
}
