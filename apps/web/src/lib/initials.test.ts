import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Luo Xiu')).toBe('LX');
    expect(initialsOf('  mary   anne smith ')).toBe('MA');
  });

  it('uses the start of a single word and never returns nothing', () => {
    expect(initialsOf('王芳')).toBe('王芳');
    expect(initialsOf('')).toBe('?');
  });
});
