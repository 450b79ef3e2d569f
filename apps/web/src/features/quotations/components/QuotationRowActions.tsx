import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  InboxOutlined,
  MoreOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { QuotationSummary } from '@sc/contract';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './QuotationList.module.css';
import type { QuotationActions } from './useQuotationActions';

type QuotationRowActionsProps = {
  quotation: QuotationSummary;
  actions: QuotationActions;
  /** Labelled buttons (phones) instead of icon buttons with tooltips (the table). */
  isLabelled?: boolean;
};

/** View and Edit at hand; History, Duplicate and Delete (a draft) / Archive / Restore under More. */
export function QuotationRowActions({ quotation: q, actions, isLabelled = false }: QuotationRowActionsProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    { key: 'history', icon: <HistoryOutlined />, label: t('quotations.actions.history') },
    { key: 'duplicate', icon: <CopyOutlined />, label: t('quotations.actions.duplicate') },
    { type: 'divider' },
    q.isArchived
      ? { key: 'restore', icon: <UndoOutlined />, label: t('quotations.actions.restore') }
      : q.isDraft
        ? { key: 'delete', icon: <DeleteOutlined />, label: t('quotations.actions.delete'), danger: true }
        : { key: 'archive', icon: <InboxOutlined />, label: t('quotations.actions.archive') },
  ];
  const handleMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'history') actions.history(q);
    else if (key === 'duplicate') actions.duplicate(q);
    else if (key === 'restore') actions.restore(q);
    else actions.deleteOrArchive(q);
  };
  const more = (
    <Dropdown menu={{ items, onClick: handleMenu }} trigger={['click']} placement="bottomRight">
      <Button
        type={isLabelled ? 'default' : 'text'}
        size={isLabelled ? 'small' : 'middle'}
        icon={<MoreOutlined />}
        aria-label={t('quotations.actions.more', { name: q.name })}
      />
    </Dropdown>
  );

  if (isLabelled) {
    return (
      <span className={styles.rowActions}>
        <Button size="small" icon={<EyeOutlined />} onClick={() => actions.view(q)}>
          {t('quotations.actions.view')}
        </Button>
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('quotations.editNamed', { name: q.name })}
          onClick={() => actions.edit(q)}
        >
          {t('quotations.edit')}
        </Button>
        {more}
      </span>
    );
  }
  return (
    <span className={styles.rowActions}>
      <Tooltip title={t('quotations.actions.view')}>
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('quotations.actions.viewNamed', { name: q.name })}
          onClick={() => actions.view(q)}
        />
      </Tooltip>
      <Tooltip title={t('quotations.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          aria-label={t('quotations.editNamed', { name: q.name })}
          onClick={() => actions.edit(q)}
        />
      </Tooltip>
      {more}
    </span>
  );
}
