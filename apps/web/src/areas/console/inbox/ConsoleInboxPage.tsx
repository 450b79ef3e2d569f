import { MessageOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsoleInbox } from '../../../features/support/api/useConsoleInbox';
import { useConsoleSupportLive } from '../../../features/support/useConsoleSupportLive';
import { useDocumentVisible } from '../../../lib/chat/useDocumentVisible';
import { useConsoleSession } from '../../../lib/console/consoleSession';
import { langTag } from '../../../lib/language';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { ConsoleShell } from '../ConsoleShell';
import styles from './ConsoleInboxPage.module.css';
import { ConsoleThreadPanel } from './ConsoleThreadPanel';
import { InboxList } from './InboxList';

const PAGE_SIZE = 20;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** /console: the support inbox, companies on the left and the open conversation on the right. */
export function ConsoleInboxPage() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const localeTag = langTag(lang);
  const session = useConsoleSession();
  const [params, setParams] = useSearchParams();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const isDocumentVisible = useDocumentVisible();
  useDocumentTitle(t('console.inbox.title'));

  const threadId = positiveInt(params.get('thread'));
  const pageIndex = positiveInt(params.get('page')) ?? 1;
  const isUnreadOnly = params.get('unread') === '1';
  const inbox = useConsoleInbox({ pageIndex, pageSize: PAGE_SIZE, unreadOnly: isUnreadOnly });
  useConsoleSupportLive(session.token, isDocumentVisible ? threadId : null);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  }

  const items = inbox.data?.list;
  const selected = items?.find((item) => item.id === threadId);
  const showList = !isMobile || threadId === null;
  const showThread = !isMobile || threadId !== null;

  return (
    <ConsoleShell>
      <main className={styles.body}>
        {showList ? (
          <InboxList
            items={items}
            total={inbox.data?.total ?? 0}
            pageIndex={pageIndex}
            pageSize={PAGE_SIZE}
            isLoading={inbox.isPending}
            isUnreadOnly={isUnreadOnly}
            selectedId={threadId}
            localeTag={localeTag}
            onUnreadOnlyChange={(value) => update({ unread: value ? '1' : null, page: null })}
            onPageChange={(page) => update({ page: page > 1 ? String(page) : null })}
            onSelect={(id) => update({ thread: String(id) })}
          />
        ) : null}
        {showThread ? (
          threadId === null ? (
            <section className={`${styles.threadColumn} ${styles.centered}`}>
              <Empty
                image={<MessageOutlined className={styles.emptyIcon} />}
                description={t('console.thread.none')}
              />
            </section>
          ) : (
            <ConsoleThreadPanel
              key={threadId}
              threadId={threadId}
              item={selected}
              isDocumentVisible={isDocumentVisible}
              localeTag={localeTag}
              onBack={isMobile ? () => update({ thread: null }) : null}
            />
          )
        ) : null}
      </main>
    </ConsoleShell>
  );
}
