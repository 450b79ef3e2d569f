import { describe, expect, it } from 'vitest';
import { addressExpiresAt, isAddressStale } from './fileAddress';

describe('signed file addresses', () => {
  const url = '/api/files/abcdefghijkl?exp=1000&sig=x';

  it('reads when an address expires', () => {
    expect(addressExpiresAt(url)).toBe(1_000_000);
    expect(addressExpiresAt('blob:http://x/1')).toBeNull();
  });

  it('calls an address stale shortly before it expires, and never one without expiry', () => {
    expect(isAddressStale(url, 900_000)).toBe(false);
    expect(isAddressStale(url, 980_000)).toBe(true);
    expect(isAddressStale(url, 2_000_000)).toBe(true);
    expect(isAddressStale('blob:http://x/1', 2_000_000)).toBe(false);
  });
});
