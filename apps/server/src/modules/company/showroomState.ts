import { COMPANY_LIMITS, type CompletenessItem, type ShowroomState } from '@sc/contract';
import type { Database } from '../../db/client.js';
import { type CompanyRow, countExhibits, findCompany, hasLogo } from './company.repository.js';

/** Characters as a reader counts them (an emoji or a CJK character is one). */
const lengthOf = (text: string) => [...text.trim()].length;

/** What the unlock rule still needs, in checklist order; empty when the showroom is complete. */
export function missingItems(
  company: Pick<CompanyRow, 'introductionEn' | 'mainCategories' | 'country'>,
  facts: { hasLogo: boolean; exhibits: number },
): CompletenessItem[] {
  const missing: CompletenessItem[] = [];
  if (!facts.hasLogo) missing.push('logo');
  if (lengthOf(company.introductionEn) < COMPANY_LIMITS.introductionMin) missing.push('introduction');
  if (company.mainCategories.length === 0) missing.push('categories');
  if (!company.country) missing.push('country');
  if (facts.exhibits < COMPANY_LIMITS.minExhibits) missing.push('exhibits');
  return missing;
}

/**
 * The showroom's state now: complete when nothing on the checklist is missing, and buyer contact
 * unlocked only when it is also published (issue 14: buyers decide by the showroom).
 */
export async function showroomStateOf(db: Database, supplierId: number): Promise<ShowroomState> {
  const [company, logo, exhibits] = await Promise.all([
    findCompany(db, supplierId),
    hasLogo(db, supplierId),
    countExhibits(db, supplierId),
  ]);
  if (!company) throw new Error(`supplier ${supplierId} not found`);
  const missing = missingItems(company, { hasLogo: logo, exhibits });
  const complete = missing.length === 0;
  return {
    status: company.showroomStatus,
    missing,
    exhibits,
    complete,
    unlocked: complete && company.showroomStatus === 'published',
  };
}

/** The checklist items as catalog references, for error messages. */
export const missingRefs = (missing: CompletenessItem[]) =>
  missing.map((item) => ({ key: `checklist.${item}` }));
