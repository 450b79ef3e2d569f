import { describe, expect, it } from 'vitest';
import { pricePerRfqUnit } from './perUnit.js';
import { flagsOf } from './rfqFlags.js';
import { completenessOf, featuredScoreOf } from './rfqScore.js';

const sizes = { unitsPerPack: 6, unitsPerCase: 24, casesPerPallet: 50 };

describe('price per the RFQ’s unit', () => {
  it('keeps the price when the units match, whatever the pack sizes', () => {
    expect(pricePerRfqUnit('12.5000', 'case', 'case', null)).toBe('12.5');
    expect(pricePerRfqUnit('0.75', 'unit', 'unit', null)).toBe('0.75');
  });

  it('converts through the pack sizes, in decimal arithmetic rounded half up to 4 places', () => {
    expect(pricePerRfqUnit('0.5', 'unit', 'case', sizes)).toBe('12');
    expect(pricePerRfqUnit('30', 'case', 'unit', sizes)).toBe('1.25');
    expect(pricePerRfqUnit('30', 'case', 'pack', sizes)).toBe('7.5');
    expect(pricePerRfqUnit('1200', 'pallet', 'case', sizes)).toBe('24');
    expect(pricePerRfqUnit('10', 'case', 'unit', { ...sizes, unitsPerCase: 3 })).toBe('3.3333');
    expect(pricePerRfqUnit('20', 'case', 'unit', { ...sizes, unitsPerCase: 3 })).toBe('6.6667');
    expect(pricePerRfqUnit('0.1', 'unit', 'pallet', sizes)).toBe('120');
    // Never a float: 0.1 × 3 is 0.3, not 0.30000000000000004.
    expect(pricePerRfqUnit('0.1', 'unit', 'case', { ...sizes, unitsPerCase: 3 })).toBe('0.3');
  });

  it('gives null when a size the conversion needs is missing', () => {
    expect(pricePerRfqUnit('9', 'pack', 'unit', null)).toBeNull();
    expect(pricePerRfqUnit('9', 'pack', 'unit', { ...sizes, unitsPerPack: null })).toBeNull();
    expect(pricePerRfqUnit('9', 'unit', 'pallet', { ...sizes, casesPerPallet: null })).toBeNull();
  });
});

describe('featured score', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  it('counts completeness from what the request carries', () => {
    const empty = {
      targetPrice: null,
      shelfLifeDays: null,
      certifications: [],
      attachmentFileIds: [],
      remark: '',
    };
    expect(completenessOf(empty)).toBe(0);
    expect(completenessOf({ ...empty, remark: 'x'.repeat(19) })).toBe(0);
    expect(completenessOf({ ...empty, remark: 'x'.repeat(20) })).toBe(10);
    expect(
      completenessOf({
        targetPrice: '1',
        shelfLifeDays: 30,
        certifications: ['halal'],
        attachmentFileIds: ['f'],
        remark: 'x'.repeat(20),
      }),
    ).toBe(40);
  });

  it('adds target price, verified buyer and recency, and names the reasons that apply', () => {
    const base = {
      featured: false,
      completeness: 30,
      targetPrice: '2',
      verifiedBuyer: true,
      openedAt: hoursAgo(1),
    };
    expect(featuredScoreOf(base, now)).toEqual({
      score: 90,
      featured: true,
      reasons: ['complete', 'target_price', 'verified_buyer', 'recent'],
    });
    expect(featuredScoreOf({ ...base, openedAt: hoursAgo(30) }, now).score).toBe(80);
    expect(featuredScoreOf({ ...base, openedAt: hoursAgo(80) }, now).reasons).not.toContain('recent');
    const low = { featured: false, completeness: 0, targetPrice: null, verifiedBuyer: false, openedAt: null };
    expect(featuredScoreOf(low, now)).toEqual({ score: 0, featured: false, reasons: [] });
    expect(featuredScoreOf({ ...low, featured: true }, now)).toEqual({
      score: 0,
      featured: true,
      reasons: ['platform'],
    });
    expect(featuredScoreOf({ ...low, completeness: 40, targetPrice: '1' }, now).featured).toBe(true);
  });
});

describe('moderation rules on posting', () => {
  it('flags links, banned words, text without letters and duplicates; passes ordinary requests', () => {
    expect(
      flagsOf({ productName: 'Extra virgin olive oil 5L tin', remark: 'EN labels, 12 per carton.' }, false),
    ).toEqual([]);
    expect(flagsOf({ productName: '黑巧克力 70% 100g', remark: '' }, false)).toEqual([]);
    expect(flagsOf({ productName: 'Olive oil', remark: 'see https://shop.test/x' }, false)).toEqual(['link']);
    expect(flagsOf({ productName: 'Olive oil', remark: 'www.oil-shop.net' }, false)).toEqual(['link']);
    expect(flagsOf({ productName: 'Olive oil', remark: 'catalogue at oliveshop.com' }, false)).toEqual([
      'link',
    ]);
    expect(flagsOf({ productName: 'Replica handbags', remark: '' }, false)).toEqual(['banned_word']);
    expect(flagsOf({ productName: '奶粉', remark: '加我微信' }, false)).toEqual(['banned_word']);
    expect(flagsOf({ productName: '--- ...', remark: '' }, true)).toEqual(['empty_text', 'duplicate']);
    // A word that merely contains a banned one is fine.
    expect(flagsOf({ productName: 'Skyper brand socks', remark: '' }, false)).toEqual([]);
  });
});
