import { COMPANY_AUDIT_ACTIONS, type CompanyAuditEntry, type Lang } from '@sc/contract';
import { en as sharedEn } from '@sc/contract/messages/en';
import { ja as sharedJa } from '@sc/contract/messages/ja';
import { zh as sharedZh } from '@sc/contract/messages/zh';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { ja } from '../../../locales/ja';
import { zh } from '../../../locales/zh';
import { describeAuditEntry } from './describeAuditEntry';

const translators: Partial<Record<Lang, TFunction>> = {};
beforeAll(async () => {
  const catalogs = { en: [sharedEn, en], ch: [sharedZh, zh], ja: [sharedJa, ja] } as const;
  for (const [lang, [shared, ui]] of Object.entries(catalogs) as [Lang, readonly [object, object]][]) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'x',
      resources: { x: { translation: { ...shared, ...ui } } },
      interpolation: { escapeValue: false },
    });
    translators[lang] = i18n.t;
  }
});

function entry(action: string, details: Record<string, unknown>, extra: Partial<CompanyAuditEntry> = {}) {
  return {
    id: 1,
    at: '2026-03-02T08:00:00.000Z',
    actor: { kind: 'member', userId: 7, name: 'Ana Lima' },
    action,
    group: null,
    targetType: 'user',
    targetId: '42',
    details,
    ip: '203.0.113.7',
    ...extra,
  } satisfies CompanyAuditEntry;
}
const describeIn = (lang: Lang, value: CompanyAuditEntry) => {
  const t = translators[lang];
  if (!t) throw new Error(`no translator for ${lang}`);
  return describeAuditEntry(value, t, lang);
};

describe('audit log sentences', () => {
  it('says what happened with its details, built-in roles translated and custom roles as named', () => {
    expect(describeIn('en', entry('user.invited', { email: 'ana@x.com', role: 'sales' }))).toEqual({
      actor: 'Ana Lima',
      sentence: 'Invited ana@x.com as Sales',
      target: 'ana@x.com',
    });
    expect(
      describeIn('en', entry('user.roleChanged', { name: 'Sam Lee', from: 'sales', to: 'Key accounts' })),
    ).toMatchObject({ sentence: 'Changed Sam Lee’s role from Sales to Key accounts', target: 'Sam Lee' });
    expect(
      describeIn('ch', entry('user.roleChanged', { name: 'Sam Lee', from: 'sales', to: 'manager' })),
    ).toMatchObject({ sentence: '将 Sam Lee 的角色从销售改为经理' });
    expect(describeIn('ja', entry('user.invited', { email: 'ana@x.com', role: 'finance' })).sentence).toBe(
      'ana@x.com を経理として招待しました',
    );
  });

  it('reads people and roles stored as objects too ({ id, name }, { id, code, name })', () => {
    const sales = { id: 3, code: 'sales', name: 'Sales' };
    const custom = { id: 9, code: null, name: 'Key accounts' };
    expect(describeIn('en', entry('user.invited', { email: 'ana@x.com', role: sales })).sentence).toBe(
      'Invited ana@x.com as Sales',
    );
    expect(describeIn('ja', entry('user.invited', { email: 'ana@x.com', role: sales })).sentence).toBe(
      'ana@x.com を営業として招待しました',
    );
    expect(
      describeIn('en', entry('user.roleChanged', { name: 'Sam Lee', from: null, to: custom })).sentence,
    ).toBe('Changed Sam Lee’s role from — to Key accounts');
    expect(
      describeIn('en', entry('ownership.transferRequested', { name: 'Sam Lee', email: 's@x.com' })),
    ).toMatchObject({ sentence: 'Asked Sam Lee to take over ownership of the company', target: 'Sam Lee' });
    expect(
      describeIn(
        'en',
        entry('ownership.transferred', { from: { id: 1, name: 'Ana Lima' }, to: { id: 2, name: 'Sam Lee' } }),
      ).sentence,
    ).toBe('Ownership passed from Ana Lima to Sam Lee');
    expect(
      describeIn('ch', entry('ownership.transferCancelled', { name: 'Sam Lee', outcome: 'declined' }))
        .sentence,
    ).toBe('拒绝接手公司的所有权');
    expect(
      describeIn('en', entry('conversation.handedOver', { buyer: 'Li Wei', from: 'Sam Lee', to: 'Mia Chen' }))
        .sentence,
    ).toBe('Handed the conversation with Li Wei from Sam Lee to Mia Chen');
  });

  it('shows a payment’s amount in the user’s locale and the package in their language', () => {
    const paid = entry(
      'billing.paid',
      {
        order: 'SC20260302-7F3A9C1B2D',
        package: { en: 'Annual', zh: '年度版', ja: '年間プラン' },
        amount: '1200.00',
        currency: 'USD',
        days: 365,
      },
      { targetType: 'paymentOrder', ip: null },
    );
    // Intl puts a no-break space between the currency code and the amount.
    expect(describeIn('en', paid)).toMatchObject({
      sentence: expect.stringMatching(/^Paid USD\s1,200\.00 for Annual$/),
      target: 'Order SC20260302-7F3A9C1B2D',
    });
    expect(describeIn('ch', paid).sentence).toMatch(/^支付 USD\s?1,200\.00，购买年度版$/);
    expect(describeIn('ja', paid).sentence).toMatch(/^年間プランの代金 USD\s?1,200\.00 を支払いました$/);
  });

  it('lists the profile fields that changed, and names the platform team instead of an operator', () => {
    const saved = entry('company.profileUpdated', { fields: ['logo', 'images', 'yearFounded'] });
    expect(describeIn('en', saved)).toMatchObject({
      sentence: 'Changed the company profile: logo, company images, and year founded',
      target: 'Company profile',
    });
    expect(describeIn('ch', saved).sentence).toBe('修改了公司资料：标志、公司图片和成立年份');
    const byTeam = entry(
      'company.profileUpdated',
      { fields: ['name'] },
      {
        actor: { kind: 'platform', userId: null, name: null },
      },
    );
    expect(describeIn('ja', byTeam)).toMatchObject({
      actor: 'Supplier Cloud チーム',
      sentence: '会社プロフィールを変更しました：会社名',
    });
  });

  it('never breaks on missing, unknown or malformed details, nor on an action it does not know', () => {
    for (const lang of ['en', 'ch', 'ja'] as const) {
      for (const action of COMPANY_AUDIT_ACTIONS) {
        for (const details of [
          {},
          { fields: 'logo', package: 12, amount: { x: 1 }, name: null, extra: [1] },
        ]) {
          const text = describeIn(lang, entry(action, details));
          expect(text.sentence, `${lang} ${action}`).not.toMatch(
            /companyAudit\.|\{\{|undefined|null|\[object/,
          );
          expect(text.target, `${lang} ${action}`).not.toMatch(/companyAudit\.|\{\{|undefined/);
        }
      }
    }
    expect(describeIn('en', entry('user.invited', {})).sentence).toBe('Invited — as —');
    expect(describeIn('en', entry('company.profileUpdated', { fields: ['secretColumn'] })).sentence).toBe(
      'Changed the company profile',
    );
    expect(
      describeIn('en', entry('team.somethingNew', { a: 1 }, { targetType: 'widget', targetId: '9' })),
    ).toEqual({ actor: 'Ana Lima', sentence: 'team.somethingNew', target: 'widget #9' });
  });
});
