import type { BuyerSummary, ContactStatus, MainCategory } from '@sc/contract';
import type { BuyerSummaryRow } from './buyers.repository.js';

/** What my company has done with a buyer: nothing, contacted them, or heard back. */
export function contactStatusOf(row: { contactedAt: Date | null; respondedAt: Date | null }): ContactStatus {
  if (row.respondedAt) return 'responded';
  if (row.contactedAt) return 'contacted';
  return 'none';
}

/** A buyer as the pool shows them to my company (never their email or phone). */
export function toBuyerSummary(row: BuyerSummaryRow): BuyerSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    companyName: row.companyName,
    jobTitle: row.jobTitle as BuyerSummary['jobTitle'],
    title: row.title as BuyerSummary['title'],
    country: row.country,
    mainCategory: row.mainCategory as MainCategory,
    interestedBrands: row.interestedBrands,
    lastOnlineAt: row.lastOnlineAt.getTime() === 0 ? null : row.lastOnlineAt.toISOString(),
    online: row.online,
    isSelected: row.isSelected,
    isNew: row.isNew,
    contactStatus: contactStatusOf(row),
  };
}
