import { lazyAppPage } from '../../lib/lazyPage';

/** The platform console, its own chunk: the supplier portal never loads it. */
export const ConsoleAreaPage = lazyAppPage(() => import('./ConsoleArea').then((m) => m.ConsoleArea));
