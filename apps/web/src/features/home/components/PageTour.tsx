import { STORAGE_KEYS, type TourPage } from '@sc/contract';
import { Tour, type TourStepProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { local } from '../../../lib/storage';
import { useGuide, useUpdateGuide } from '../api/dashboardApi';
import { mirrorGuide } from '../guideMirror';

/** One step: what it points at (a CSS selector; none centres it) and its text keys under home.tour. */
export type PageTourStep = { target: string | null; key: string };

/**
 * The first-visit tour of a page (buyer pool, chat, quotation form). It runs once per user: finishing
 * or closing it is stored on the server, read fresh when the page opens, so another device does not
 * replay it.
 */
export function PageTour({ page, steps }: { page: TourPage; steps: readonly PageTourStep[] }) {
  const { t } = useTranslation();
  const guide = useGuide();
  const update = useUpdateGuide();
  const [current, setCurrent] = useState(0);
  const [isEnded, setIsEnded] = useState(false);
  // Finishing closes the tour first (onClose, then onFinish): the last step wins.
  const pendingClose = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The cached state may predate this visit (another device may have finished the tour): re-read it.
  const { refetch } = guide;
  useEffect(() => {
    void refetch();
  }, [refetch]);
  useEffect(() => {
    if (guide.data) mirrorGuide(local, guide.data);
  }, [guide.data]);
  const isOpen = !isEnded && guide.isFetchedAfterMount && guide.data?.tours[page] === null;

  function end(outcome: 'finished' | 'dismissed') {
    setIsEnded(true);
    if (pendingClose.current) clearTimeout(pendingClose.current);
    if (outcome === 'finished') {
      update.mutate({ tour: { page, outcome } });
      return;
    }
    pendingClose.current = setTimeout(() => update.mutate({ tour: { page, outcome } }), 0);
  }

  const tourSteps: TourStepProps[] = steps.map((step) => ({
    // Step keys are checked by the catalog test (every language has every step).
    title: t(`home.tour.${page}.${step.key}.title` as 'home.loadError'),
    description: t(`home.tour.${page}.${step.key}.text` as 'home.loadError'),
    target: step.target ? () => document.querySelector<HTMLElement>(step.target ?? '') as HTMLElement : null,
  }));
  return (
    <Tour
      open={isOpen}
      current={current}
      steps={tourSteps}
      onChange={(next) => {
        setCurrent(next);
        local.set(STORAGE_KEYS.pageNoviceIndex, String(next + 1));
      }}
      onFinish={() => end('finished')}
      onClose={() => end('dismissed')}
    />
  );
}
