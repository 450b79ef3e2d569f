import { describe, expect, it } from 'vitest';
import { sectionsFor } from './consoleSections';

describe('sectionsFor', () => {
  it('shows a content editor only content and the audit log, and a support agent no content', () => {
    expect(sectionsFor(['console:content', 'console:audit']).map((section) => section.to)).toEqual([
      '/console/content',
      '/console/audit',
    ]);
    expect(sectionsFor(['console:support', 'console:companies', 'console:audit']).map((s) => s.to)).toEqual([
      '/console/inbox',
      '/console/requests',
      '/console/audit',
    ]);
  });

  it('shows the billing section to a billing manager only, never to a support agent', () => {
    expect(sectionsFor(['console:billing', 'console:audit']).map((section) => section.to)).toEqual([
      '/console/billing',
      '/console/audit',
    ]);
    expect(
      sectionsFor(['console:support', 'console:companies', 'console:audit']).map((s) => s.to),
    ).not.toContain('/console/billing');
  });

  it('shows the referral review to team members who hold its permission', () => {
    expect(sectionsFor(['console:support', 'console:referrals']).map((s) => s.to)).toEqual([
      '/console/inbox',
      '/console/referrals',
    ]);
    expect(sectionsFor(['console:billing', 'console:audit']).map((s) => s.to)).not.toContain(
      '/console/referrals',
    );
  });
});
