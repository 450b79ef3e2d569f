import { ATTRIBUTE_LISTS, type AttributeList } from '@sc/contract';
import { Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { AttributeListEditor } from './AttributeListEditor';
import styles from './AttributesTab.module.css';
import { useAttributeList } from './attributesApi';

/** The attribute lists behind attribute/select/* (places of delivery, units, languages, currencies). */
export function AttributesTab() {
  const { t } = useTranslation();
  const [list, setList] = useState<AttributeList>('place');
  const detail = useAttributeList(list);
  return (
    <section className={styles.tab} aria-label={t('consoleOverview.attributes.title')}>
      <Typography.Paragraph type="secondary">{t('consoleOverview.attributes.intro')}</Typography.Paragraph>
      <div className={styles.lists}>
        <Segmented<AttributeList>
          value={list}
          onChange={setList}
          options={ATTRIBUTE_LISTS.map((value) => ({
            value,
            label: t(`consoleOverview.attributes.lists.${value}`),
          }))}
        />
      </div>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : detail.data ? (
        <AttributeListEditor key={list} detail={detail.data} />
      ) : (
        <LoadError title={t('consoleOverview.attributes.loadError')} onRetry={() => void detail.refetch()} />
      )}
    </section>
  );
}
