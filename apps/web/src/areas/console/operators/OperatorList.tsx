import type { Operator } from '@sc/contract';
import { Empty, Skeleton, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import styles from './ConsoleOperatorsPage.module.css';
import { OperatorActions } from './OperatorActions';
import { OperatorStatusTag, OperatorTotpTag } from './OperatorTags';

type OperatorListProps = {
  operators: Operator[];
  isLoading: boolean;
  isMobile: boolean;
  isFiltered: boolean;
  selfId: number | null;
  onChangeRole: (operator: Operator) => void;
};

/** The operators: a table on a desktop, one card each on a phone. */
export function OperatorList({
  operators,
  isLoading,
  isMobile,
  isFiltered,
  selfId,
  onChangeRole,
}: OperatorListProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={isFiltered ? t('operators.noMatch') : t('operators.empty')}
    />
  );
  const person = (operator: Operator) => (
    <span className={styles.person}>
      <span className={styles.name}>
        {operator.realName} {operator.id === selfId ? <Tag color="blue">{t('operators.you')}</Tag> : null}
      </span>
      <Typography.Text type="secondary" className={styles.secondLine}>
        {operator.email}
      </Typography.Text>
    </span>
  );
  const lastSignIn = (operator: Operator) =>
    operator.lastSignInAt ? (
      <span title={formatDateTime(operator.lastSignInAt, tag)}>
        {formatRelativeTime(operator.lastSignInAt, tag)}
      </span>
    ) : (
      <Typography.Text type="secondary">{t('operators.never')}</Typography.Text>
    );
  const actions = (operator: Operator) => (
    <OperatorActions operator={operator} isSelf={operator.id === selfId} onChangeRole={onChangeRole} />
  );

  if (isMobile) {
    if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (operators.length === 0) return empty;
    return (
      <ul className={styles.cards}>
        {operators.map((operator) => (
          <li key={operator.id} className={styles.card} data-testid="operator-row">
            <div className={styles.cardHead}>
              {person(operator)}
              {actions(operator)}
            </div>
            <span className={styles.tags}>
              <Tag>{operator.role ? t(`role.${operator.role}`) : '—'}</Tag>
              <OperatorStatusTag status={operator.status} />
              <OperatorTotpTag operator={operator} />
            </span>
            <Typography.Text type="secondary" className={styles.secondLine}>
              {t('operators.columns.lastSignIn')}:{' '}
              {operator.lastSignInAt ? formatRelativeTime(operator.lastSignInAt, tag) : t('operators.never')}
            </Typography.Text>
          </li>
        ))}
      </ul>
    );
  }

  const columns: TableColumnsType<Operator> = [
    { key: 'operator', title: t('operators.columns.operator'), render: (_, operator) => person(operator) },
    {
      key: 'role',
      title: t('operators.columns.role'),
      render: (_, operator) => (
        <span data-testid="operator-role">{operator.role ? t(`role.${operator.role}`) : '—'}</span>
      ),
    },
    {
      key: 'totp',
      title: t('operators.columns.twoFactor'),
      render: (_, operator) => <OperatorTotpTag operator={operator} />,
    },
    {
      key: 'status',
      title: t('operators.columns.status'),
      render: (_, operator) => <OperatorStatusTag status={operator.status} />,
    },
    {
      key: 'lastSignIn',
      title: t('operators.columns.lastSignIn'),
      render: (_, operator) => lastSignIn(operator),
    },
    {
      key: 'actions',
      title: t('operators.columns.actions'),
      align: 'end',
      render: (_, operator) => actions(operator),
    },
  ];
  return (
    <Table<Operator>
      className={styles.table}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={operators}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={() => ({ 'data-testid': 'operator-row' }) as React.HTMLAttributes<HTMLElement>}
      locale={{ emptyText: empty }}
    />
  );
}
