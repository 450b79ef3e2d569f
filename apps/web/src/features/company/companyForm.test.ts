import { describe, expect, it } from 'vitest';
import { changedFields, introductionLength } from './companyForm';

describe('introductionLength', () => {
  it('counts characters as a reader does, without surrounding spaces', () => {
    expect(introductionLength('  olive oil  ')).toBe(9);
    expect(introductionLength('橄榄油🫒')).toBe(4);
  });
});

describe('changedFields', () => {
  it('lists the requested fields in the form order', () => {
    expect(changedFields({ to: { businessType: 'trading', name: 'New Ltd' } })).toEqual([
      'name',
      'businessType',
    ]);
  });
});
