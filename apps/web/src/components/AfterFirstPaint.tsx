import type { ReactNode } from 'react';
import { useHasPainted } from '../lib/useHasPainted';

/**
 * Renders its children once the browser has painted the screen they belong to (afterNextPaint): parts
 * the first screen does not show, such as the live socket or the support launcher, fetch their code and
 * do their work after the page is drawn. A background tab paints no frames: there they come after
 * NO_FRAME_WAIT_MS, so a portal opened in a background tab still gets its messages live.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useHasPainted() ? children : null;
}
