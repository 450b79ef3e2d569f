import { createRequire } from 'node:module';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

export const ANTD_FIRST_SCREEN_STYLES = 'virtual:antd-first-screen-styles';
/** The name of the emitted style sheet (hashed in the build). */
export const ANTD_FIRST_SCREEN_ASSET = 'antd-first-screen.css';
const resolvedId = `\0${ANTD_FIRST_SCREEN_STYLES}`;

/**
 * The Ant Design components of the signed-in first screen (the layout, its menu and header, the
 * home page's blocks): the ones whose styles the browser would otherwise generate and insert one by
 * one while that screen renders. Components of other pages still get theirs at run time.
 */
export const FIRST_SCREEN_COMPONENTS = [
  'App',
  'Layout',
  'Menu',
  'Button',
  'Dropdown',
  'Badge',
  'Tooltip',
  'Typography',
  'Tag',
  'Skeleton',
  'Card',
  'Descriptions',
  'List',
  'Progress',
  'Segmented',
  'Spin',
  'Space',
] as const;

/**
 * Ant Design's styles of `components` under `theme`, as its CSS-in-JS would generate them in the
 * browser, followed by the map of what they cover (`.data-ant-cssinjs-cache-path{content:…}`): the
 * browser then finds each component's style already there and skips generating and inserting it.
 * Rendered once on the server side (Node), as Ant Design's own static extraction does.
 */
export function extractAntdStyles(theme: ThemeConfig, components: readonly string[]): string {
  // Loaded here, not on import: the production hash prefix is fixed when they are first loaded, and
  // the build sets NODE_ENV first.
  const require = createRequire(import.meta.url);
  const { createElement: h } = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as Record<string, unknown> & typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  type Any = Parameters<typeof h>[0];
  const samples: Record<string, () => ReturnType<typeof h>> = {
    Layout: () =>
      h(antd.Layout, null, h(antd.Layout.Sider, null), h(antd.Layout.Header), h(antd.Layout.Content)),
    Menu: () => h(antd.Menu, { items: [] }),
    Dropdown: () => h(antd.Dropdown, { menu: { items: [] } }, h('span')),
    Tooltip: () => h(antd.Tooltip, { title: ' ' }, h('span')),
    Tag: () => h('span', null, h(antd.Tag, { color: 'blue' }), h(antd.Tag, { color: 'success' })),
  };
  const cache = cssinjs.createCache();
  renderToString(
    h(
      cssinjs.StyleProvider,
      { cache },
      h(
        antd.ConfigProvider,
        { theme },
        components.map((name) => h('div', { key: name }, samples[name]?.() ?? h(antd[name] as Any))),
      ),
    ),
  );
  return cssinjs.extractStyle(cache, { plain: true, types: 'style' });
}

/**
 * `virtual:antd-first-screen-styles`: the address of a style sheet with the styles of
 * FIRST_SCREEN_COMPONENTS under the portal's theme, which the app puts in the page before its first
 * render (prebuiltAntdStyles.ts). The same for the theme without motion: with CSS variables the styles
 * do not depend on the theme's values (the journeys, which ask for less motion, check that the page
 * generates none of them). Built for production only; in development and tests there is none and
 * every style is generated at run time as before.
 */
export function antdFirstScreenStyles(theme: ThemeConfig): Plugin {
  let isBuild = false;
  return {
    name: 'sc-antd-first-screen-styles',
    configResolved(config) {
      isBuild = config.command === 'build' && config.isProduction;
    },
    resolveId: (id) => (id === ANTD_FIRST_SCREEN_STYLES ? resolvedId : null),
    load(id) {
      if (id !== resolvedId) return null;
      if (!isBuild) return 'export default null;';
      const css = extractAntdStyles(theme, FIRST_SCREEN_COMPONENTS);
      // A development hash matches none of the app's class names: nothing would be skipped.
      if (css.includes('css-dev-only'))
        throw new Error('Ant Design styles extracted outside production mode');
      const ref = this.emitFile({ type: 'asset', name: ANTD_FIRST_SCREEN_ASSET, source: css });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}
