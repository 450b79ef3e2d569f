import { describe, expect, it } from 'vitest';
import { createLoadingCounter } from './loadingCounter';

describe('createLoadingCounter', () => {
  it('stays visible until every request has ended', () => {
    const loading = createLoadingCounter();
    const endA = loading.begin();
    const endB = loading.begin();
    expect(loading.isVisible()).toBe(true);
    endA();
    expect(loading.isVisible()).toBe(true);
    endB();
    expect(loading.isVisible()).toBe(false);
  });

  it('ignores a second end of the same request', () => {
    const loading = createLoadingCounter();
    const endA = loading.begin();
    loading.begin();
    endA();
    endA();
    expect(loading.isVisible()).toBe(true);
  });

  it('hides on error and lets requests from before the error end without effect', () => {
    const loading = createLoadingCounter();
    const endOld = loading.begin();
    loading.hideAll();
    expect(loading.isVisible()).toBe(false);
    const endNew = loading.begin();
    endOld();
    expect(loading.isVisible()).toBe(true);
    endNew();
    expect(loading.isVisible()).toBe(false);
  });

  it('notifies only when visibility changes', () => {
    const loading = createLoadingCounter();
    let calls = 0;
    loading.subscribe(() => {
      calls += 1;
    });
    const endA = loading.begin();
    const endB = loading.begin();
    endA();
    endB();
    expect(calls).toBe(2);
  });
});
