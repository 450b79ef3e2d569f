import styles from 'virtual:antd-first-screen-styles';
import { REDUCED_MOTION_QUERY } from '../lib/motion';

let isInstalled = false;

/**
 * Puts the first screen's Ant Design styles, extracted at build time (build/antdFirstScreenStyles.ts),
 * in the page before Ant Design renders: it then finds them there instead of generating and inserting
 * each component's style while the screen renders (a large part of that render's long tasks). Those of
 * the theme the user starts with (motion or not: AntdProviders); after a change of that setting the
 * other theme's styles are generated as before. One `<style>` where Ant Design puts its own, first in
 * the head and marked as its queue, so the styles it inserts later follow it and the page's own style
 * sheets keep overriding it as before.
 */
export function installPrebuiltAntdStyles(): void {
  if (isInstalled || typeof document === 'undefined') return;
  isInstalled = true;
  const isMotionReduced = window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
  const css = isMotionReduced ? styles.withoutMotion : styles.withMotion;
  if (!css) return;
  const style = document.createElement('style');
  style.setAttribute('data-rc-order', 'prependQueue');
  style.textContent = css;
  document.head.prepend(style);
}
