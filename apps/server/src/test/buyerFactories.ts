import { randomBytes } from 'node:crypto';
import { buyerAppCalls, type MainCategory } from '@sc/contract';
import { inArray } from 'drizzle-orm';
import { masterProducts } from '../db/schema/index.js';
import { type BuyerSpec, insertBuyers } from '../db/seedBuyers.js';
import { hashPassword } from '../platform/passwords.js';
import { callApi, fetchCaptcha } from './factories.js';
import { TEST_CAPTCHA_ANSWER, type TestApp } from './testApp.js';

const MINUTE = 60_000;

/** A buyer with sensible defaults; every test names only what it checks. */
export function buyerSpec(overrides: Partial<BuyerSpec> = {}): BuyerSpec {
  const id = randomBytes(5).toString('hex');
  return {
    name: `Buyer ${id}`,
    email: `buyer.${id}@buyers.test`,
    companyName: `Shanghai ${id} Trading Co., Ltd.`,
    country: 'CN',
    jobTitle: 'general_manager',
    title: 'mr',
    mainCategory: 'food_beverage' as MainCategory,
    interestedBrands: [],
    lastOnlineAt: new Date(Date.now() - 30 * MINUTE),
    joinedAt: new Date(Date.now() - 400 * 24 * 60 * MINUTE),
    ...overrides,
  };
}

/** Inserts buyers (login identity + profile + products) straight into the database; returns their ids. */
export async function makeBuyers(t: TestApp, overrides: Partial<BuyerSpec>[]): Promise<number[]> {
  const specs = overrides.map(buyerSpec);
  const productIds = [...new Set(specs.flatMap((s) => (s.products ?? []).map((p) => p.masterProductId)))];
  const rows = productIds.length
    ? await t.ctx.db
        .select({ id: masterProducts.id, name: masterProducts.name, categoryId: masterProducts.categoryId })
        .from(masterProducts)
        .where(inArray(masterProducts.id, productIds))
    : [];
  return insertBuyers(
    t.ctx.db,
    specs,
    'not-a-real-hash',
    new Map(rows.map((r) => [r.id, { name: r.name, categoryId: r.categoryId }])),
  );
}

/** A buyer who can sign in to the buyers' app; returns their ids and token. */
export async function makeBuyerAndLogIn(t: TestApp, overrides: Partial<BuyerSpec> = {}) {
  const spec = buyerSpec(overrides);
  const [buyerId] = await insertBuyers(t.ctx.db, [spec], await hashPassword('Buyer#2026'), new Map());
  const { key } = await fetchCaptcha(t);
  const login = await callApi(t, buyerAppCalls.signIn, {
    username: spec.email,
    password: 'Buyer#2026',
    randomStr: key,
    code: TEST_CAPTCHA_ANSWER,
  });
  if (login.body.code !== 0) throw new Error(`buyer login failed: ${JSON.stringify(login.body)}`);
  return {
    buyerId: buyerId ?? 0,
    token: login.body.data.access_token,
    code: login.body.data.adminCode,
    spec,
  };
}
