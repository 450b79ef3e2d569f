import { API_BASE, apiPaths, type UpdateCompany } from '@sc/contract';
import { isNotNull } from 'drizzle-orm';
import { categories } from '../db/schema/index.js';
import { postMultipart } from './productFactories.js';
import type { TestApp } from './testApp.js';

export const INTRODUCTION =
  'Family-owned olive oil mill in the Andes since 1987. We press our own groves within hours of harvest and export to 14 countries.';

/** Uploads a logo or company image through supplier/savePhotoOrLogo. */
export function uploadCompanyPhoto(
  t: TestApp,
  token: string,
  fields: { kind: 'logo' | 'image'; replaceFileId?: string; caption?: string },
  file: { bytes: Buffer; fileName: string },
) {
  const text = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return postMultipart(t, token, `${API_BASE}${apiPaths.companyUploadPhoto}`, text, file);
}

/** A sub-category of the seeded tree (its id), for profiles. */
export async function someSubcategoryId(t: TestApp): Promise<number> {
  const [row] = await t.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(isNotNull(categories.parentId))
    .limit(1);
  if (!row) throw new Error('no seeded sub-category');
  return row.id;
}

/** A complete profile to save, keeping the sign-up's name and country. */
export async function profileInput(
  t: TestApp,
  account: { input: { companyName: string; country: string } },
  overrides: Partial<UpdateCompany> = {},
): Promise<UpdateCompany> {
  return {
    name: account.input.companyName,
    country: account.input.country as UpdateCompany['country'],
    businessType: 'manufacturer',
    introduction: { en: INTRODUCTION },
    categoryIds: [await someSubcategoryId(t)],
    ...overrides,
  };
}
