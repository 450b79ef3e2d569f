import { PlusOutlined } from '@ant-design/icons';
import {
  CONTENT_KINDS,
  CONTENT_STATES,
  type ContentItem,
  type ContentKind,
  type ContentState,
} from '@sc/contract';
import { Button, Popconfirm, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError';
import { useArchiveContent, useConsoleContent } from '../../../features/home/api/consoleContentApi';
import { formatDateTime } from '../../../lib/formatRelativeTime';
import { langTag } from '../../../lib/language';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { ConsoleShell } from '../ConsoleShell';
import styles from '../requests/ConsoleChangeRequestsPage.module.css';
import { ContentEditor } from './ContentEditor';

const STATE_COLOR: Record<ContentState, string> = {
  draft: 'default',
  scheduled: 'blue',
  live: 'green',
  expired: 'orange',
  archived: 'default',
};

/** /console/content: notices, What's New and the FAQ, written, scheduled, versioned and withdrawn here. */
export function ConsoleContentPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  useDocumentTitle(t('contentConsole.title'));
  const [kind, setKind] = useState<ContentKind>('notice');
  const [state, setState] = useState<ContentState | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const [editing, setEditing] = useState<{ item: ContentItem | null } | null>(null);
  const content = useConsoleContent(kind, state, pageIndex);
  const archive = useArchiveContent();

  return (
    <ConsoleShell>
      <main className={styles.body}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('contentConsole.title')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
            {t('contentConsole.create')}
          </Button>
        </Space>
        <Space wrap style={{ marginBottom: 16 }}>
          <Segmented<ContentKind>
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPageIndex(1);
            }}
            options={CONTENT_KINDS.map((value) => ({ value, label: t(`contentConsole.kinds.${value}`) }))}
          />
          <Select<ContentState | 'all'>
            style={{ minWidth: 160 }}
            value={state ?? 'all'}
            aria-label={t('contentConsole.columns.state')}
            onChange={(value) => {
              setState(value === 'all' ? null : value);
              setPageIndex(1);
            }}
            options={[
              { value: 'all', label: t('contentConsole.allStates') },
              ...CONTENT_STATES.map((value) => ({ value, label: t(`contentConsole.states.${value}`) })),
            ]}
          />
        </Space>
        {content.isError ? (
          <ListLoadError
            title={t('contentConsole.loadError')}
            error={content.error}
            hasData={false}
            onRetry={() => void content.refetch()}
          />
        ) : (
          <Table<ContentItem>
            rowKey="seriesId"
            size="small"
            loading={content.isPending}
            dataSource={content.data?.list ?? []}
            scroll={{ x: 760 }}
            locale={{ emptyText: t('contentConsole.empty') }}
            pagination={{
              current: pageIndex,
              pageSize: content.data?.pageSize ?? 20,
              total: content.data?.total ?? 0,
              onChange: setPageIndex,
              showSizeChanger: false,
            }}
            columns={[
              {
                title: t('contentConsole.columns.title'),
                key: 'title',
                render: (_value, item) => (
                  <Space direction="vertical" size={2}>
                    <Typography.Text strong>{item.title.en}</Typography.Text>
                    {item.missingLangs.length ? (
                      <Tag color="orange">
                        {t('contentConsole.missing', {
                          langs: item.missingLangs
                            .map((code) => t(`contentConsole.languages.${code}`))
                            .join(', '),
                        })}
                      </Tag>
                    ) : null}
                  </Space>
                ),
              },
              {
                title: t('contentConsole.columns.state'),
                key: 'state',
                render: (_value, item) => (
                  <Tag color={STATE_COLOR[item.state]}>{t(`contentConsole.states.${item.state}`)}</Tag>
                ),
              },
              { title: t('contentConsole.columns.version'), dataIndex: 'version', key: 'version' },
              {
                title: t('contentConsole.columns.publishAt'),
                key: 'publishAt',
                render: (_value, item) =>
                  item.publishAt ? formatDateTime(item.publishAt, langTag(lang)) : '—',
              },
              {
                title: t('contentConsole.columns.reach'),
                key: 'reach',
                render: (_value, item) =>
                  item.reach
                    ? t('contentConsole.readOf', {
                        ...item.reach,
                        percent: item.reach.audience
                          ? Math.round((item.reach.read / item.reach.audience) * 100)
                          : 0,
                      })
                    : item.helpful
                      ? t('contentConsole.helpfulCount', item.helpful)
                      : '—',
              },
              {
                title: t('contentConsole.columns.edited'),
                key: 'edited',
                render: (_value, item) =>
                  `${item.editedBy} · ${formatDateTime(item.editedAt, langTag(lang))}`,
              },
              {
                key: 'actions',
                render: (_value, item) => (
                  <Space>
                    <Button size="small" onClick={() => setEditing({ item })}>
                      {t('contentConsole.edit')}
                    </Button>
                    {item.state === 'live' || item.state === 'scheduled' ? (
                      <Popconfirm
                        title={t('contentConsole.archiveConfirm')}
                        onConfirm={() => archive.mutate(item.seriesId)}
                      >
                        <Button size="small" danger>
                          {t('contentConsole.archive')}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Space>
                ),
              },
            ]}
          />
        )}
        <ContentEditor
          key={`${kind}-${editing?.item?.seriesId ?? 'new'}-${editing ? 'open' : 'closed'}`}
          kind={kind}
          item={editing?.item ?? null}
          isOpen={editing !== null}
          onClose={() => setEditing(null)}
        />
      </main>
    </ConsoleShell>
  );
}
