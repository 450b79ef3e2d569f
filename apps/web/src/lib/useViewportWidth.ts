import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
// Read once and then on each resize: reading innerWidth during a render can force a layout, and every
// render of each component using the width reads it.
let width: number | undefined;
function getWidth(): number {
  if (width === undefined) {
    width = window.innerWidth;
    window.addEventListener('resize', () => {
      width = window.innerWidth;
    });
  }
  return width;
}
const getServerWidth = () => 1280;

/** The viewport width, updated on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, getWidth, getServerWidth);
}
