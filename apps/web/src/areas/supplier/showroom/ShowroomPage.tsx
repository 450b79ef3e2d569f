import { EyeOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { SHOWROOM, type ShowroomSuggestion } from '@sc/contract';
import { Button, Empty, Progress, Skeleton, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { ShowroomChecklist } from '../../../features/company/components/ShowroomChecklist';
import { useAddExhibits } from '../../../features/showroom/api/useAddExhibits';
import { useConfirmRemoveExhibit } from '../../../features/showroom/api/useConfirmRemoveExhibit';
import { useExhibits } from '../../../features/showroom/api/useExhibits';
import { useSortExhibits } from '../../../features/showroom/api/useSortExhibits';
import { useSuggestions } from '../../../features/showroom/api/useSuggestions';
import { AddExhibitsModal } from '../../../features/showroom/components/AddExhibitsModal';
import { ExhibitList } from '../../../features/showroom/components/ExhibitList';
import { ShowroomPreview } from '../../../features/showroom/components/ShowroomPreview';
import { SuggestionStrip } from '../../../features/showroom/components/SuggestionStrip';
import { moveExhibit } from '../../../features/showroom/exhibitOrder';
import { showSuccessMessage } from '../../../lib/feedback';
import { paths } from '../../../lib/paths';
import styles from './ShowroomPage.module.css';

const SUGGESTIONS = 8;

/** Menu page 'Showroom' (/showroom): the products buyers see first when they visit my showroom. */
export function ShowroomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exhibits = useExhibits();
  const list = exhibits.data?.list ?? [];
  const max = exhibits.data?.max ?? SHOWROOM.maxExhibits;
  const isFull = list.length >= max;
  const suggestions = useSuggestions(SUGGESTIONS, exhibits.isSuccess && !isFull);
  const add = useAddExhibits();
  const sort = useSortExhibits();
  const confirmRemove = useConfirmRemoveExhibit();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const [isPreviewOpen, setIsPreviewOpen] = useState(false);
  const [addingId, setAddingId] = useState<number | null>(null);
  const exhibitedIds = useMemo(() => new Set(list.map((e) => e.productId)), [list]);
  const hasNoProducts = list.length === 0 && suggestions.isSuccess && suggestions.data.length === 0;

  function handleMove(productId: number, step: -1 | 1) {
    sort.mutate(
      moveExhibit(
        list.map((e) => e.productId),
        productId,
        step,
      ),
    );
  }

  async function handleAddSuggestion(suggestion: ShowroomSuggestion) {
    setAddingId(suggestion.productId);
    try {
      await add.mutateAsync([suggestion.productId]);
      showSuccessMessage(t('showroomPage.added', { count: 1 }));
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setAddingId(null);
    }
  }

  let content: ReactNode;
  if (exhibits.isPending) content = <Skeleton active avatar paragraph={{ rows: 6 }} />;
  else if (exhibits.isError && !exhibits.data) {
    content = (
      <LoadError layout="page" title={t('showroomPage.loadError')} onRetry={() => void exhibits.refetch()} />
    );
  } else if (list.length === 0) {
    content = (
      <div className={styles.empty}>
        <Empty
          image={<ShopOutlined className={styles.emptyIcon} aria-hidden="true" />}
          styles={{ image: { height: 64 } }}
          description={
            <>
              <Typography.Text strong className={styles.emptyTitle}>
                {hasNoProducts ? t('showroomPage.noProductsTitle') : t('showroomPage.emptyTitle')}
              </Typography.Text>
              <Typography.Paragraph type="secondary" className={styles.emptyHint}>
                {hasNoProducts ? t('showroomPage.noProductsHint') : t('showroomPage.emptyHint')}
              </Typography.Paragraph>
            </>
          }
        >
          {hasNoProducts ? (
            <Button type="primary" onClick={() => navigate(paths.myProducts)}>
              {t('showroomPage.goToProducts')}
            </Button>
          ) : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsPickerOpen(true)}>
              {t('showroomPage.emptyAction')}
            </Button>
          )}
        </Empty>
      </div>
    );
  } else {
    content = (
      <ExhibitList exhibits={list} onMove={handleMove} onRemove={confirmRemove} isBusy={sort.isPending} />
    );
  }

  return (
    <div className={styles.page}>
      <ShowroomChecklist onAddExhibits={() => setIsPickerOpen(true)} />
      <section className={styles.header}>
        <Typography.Paragraph type="secondary" className={styles.intro}>
          {t('showroomPage.intro')} <Link to={paths.visitors}>{t('showroomPage.visitorsLink')}</Link>
        </Typography.Paragraph>
        <div className={styles.toolbar}>
          <div className={styles.count}>
            <Progress
              type="circle"
              size={36}
              percent={Math.round((list.length / max) * 100)}
              showInfo={false}
              strokeColor={isFull ? '#d97706' : undefined}
            />
            <span>
              <strong data-testid="exhibit-count">
                {t('showroomPage.count', { count: list.length, max })}
              </strong>
              <span className={styles.countHint}>
                {isFull
                  ? t('showroomPage.full', { max })
                  : t('showroomPage.room', { count: max - list.length })}
              </span>
            </span>
          </div>
          <div className={styles.actions}>
            <Button
              icon={<EyeOutlined />}
              onClick={() => setIsPreviewOpen(true)}
              data-testid="showroom-preview-open"
            >
              {t('showroomPage.preview')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!exhibits.isSuccess || isFull}
              onClick={() => setIsPickerOpen(true)}
              data-testid="showroom-add"
            >
              {t('showroomPage.add')}
            </Button>
          </div>
        </div>
      </section>
      {!isFull && suggestions.data && suggestions.data.length > 0 ? (
        <SuggestionStrip
          suggestions={suggestions.data}
          onAdd={(suggestion) => void handleAddSuggestion(suggestion)}
          addingId={addingId}
          isFull={isFull}
        />
      ) : null}
      {exhibits.isError && exhibits.data ? (
        <LoadError title={t('showroomPage.loadError')} onRetry={() => void exhibits.refetch()} />
      ) : null}
      {content}
      <AddExhibitsModal
        isOpen={isPickerOpen}
        exhibitedIds={exhibitedIds}
        max={max}
        onClose={() => setIsPickerOpen(false)}
      />
      <ShowroomPreview isOpen={isPreviewOpen} exhibits={list} onClose={() => setIsPreviewOpen(false)} />
    </div>
  );
}
