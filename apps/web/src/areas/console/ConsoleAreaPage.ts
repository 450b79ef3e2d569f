import { lazyPage } from '../../lib/lazyPage';

/** The platform console, its own chunk: the supplier portal never loads it. */
export const ConsoleAreaPage = lazyPage(() => import('./ConsoleArea').then((m) => m.ConsoleArea));
