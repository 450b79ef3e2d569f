// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasBeenTrue } from './useHasBeenTrue';

describe('useHasBeenTrue', () => {
  it('stays false until the value is first true, then stays true when it turns false again', () => {
    const { result, rerender } = renderHook(({ open }) => useHasBeenTrue(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
