// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../test/stubMatchMedia';
import { REDUCED_MOTION_QUERY, scrollPageToTop } from './motion';

describe('scrollPageToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('glides back to the top', () => {
    stubMatchMedia();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollPageToTop();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps back to the top for a user who asked for less motion', () => {
    stubMatchMedia(REDUCED_MOTION_QUERY);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollPageToTop();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
