import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const getWidth = () => window.innerWidth;
const getServerWidth = () => 1280;

/** The viewport width, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getServerWidth);
}
