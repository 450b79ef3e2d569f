import { ClockCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import type { Attention } from '@sc/contract';
import { Alert, List } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { durationParts } from './ResponseCoachCard';

/** The clock, once a minute (for countdowns). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What needs attention: buyers waiting for an answer (with the time left to 24 h) and quotations expiring. */
export function AttentionStrip({ attention }: { attention: Attention }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const now = useMinuteClock();
  if (!attention.waiting.length && !attention.expiringQuotations.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="needs-attention"
      title={t('home.attention.title')}
      description={
        <List size="small" split={false}>
          {attention.waiting.map((entry) => {
            const left = (Date.parse(entry.answerBy) - now) / 1000;
            const time = durationParts(Math.abs(left));
            return (
              <List.Item key={entry.conversationId}>
                <ClockCircleOutlined aria-hidden="true" style={{ marginInlineEnd: 8 }} />
                <Link to={`${paths.communicate}?buyerId=${entry.buyerId}`}>
                  {left > 0
                    ? t('home.attention.waiting', {
                        name: entry.buyerName,
                        time: t(`home.duration.${time.key}`, { count: time.count }),
                      })
                    : t('home.attention.overdue', {
                        name: entry.buyerName,
                        time: t(`home.duration.${time.key}`, { count: time.count }),
                      })}
                </Link>
              </List.Item>
            );
          })}
          {attention.expiringQuotations.map((quotation) => (
            <List.Item key={quotation.id}>
              <FileTextOutlined aria-hidden="true" style={{ marginInlineEnd: 8 }} />
              <Link to={`${paths.quotationView}?id=${quotation.id}`}>
                {t('home.attention.expiring', {
                  name: quotation.name,
                  number: quotation.number,
                  date: formatDate(quotation.expiresOn, langTag(lang)),
                })}
              </Link>
            </List.Item>
          ))}
        </List>
      }
    />
  );
}
