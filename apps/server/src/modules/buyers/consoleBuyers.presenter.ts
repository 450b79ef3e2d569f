import type {
  BuyerProduct,
  BuyerReport,
  ConsoleBuyer,
  FileRef,
  InvitationLang,
  Lang,
  MainCategory,
} from '@sc/contract';
import type { BuyerReportRow } from './buyerReports.repository.js';
import { toBuyerProductDto } from './buyers.presenter.js';
import type {
  ConsoleBuyerRow,
  listConsoleBuyers,
  listRecentBuyerProducts,
} from './consoleBuyers.repository.js';

type ListRow = Awaited<ReturnType<typeof listConsoleBuyers>>['rows'][number];
type ProductRow = Awaited<ReturnType<typeof listRecentBuyerProducts>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The one place a buyer row becomes the console's JSON. */
export function toConsoleBuyerDto(row: ListRow | ConsoleBuyerRow): ConsoleBuyer {
  return {
    id: row.id,
    userId: row.userId,
    code: row.code,
    email: row.email,
    name: row.name,
    companyName: row.companyName,
    jobTitle: row.jobTitle as ConsoleBuyer['jobTitle'],
    title: row.title as ConsoleBuyer['title'],
    mainCategory: row.mainCategory as MainCategory,
    country: row.country,
    city: row.city,
    lastOnlineAt: row.lastOnlineAt.getTime() === 0 ? null : row.lastOnlineAt.toISOString(),
    joinedAt: row.joinedAt.toISOString(),
    verifiedAt: iso(row.verifiedAt),
    blockedAt: iso(row.blockedAt),
    blockReason: row.blockReason,
    openReports: Number(row.openReports),
    reports: Number(row.reports),
    invitationPending: Boolean(row.invitationPending),
  };
}

/** A stored language as the web names it. */
export function invitationLangOf(lang: Lang): InvitationLang {
  return lang === 'ch' ? 'zh' : lang;
}

/** A buyer's product on the console's profile (no supplier's own product to link). */
export function toConsoleBuyerProductDto(
  row: ProductRow,
  pathOf: (categoryId: number | null) => string[],
  files: Map<string, FileRef>,
): BuyerProduct {
  return toBuyerProductDto({ ...row, myProductId: null }, pathOf, files);
}

/** The one place a report row becomes JSON. */
export function toBuyerReportDto(row: BuyerReportRow): BuyerReport {
  return {
    id: row.id,
    buyer: { id: row.buyerId, name: row.buyerName, companyName: row.buyerCompany },
    supplier: { id: row.supplierId, name: row.supplierName },
    reporterName: row.reporterName,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: iso(row.resolvedAt),
    resolvedBy: row.resolvedBy,
    resolution: row.resolution,
  };
}
