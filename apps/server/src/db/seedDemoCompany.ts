import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../context.js';
import type { SupplierCaller } from '../http/caller.js';
import {
  getMyCompany,
  listMyLinkBrands,
  updateMyCompany,
  updateMyShowroomStatus,
} from '../modules/company/company.service.js';
import { uploadCompanyPhoto } from '../modules/company/companyPhotos.service.js';
import { saveMyFair, saveMyHours } from '../modules/schedule/schedule.service.js';
import { saveMySignature } from '../modules/signature/signature.service.js';
import { categories, users } from './schema/index.js';

/** The demo supplier's admin as a caller of the services, or undefined before it exists. */
export async function demoSupplierCaller(
  ctx: AppContext,
  email: string,
): Promise<SupplierCaller | undefined> {
  const [demo] = await ctx.db
    .select({
      userId: users.id,
      supplierId: users.supplierId,
      adminCode: users.adminCode,
      realName: users.realName,
    })
    .from(users)
    .where(eq(users.email, email));
  if (!demo?.supplierId) return undefined;
  return {
    sessionId: 0,
    userId: demo.userId,
    kind: 'supplier',
    supplierId: demo.supplierId,
    buyerId: null,
    adminCode: demo.adminCode,
    email,
    realName: demo.realName,
    permissions: new Set(),
    ownScope: new Set(),
  };
}

const INTRODUCTION = {
  en: `**Harbor Fresh Foods** packs Australian pantry staples for retailers across Asia.

- Family-owned since 1998, based in Fremantle, Western Australia
- HACCP and BRCGS certified kitchen and packing line
- Honey, macadamias, biscuits and coffee under our own and private labels
- Mixed containers from one pallet; we ship to Shanghai, Ningbo and Shenzhen every week`,
  zh: `**Harbor Fresh Foods** 为亚洲零售商提供澳大利亚优质食品。

- 1998 年创立的家族企业，位于西澳弗里曼特尔
- 通过 HACCP 与 BRCGS 认证的厨房和包装线
- 蜂蜜、夏威夷果、饼干和咖啡，自有品牌及贴牌
- 一个托盘起可拼柜，每周发往上海、宁波和深圳`,
  ja: `**Harbor Fresh Foods** はアジアの小売業者向けにオーストラリアの食品をお届けしています。

- 1998年創業の家族経営企業（西オーストラリア州フリーマントル）
- HACCP・BRCGS 認証のキッチンと包装ライン
- はちみつ、マカダミア、ビスケット、コーヒー（自社ブランド・PB）
- 1パレットから混載可能。上海・寧波・深圳へ毎週出荷`,
};

/** A picture drawn from SVG: a coloured scene with a title, as a PNG (demo uploads). */
export function picture(
  width: number,
  height: number,
  colours: [string, string],
  title: string,
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="54%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 7)}" font-weight="bold" fill="#fff" text-anchor="middle">${title}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const IMAGES: { caption: string; colours: [string, string] }[] = [
  { caption: 'Packing line, Fremantle', colours: ['#0f766e', '#164e63'] },
  { caption: 'Warehouse and cold store', colours: ['#1d4ed8', '#312e81'] },
  { caption: 'Our booth at SIAL Shanghai', colours: ['#b45309', '#7c2d12'] },
];

/**
 * Gives the demo supplier a complete, published showroom (logo, three images, an introduction in
 * three languages, categories, brands, a coming trade fair, business hours, a typed signature) so its buyer contacts are unlocked. Only once: a profile the
 * demo user has saved is left alone.
 */
export async function seedDemoCompany(ctx: AppContext, email: string): Promise<void> {
  const caller = await demoSupplierCaller(ctx, email);
  if (!caller) return;
  const company = await getMyCompany(ctx, caller);
  if (company.updatedAt) return;
  if (!company.logo) {
    const bytes = await picture(256, 256, ['#0ea5e9', '#0f766e'], 'HF');
    await uploadCompanyPhoto(ctx, caller, {
      fields: { kind: 'logo' },
      fileName: 'harbor-fresh-logo.png',
      bytes,
    });
  }
  for (const image of IMAGES.slice(company.images.length)) {
    const bytes = await picture(960, 640, image.colours, image.caption);
    await uploadCompanyPhoto(ctx, caller, {
      fields: { kind: 'image', caption: image.caption },
      fileName: 'company.png',
      bytes,
    });
  }
  const picked = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.code, ['food_beverage', 'fb_snacks', 'fb_coffee_tea', 'fb_pantry']));
  const brands = await listMyLinkBrands(ctx, caller);
  await updateMyCompany(ctx, caller, {
    name: company.name,
    country: company.country as 'AU',
    businessType: 'manufacturer',
    yearFounded: 1998,
    staffRange: '51_200',
    exportRange: '5m_10m',
    mainMarkets: ['greater_china', 'east_asia', 'southeast_asia', 'oceania'],
    introduction: INTRODUCTION,
    categoryIds: picked.map((c) => c.id),
    businessGoods: ['Honey', 'Macadamias', 'Biscuits', 'Coffee', 'Private label'],
    brands: brands.slice(0, 3).map((b) => b.name),
  });
  // A fair in five weeks, so buyers see where to meet the demo company.
  const day = (offset: number) =>
    new Date(ctx.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  await saveMyFair(ctx, caller, {
    name: 'SIAL Shanghai',
    city: 'Shanghai',
    country: 'CN',
    startsOn: day(35),
    endsOn: day(37),
    booth: 'W5-B12',
    website: 'https://www.sialchina.com',
  });
  await saveMyHours(ctx, caller, {
    timeZone: 'Australia/Perth',
    days: [1, 2, 3, 4, 5],
    opensAt: '08:30',
    closesAt: '17:30',
  });
  await saveMySignature(ctx, caller, {
    signatoryName: caller.realName,
    signatoryTitle: 'Export Manager',
    mode: 'typed',
    signatureFileId: null,
    stampFileId: null,
  });
  const state = await getMyCompany(ctx, caller);
  if (state.state.complete) await updateMyShowroomStatus(ctx, caller, { status: 'published' });
}
