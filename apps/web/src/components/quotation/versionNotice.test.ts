import { describe, expect, it } from 'vitest';
import { versionNotice } from './versionNotice';

describe('versionNotice', () => {
  it('says the quotation is as sent while its version has not moved', () => {
    expect(versionNotice(2, 2)).toEqual({ kind: 'asSent', version: 2 });
  });

  it('says it was updated since it was sent once saved again', () => {
    expect(versionNotice(1, 3)).toEqual({ kind: 'updated', sentVersion: 1, currentVersion: 3 });
  });
});
