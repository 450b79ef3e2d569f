declare module 'virtual:antd-first-screen-styles' {
  /** The address of the style sheet of the signed-in first screen's Ant Design styles (production builds). */
  const url: string | null;
  export default url;
}
