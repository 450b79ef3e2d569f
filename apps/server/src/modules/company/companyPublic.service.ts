import type { Lang, PublicCompanyProfile } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { getFileRefsById } from '../files/files.service.js';
import { toPictures } from './company.presenter.js';
import {
  findCategoriesWithMain,
  findCompany,
  findLogoFileIds,
  listCompanyImages,
} from './company.repository.js';

const INTRO_LANGS = { en: 'en', ch: 'zh', ja: 'ja' } as const satisfies Record<Lang, string>;

/**
 * A company's profile as buyers see it, or null while its showroom is not published (a draft is
 * the supplier's own business). The introduction is the buyer's language's version when the
 * supplier wrote one, else the English one.
 */
export async function getPublicCompanyProfile(
  ctx: AppContext,
  supplierId: number,
  lang: Lang,
): Promise<PublicCompanyProfile | null> {
  const company = await findCompany(ctx.db, supplierId);
  if (company?.showroomStatus !== 'published') return null;
  const [images, categories] = await Promise.all([
    listCompanyImages(ctx.db, supplierId),
    findCategoriesWithMain(ctx.db, company.categoryIds),
  ]);
  const pictures = toPictures(ctx.config.fileUrlSecret, images);
  const wanted = INTRO_LANGS[lang];
  const translated =
    wanted === 'zh' ? company.introductionZh : wanted === 'ja' ? company.introductionJa : null;
  const nameOf = (c: (typeof categories)[number]) =>
    lang === 'ch' ? c.nameZh : lang === 'ja' ? c.nameJa : c.nameEn;
  const order = new Map(company.categoryIds.map((id, index) => [id, index]));
  return {
    logoUrl: pictures.logo ? (pictures.logo.thumbUrl ?? pictures.logo.url) : null,
    images: pictures.images.map((image) => ({
      url: image.url,
      thumbUrl: image.thumbUrl,
      caption: image.caption,
    })),
    introduction: translated || company.introductionEn,
    introductionLang: translated ? wanted : 'en',
    businessType: company.businessType,
    yearFounded: company.yearFounded,
    staffRange: company.staffRange,
    exportRange: company.exportRange,
    mainMarkets: company.mainMarkets,
    categories: categories
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
      .map((c) => ({ id: c.id, name: nameOf(c) })),
    businessGoods: company.businessGoods,
    brands: company.shownBrands,
  };
}

/** The logo preview address of each of the companies, by supplier id (none for those without one). */
export async function getLogoUrls(ctx: AppContext, supplierIds: number[]): Promise<Map<number, string>> {
  const logos = await findLogoFileIds(ctx.db, supplierIds);
  const files = await getFileRefsById(
    ctx,
    logos.map((l) => l.fileId),
  );
  const urls = new Map<number, string>();
  for (const logo of logos) {
    const file = files.get(logo.fileId);
    if (file) urls.set(logo.supplierId, file.thumbUrl ?? file.url);
  }
  return urls;
}
