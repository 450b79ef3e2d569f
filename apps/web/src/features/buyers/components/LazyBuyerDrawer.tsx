import { lazy, Suspense, useState } from 'react';
import { prefetchWhenIdle } from '../../../lib/prefetchWhenIdle';
import type { BuyerDrawerProps } from './BuyerDrawer';

const loadDrawer = () => import('./BuyerDrawer').then((module) => ({ default: module.BuyerDrawer }));
const BuyerDrawer = lazy(loadDrawer);
prefetchWhenIdle(loadDrawer);

/**
 * The buyer drawer for pages where it opens now and then (the home page): its code is fetched once the
 * page is idle (or when a buyer is opened first), then it stays mounted so it closes with its animation.
 */
export function LazyBuyerDrawer(props: BuyerDrawerProps) {
  const [wasOpened, setWasOpened] = useState(false);
  if (props.buyerId !== null && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <BuyerDrawer {...props} />
    </Suspense>
  );
}
