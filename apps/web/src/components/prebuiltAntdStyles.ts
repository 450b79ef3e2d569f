import url from 'virtual:antd-first-screen-styles';

let installing: Promise<void> | undefined;

/**
 * Puts the first screen's Ant Design styles, extracted at build time (build/antdFirstScreenStyles.ts),
 * in the page before Ant Design first renders: it then finds them there instead of generating and
 * inserting each component's style while the screen renders (a large part of that render's long
 * tasks). Fetched beside the app's code and parsed in a task of their own, then put in one `<style>`
 * where Ant Design puts its own, first in the head and marked as its queue: the styles it inserts
 * later follow it, and the page's own style sheets keep overriding it as before. Without them (a
 * failed fetch) Ant Design generates them all, as in development.
 */
export function installPrebuiltAntdStyles(): Promise<void> {
  installing ??= (async () => {
    if (!url) return;
    try {
      const response = await fetch(url);
      if (!response.ok) return;
      const style = document.createElement('style');
      style.setAttribute('data-rc-order', 'prependQueue');
      style.textContent = await response.text();
      document.head.prepend(style);
    } catch {
      // Ant Design generates the styles itself, as without a build.
    }
  })();
  return installing;
}
