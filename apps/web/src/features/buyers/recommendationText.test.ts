import type { RecommendationReason } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { isRecencyOnly, rankReasons, reasonPoints, reasonText } from './recommendationText';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const join = (items: string[]) => items.join(' + ');

const category: RecommendationReason = { kind: 'category', category: 'mother_baby' };
const brand: RecommendationReason = { kind: 'brand', brands: ['Kiwi Orchard', 'Sunbay', 'Pure Tasman'] };
const product: RecommendationReason = { kind: 'product', categories: ['Dairy'] };
const recent: RecommendationReason = { kind: 'recent' };

describe('reasonText', () => {
  it('names the category through its label', () => {
    expect(reasonText(category, t, join)).toBe(
      'recommended.reason.category {"category":"category.mother_baby"}',
    );
  });

  it('lists the brands and the product categories', () => {
    expect(reasonText(brand, t, join)).toBe(
      'recommended.reason.brand {"brands":"Kiwi Orchard + Sunbay + Pure Tasman"}',
    );
    expect(reasonText(product, t, join)).toBe('recommended.reason.product {"categories":"Dairy"}');
  });

  it('says a buyer is active recently without values', () => {
    expect(reasonText(recent, t, join)).toBe('recommended.reason.recent');
  });
});

describe('reasonPoints', () => {
  const all = [category, brand, product, recent];

  it('caps brands and product categories', () => {
    expect(reasonPoints(category, 100, all)).toBe(40);
    expect(reasonPoints(brand, 100, all)).toBe(30);
    expect(reasonPoints(product, 100, all)).toBe(10);
  });

  it('gives recency what is left of the score, at most its maximum', () => {
    expect(reasonPoints(recent, 86, all)).toBe(6);
    expect(reasonPoints(recent, 100, all)).toBe(10);
    expect(reasonPoints(recent, 50, all)).toBe(0);
  });
});

describe('rankReasons', () => {
  it('puts the heaviest reason first', () => {
    const ranked = rankReasons([recent, product, brand], 48);
    expect(ranked.map((item) => item.reason.kind)).toEqual(['brand', 'product', 'recent']);
    expect(ranked.map((item) => item.points)).toEqual([30, 10, 8]);
  });
});

describe('isRecencyOnly', () => {
  it('is true only when every buyer was picked for recent activity alone', () => {
    expect(isRecencyOnly([{ reasons: [recent] }, { reasons: [] }])).toBe(true);
    expect(isRecencyOnly([{ reasons: [recent] }, { reasons: [recent, category] }])).toBe(false);
    expect(isRecencyOnly([])).toBe(false);
  });
});
