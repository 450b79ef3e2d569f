import { MESSAGE_TYPE } from '@sc/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { BuyerCaller } from '../http/caller.js';
import { sendAsBuyer, sendAsSupplier } from '../modules/chat/sendMessage.service.js';
import { showroomStateOf } from '../modules/company/showroomState.js';
import { linkMasterProduct } from '../modules/products/products.service.js';
import { addExhibits, listMyExhibits } from '../modules/showroom/showroom.service.js';
import { buyerProducts, buyers, buyerVisits, suppliers, users } from './schema/index.js';
import { demoSupplierCaller, seedDemoCompany } from './seedDemoCompany.js';
import { seedDemoQuotations } from './seedDemoQuotations.js';

/** Products of the demo supplier displayed in its showroom. */
const DEMO_EXHIBITS = 4;

/**
 * The demo supplier's world: it sells food & beverage, has linked a few catalogue products that
 * seeded buyers want (four of them displayed in its showroom), has been visited, contacted one
 * buyer (who answered) and has a buyer-started conversation waiting for its first reply (which
 * will spend a contact).
 */
export async function seedDemoSupplierRelations(ctx: AppContext, demoEmail: string): Promise<void> {
  const db = ctx.db;
  const caller = await demoSupplierCaller(ctx, demoEmail);
  if (!caller) return;
  const supplierId = caller.supplierId;
  await db
    .update(suppliers)
    .set({ mainCategories: ['food_beverage'] })
    .where(eq(suppliers.id, supplierId));
  const wanted = await db
    .selectDistinct({ id: buyerProducts.masterProductId })
    .from(buyerProducts)
    .innerJoin(buyers, eq(buyers.id, buyerProducts.buyerId))
    .where(and(eq(buyers.mainCategory, 'food_beverage'), eq(buyerProducts.kind, 'purchasing')))
    .orderBy(asc(buyerProducts.masterProductId))
    .limit(6);
  const linked: { id: number; name: string }[] = [];
  for (const { id } of wanted) linked.push(await linkMasterProduct(ctx, caller, id, 'en'));
  const priceListId = await seedDemoQuotations(
    ctx,
    caller,
    linked.map((p) => p.id),
  );
  // Four of them displayed in the showroom; those already shown are left as they are.
  const shown = new Set((await listMyExhibits(ctx, caller)).list.map((e) => e.productId));
  const toShow = linked
    .slice(0, DEMO_EXHIBITS)
    .map((p) => p.id)
    .filter((id) => !shown.has(id));
  if (toShow.length) await addExhibits(ctx, caller, toShow);
  // Buyer contact needs a complete, published showroom.
  await seedDemoCompany(ctx, demoEmail);

  const food = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(eq(buyers.mainCategory, 'food_beverage'))
    .orderBy(desc(buyers.lastOnlineAt))
    .limit(12);
  const now = Date.now();
  for (const [i, buyer] of food.slice(0, 8).entries()) {
    const product = i % 2 === 0 ? linked[i % Math.max(1, linked.length)] : undefined;
    await db.insert(buyerVisits).values({
      supplierId,
      buyerId: buyer.id,
      productId: product?.id ?? null,
      productName: product?.name ?? null,
      visitedAt: new Date(now - (i + 1) * 97 * 60_000),
    });
  }
  const [answered, waiting] = [food[8], food[9]];
  // Without a catalogue (benchmarks seed none) the showroom cannot be completed, so the demo
  // company may not start a contact; the buyer-started conversation is still seeded.
  if (answered && (await showroomStateOf(db, supplierId)).unlocked) {
    await sendAsSupplier(
      ctx,
      caller,
      {
        clientId: 'seed-demo-hello',
        buyerId: answered.id,
        type: MESSAGE_TYPE.text,
        content:
          'Hello! Harbor Fresh Foods here — we export Australian snacks and dairy. Happy to send our price list.',
      },
      'en',
    );
    await sendAsBuyer(ctx, await buyerCallerOf(ctx, answered.id), {
      clientId: 'seed-demo-answer',
      supplierId,
      type: MESSAGE_TYPE.text,
      content: '你好！请发一下价格表和起订量，谢谢。',
    });
    if (priceListId)
      await sendAsSupplier(
        ctx,
        caller,
        {
          clientId: 'seed-demo-price-list',
          buyerId: answered.id,
          type: MESSAGE_TYPE.quotation,
          quotationId: priceListId,
          content: '',
        },
        'en',
      );
  }
  if (waiting)
    await sendAsBuyer(ctx, await buyerCallerOf(ctx, waiting.id), {
      clientId: 'seed-demo-question',
      supplierId,
      type: MESSAGE_TYPE.text,
      content: 'Hi, do you ship macadamia cookies to Shanghai? What is the shelf life?',
    });
}

/** A buyer acting in the seed, as if signed in to the buyers' app. */
async function buyerCallerOf(ctx: AppContext, buyerId: number): Promise<BuyerCaller> {
  const [row] = await ctx.db
    .select({ userId: users.id, adminCode: users.adminCode, email: users.email, realName: users.realName })
    .from(buyers)
    .innerJoin(users, eq(users.id, buyers.userId))
    .where(eq(buyers.id, buyerId));
  if (!row) throw new Error(`seed buyer ${buyerId} not found`);
  return {
    ...row,
    sessionId: 0,
    kind: 'buyer',
    supplierId: null,
    buyerId,
    permissions: new Set(),
    ownScope: new Set(),
  };
}
