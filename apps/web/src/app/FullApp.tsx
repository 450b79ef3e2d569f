import { AntdAppFrame } from '../components/AntdProviders';
import { AppRoutes } from './router/AppRoutes';
import { SessionEffects } from './session/SessionEffects';

/** Every page but sign-in: providers, session side effects and the menu-driven routes. */
export function FullApp() {
  return (
    <AntdAppFrame>
      <SessionEffects />
      <AppRoutes />
    </AntdAppFrame>
  );
}
