import { type ContactCheck, ErrorCode } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { i18nReady, loadFullCatalog, translate } from '../../lib/i18n';
import { decideContact } from './contactDecision';

const check = (patch: Partial<ContactCheck>): ContactCheck => ({
  buyerId: 7,
  contactStatus: 'none',
  consumesQuota: true,
  allowed: true,
  refusal: null,
  plan: 'trial',
  ...patch,
});
const quota = { remaining: 12, total: 20 };

describe('decideContact', () => {
  it('asks before spending a contact on a new buyer, with the contacts left', () => {
    expect(decideContact(check({}), quota)).toEqual({ kind: 'confirmCost', isReply: false, remaining: 12 });
  });

  it('calls the first answer to a buyer who wrote first a reply that costs', () => {
    expect(decideContact(check({ contactStatus: 'responded' }), quota)).toEqual({
      kind: 'confirmCost',
      isReply: true,
      remaining: 12,
    });
  });

  it('never talks about cost for a buyer already contacted', () => {
    expect(decideContact(check({ contactStatus: 'contacted', consumesQuota: false }), quota)).toEqual({
      kind: 'confirmFree',
    });
    expect(decideContact(check({ contactStatus: 'contacted', consumesQuota: false }), null)).toEqual({
      kind: 'confirmFree',
    });
  });

  it('points a company whose showroom is not open yet to its checklist, in its language', async () => {
    const decision = decideContact(check({ allowed: false, refusal: 'SHOWROOM_LOCKED' }), quota);
    expect(decision).toMatchObject({ kind: 'refused', code: ErrorCode.SHOWROOM_LOCKED, planKey: null });
    await i18nReady;
    await loadFullCatalog(); // the buyers' strings load after the sign-in page's
    if (decision.kind !== 'refused') throw new Error('expected a refusal');
    expect(translate(decision.messageKey)).toMatch(/^Buyers decide by your showroom/);
    expect(translate(decision.messageKey)).toContain('Nothing has been spent.');
  });

  it('explains a refusal without a live subscription', () => {
    expect(
      decideContact(check({ allowed: false, refusal: 'NO_LIVE_SUBSCRIPTION', plan: null }), {
        remaining: 0,
        total: 20,
      }),
    ).toEqual({
      kind: 'refused',
      code: ErrorCode.NO_LIVE_SUBSCRIPTION,
      messageKey: 'error.NO_LIVE_SUBSCRIPTION',
      values: {},
      planKey: null,
    });
  });

  it('explains an exhausted quota with the plan total', () => {
    expect(
      decideContact(check({ allowed: false, refusal: 'QUOTA_EXHAUSTED' }), { remaining: 0, total: 20 }),
    ).toEqual({
      kind: 'refused',
      code: ErrorCode.QUOTA_EXHAUSTED,
      messageKey: 'error.QUOTA_EXHAUSTED',
      values: { total: 20 },
      planKey: 'quotaPlan.trial',
    });
  });

  it('says the trial’s contacts are used up while the trial runs, never that there is no subscription', async () => {
    const decision = decideContact(check({ allowed: false, refusal: 'QUOTA_EXHAUSTED', plan: 'trial' }), {
      remaining: 0,
      total: 20,
    });
    if (decision.kind !== 'refused' || !decision.planKey) throw new Error('expected a quota refusal');
    await i18nReady;
    await loadFullCatalog();
    const text = translate(decision.messageKey, { ...decision.values, plan: translate(decision.planKey) });
    expect(text).toBe('You have used all 20 buyer contacts of your free trial. Buy a package to get more.');
    expect(text).not.toContain('live subscription');
    const subscription = decideContact(
      check({ allowed: false, refusal: 'QUOTA_EXHAUSTED', plan: 'subscription' }),
      null,
    );
    expect(subscription).toMatchObject({ planKey: 'quotaPlan.subscription' });
  });
});
