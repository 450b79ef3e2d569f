import { lazyAppPage } from '../../lib/lazyPage';

/** The buyers' app, its own chunk: the supplier portal never loads it. */
export const BuyerAreaPage = lazyAppPage(() => import('./BuyerArea').then((m) => m.BuyerArea));
