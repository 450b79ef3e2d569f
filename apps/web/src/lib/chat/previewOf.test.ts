import { MESSAGE_TYPE } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { previewOf } from './previewOf';
import { aMessage } from './testMessages';

function t(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

describe('previewOf', () => {
  it('shows the text on one line, after "You: " when it is mine', () => {
    expect(previewOf(aMessage({ id: 1, content: 'Hello\n  there ' }), t, 'buyer')).toBe('Hello there');
    expect(previewOf(aMessage({ id: 1, senderKind: 'buyer', content: 'Hi' }), t, 'buyer')).toBe('You: Hi');
  });

  it('names what was sent, and says when there is nothing yet', () => {
    const product = { productId: 1, name: 'Oat milk', brand: null, barcode: '1', imageUrl: null, specs: [] };
    expect(previewOf(aMessage({ id: 1, type: MESSAGE_TYPE.product, product }), t, 'buyer')).toBe(
      '[Product] Oat milk',
    );
    expect(previewOf(aMessage({ id: 1, type: MESSAGE_TYPE.image }), t, 'buyer')).toBe('[Image]');
    expect(previewOf(null, t, 'supplier')).toBe('No messages yet');
  });
});
