import { useEffect } from 'react';
import { AntdAppFrame } from '../components/AntdProviders';
import { afterNextPaint } from '../lib/afterNextPaint';
import { loadFullCatalog } from '../lib/i18n';
import { AppRoutes } from './router/AppRoutes';
import { SessionEffects } from './session/SessionEffects';

/** Every page but sign-in: providers, session side effects and the menu-driven routes. */
export function FullApp() {
  // The first screen draws with a part of the UI catalog (loadShellCatalog); the rest comes after it.
  useEffect(() => afterNextPaint(() => void loadFullCatalog().catch(() => undefined)), []);
  return (
    <AntdAppFrame>
      <SessionEffects />
      <AppRoutes />
    </AntdAppFrame>
  );
}
