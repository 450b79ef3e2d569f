import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import { COMPANY_LIMITS, COMPLETENESS_ITEMS, type CompletenessItem } from '@sc/contract';
import { Button, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { companyTabPath } from '../../../lib/paths';
import { useShowroomState } from '../api/useCompany';
import { useUpdateShowroomStatus } from '../api/useCompanyMutations';
import styles from './ShowroomChecklist.module.css';

/** Where each checklist item is fixed; displayed products are managed on the showroom page itself. */
const FIX_AT: Record<CompletenessItem, string | null> = {
  logo: companyTabPath('images'),
  introduction: `${companyTabPath('profile')}#introduction`,
  categories: companyTabPath('profile'),
  country: companyTabPath('profile'),
  exhibits: null,
};

const STATUS_COLOURS = { draft: 'default', published: 'green', offline: 'orange' } as const;

/**
 * The showroom's publish state and what it still needs (issue 14's unlock rule): buyers decide by
 * the showroom, so buyer contact opens only when it is complete and published.
 */
export function ShowroomChecklist({ onAddExhibits }: { onAddExhibits?: () => void }) {
  const { t } = useTranslation();
  const state = useShowroomState();
  const update = useUpdateShowroomStatus();
  if (!state.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { status, missing, complete, unlocked, exhibits } = state.data;
  const missingSet = new Set(missing);

  return (
    <section className={styles.card} aria-labelledby="showroom-state" data-testid="showroom-checklist">
      <div className={styles.head}>
        <Typography.Title level={5} id="showroom-state" className={styles.title}>
          {t('company.checklist.title')}{' '}
          <Tag color={STATUS_COLOURS[status]} data-testid="showroom-status">
            {t(`company.status.${status}`)}
          </Tag>
        </Typography.Title>
        <div className={styles.actions}>
          {status === 'published' ? (
            <Button loading={update.isPending} onClick={() => update.mutate({ status: 'offline' })}>
              {t('company.checklist.takeOffline')}
            </Button>
          ) : (
            <Button
              type="primary"
              disabled={!complete}
              loading={update.isPending}
              onClick={() => update.mutate({ status: 'published' })}
              data-testid="showroom-publish"
            >
              {t('company.checklist.publish')}
            </Button>
          )}
        </div>
      </div>
      <Typography.Paragraph type="secondary" className={styles.lead}>
        {unlocked
          ? t('company.checklist.unlocked')
          : complete
            ? t('company.checklist.readyToPublish')
            : t('company.checklist.locked')}
      </Typography.Paragraph>
      <ul className={styles.items}>
        {COMPLETENESS_ITEMS.map((item) => {
          const isDone = !missingSet.has(item);
          const fixAt = FIX_AT[item];
          return (
            <li key={item} className={isDone ? styles.done : styles.todo} data-testid={`checklist-${item}`}>
              {isDone ? (
                <CheckCircleFilled className={styles.iconDone} aria-label={t('company.checklist.done')} />
              ) : (
                <ExclamationCircleOutlined
                  className={styles.iconTodo}
                  aria-label={t('company.checklist.todo')}
                />
              )}
              <span className={styles.label}>
                {t(`company.checklist.item.${item}`, {
                  min: item === 'introduction' ? COMPANY_LIMITS.introductionMin : COMPANY_LIMITS.minExhibits,
                  count: exhibits,
                })}
              </span>
              {isDone ? null : fixAt ? (
                <Link to={fixAt}>{t('company.checklist.fix')}</Link>
              ) : onAddExhibits ? (
                <Button type="link" size="small" className={styles.inline} onClick={onAddExhibits}>
                  {t('company.checklist.fix')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
