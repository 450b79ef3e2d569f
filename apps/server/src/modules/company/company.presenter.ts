import type {
  ChangeRequest,
  CompanyImage,
  CompanyProfile,
  FileRef,
  LockedField,
  LockedValues,
  ProfileHistoryEntry,
  ShowroomState,
} from '@sc/contract';
import { LOCKED_FIELDS } from '@sc/contract';
import { toFileRefDto } from '../files/files.presenter.js';
import type { ChangeRequestRow } from './changeRequests.repository.js';
import type { CompanyRow, HistoryRow, listCompanyImages } from './company.repository.js';

type ImageWithFile = Awaited<ReturnType<typeof listCompanyImages>>[number];

/** Which fields are locked and why: verified companies, and every company after its first save. */
export function lockOf(row: Pick<CompanyRow, 'verifiedAt' | 'profileSavedAt'>): CompanyProfile['locked'] {
  if (row.verifiedAt) return { fields: [...LOCKED_FIELDS], reason: 'verified' };
  if (row.profileSavedAt) return { fields: [...LOCKED_FIELDS], reason: 'saved' };
  return { fields: [], reason: null };
}

/** The logo and images of a company as file references (URLs signed with the app's secret). */
export function toPictures(
  secret: string,
  rows: ImageWithFile[],
): { logo: FileRef | null; images: CompanyImage[] } {
  const logo = rows.find((r) => r.image.kind === 'logo');
  return {
    logo: logo ? toFileRefDto(secret, logo.file) : null,
    images: rows
      .filter((r) => r.image.kind === 'image')
      .map((r) => ({ ...toFileRefDto(secret, r.file), caption: r.image.caption })),
  };
}

export function toChangeRequestDto(row: ChangeRequestRow): ChangeRequest {
  return {
    id: row.id,
    // A withdrawn request is never shown as pending or decided; callers filter it out.
    status: row.status === 'withdrawn' ? 'rejected' : row.status,
    from: row.fromValues as LockedValues,
    to: row.toValues as LockedValues,
    reason: row.reason,
    requestedBy: row.requestedByName,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    answer: row.answer,
  };
}

export function toHistoryDto(row: HistoryRow): ProfileHistoryEntry {
  return {
    id: row.id,
    field: row.field as LockedField,
    from: row.fromValue,
    to: row.toValue,
    changedBy: row.changedBy,
    changeRequestId: row.changeRequestId,
    at: row.createdAt.toISOString(),
  };
}

export function toCompanyProfileDto(
  row: CompanyRow,
  parts: {
    pictures: { logo: FileRef | null; images: CompanyImage[] };
    state: ShowroomState;
    pending: ChangeRequestRow | undefined;
    history: HistoryRow[];
  },
): CompanyProfile {
  return {
    supplierId: row.id,
    name: row.name,
    country: row.country,
    businessType: row.businessType,
    yearFounded: row.yearFounded,
    staffRange: row.staffRange,
    exportRange: row.exportRange,
    mainMarkets: row.mainMarkets,
    introduction: { en: row.introductionEn, zh: row.introductionZh, ja: row.introductionJa },
    categoryIds: row.categoryIds,
    mainCategories: row.mainCategories as CompanyProfile['mainCategories'],
    businessGoods: row.businessGoods,
    brands: row.shownBrands,
    logo: parts.pictures.logo,
    images: parts.pictures.images,
    state: parts.state,
    locked: lockOf(row),
    pendingChange: parts.pending ? toChangeRequestDto(parts.pending) : null,
    history: parts.history.map(toHistoryDto),
    updatedAt: row.profileUpdatedAt?.toISOString() ?? null,
  };
}
