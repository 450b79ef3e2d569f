declare module 'virtual:antd-first-screen-styles' {
  /** Ant Design's styles of the signed-in first screen under each theme (none outside production builds). */
  const styles: Partial<Record<'withMotion' | 'withoutMotion', string>>;
  export default styles;
}
