import type { CompanyProfileAuditField } from '@sc/contract';

/** The saved profile's values an audit entry compares (a company row has them all). */
export interface ProfileValues {
  name: string;
  country: string;
  businessType: string | null;
  yearFounded: number | null;
  staffRange: string | null;
  exportRange: string | null;
  mainMarkets: readonly string[];
  introductionEn: string;
  introductionZh: string | null;
  introductionJa: string | null;
  categoryIds: readonly number[];
  businessGoods: readonly string[];
  shownBrands: readonly string[];
}

const PROFILE_COLUMNS: [keyof ProfileValues, CompanyProfileAuditField][] = [
  ['name', 'name'],
  ['country', 'country'],
  ['businessType', 'businessType'],
  ['yearFounded', 'yearFounded'],
  ['staffRange', 'staffRange'],
  ['exportRange', 'exportRange'],
  ['mainMarkets', 'mainMarkets'],
  ['introductionEn', 'introductionEn'],
  ['introductionZh', 'introductionZh'],
  ['introductionJa', 'introductionJa'],
  ['categoryIds', 'categories'],
  ['businessGoods', 'businessGoods'],
  ['shownBrands', 'brands'],
];

/** A value as compared: lists by their members (a new order alone is no change), empty text as none. */
function comparable(value: ProfileValues[keyof ProfileValues]): string {
  if (Array.isArray(value)) return JSON.stringify([...value].map(String).sort());
  if (value === '' || value === undefined) return 'null';
  return JSON.stringify(value);
}

/** The profile fields a save changed, in the form's order. */
export function changedProfileFields(
  before: ProfileValues,
  after: ProfileValues,
): CompanyProfileAuditField[] {
  return PROFILE_COLUMNS.filter(([column]) => comparable(before[column]) !== comparable(after[column])).map(
    ([, field]) => field,
  );
}

/** The logo and images as a save of the pictures sees them. */
export interface PictureValues {
  logoFileId: string | null;
  /** In the order buyers see them. */
  images: readonly { fileId: string; caption: string }[];
}

/** Which of the logo and the images a save of the pictures changed (order and captions count). */
export function changedPictureFields(
  before: PictureValues,
  after: PictureValues,
): CompanyProfileAuditField[] {
  const fields: CompanyProfileAuditField[] = [];
  if (before.logoFileId !== after.logoFileId) fields.push('logo');
  const images = (values: PictureValues) =>
    JSON.stringify(values.images.map((image) => [image.fileId, image.caption]));
  if (images(before) !== images(after)) fields.push('images');
  return fields;
}
