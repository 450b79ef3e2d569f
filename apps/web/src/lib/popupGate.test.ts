import { describe, expect, it } from 'vitest';
import { createPopupGate } from './popupGate';

describe('createPopupGate', () => {
  it('shows the first popup and holds back others for the quiet period', () => {
    let time = 10_000;
    const gate = createPopupGate(1500, () => time);
    expect(gate.tryOpen()).toBe(true);
    time += 1;
    expect(gate.tryOpen()).toBe(false);
    time += 1498;
    expect(gate.tryOpen()).toBe(false);
  });

  it('lets the next popup through once the quiet period is over', () => {
    let time = 0;
    const gate = createPopupGate(1500, () => time);
    expect(gate.tryOpen()).toBe(true);
    time = 1500;
    expect(gate.tryOpen()).toBe(true);
    time = 2000;
    expect(gate.tryOpen()).toBe(false);
  });

  it('does not extend the quiet period with suppressed popups', () => {
    let time = 0;
    const gate = createPopupGate(1500, () => time);
    gate.tryOpen();
    for (time = 100; time < 1500; time += 100) gate.tryOpen();
    time = 1500;
    expect(gate.tryOpen()).toBe(true);
  });
});
