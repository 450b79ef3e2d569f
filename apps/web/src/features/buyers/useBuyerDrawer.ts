import { useCallback, useState } from 'react';

/** The parts of the buyer drawer below the profile. */
export type BuyerDrawerTab = 'purchasing' | 'inquired' | 'browsed' | 'offer';

/** Which buyer the drawer shows (null: closed) and which of its tabs; pages own one each. */
export function useBuyerDrawer() {
  const [buyerId, setBuyerId] = useState<number | null>(null);
  const [tab, setTab] = useState<BuyerDrawerTab>('purchasing');
  const open = useCallback((id: number, nextTab: BuyerDrawerTab = 'purchasing') => {
    setBuyerId(id);
    setTab(nextTab);
  }, []);
  const close = useCallback(() => setBuyerId(null), []);
  return { buyerId, tab, setTab, open, close };
}
