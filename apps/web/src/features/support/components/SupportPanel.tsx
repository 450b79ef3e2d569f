import {
  CustomerServiceOutlined,
  DownOutlined,
  EllipsisOutlined,
  EyeInvisibleOutlined,
} from '@ant-design/icons';
import type { SupportMessage } from '@sc/contract';
import { Avatar, Button, Dropdown, Spin } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat/ChatComposer';
import { LoadError } from '../../../components/LoadError';
import type { OutboxEntry } from '../../../lib/chat/outbox';
import { supportWidgetStore, useSupportDraft } from '../supportWidgetStore';
import { SupportMessageList } from './SupportMessageList';
import styles from './SupportWidget.module.css';

// Ant Design's text buttons set their own colour; the header is brand blue.
const ON_BRAND = { color: '#ffffff' } as const;

type SupportPanelProps = {
  id: string;
  isSheet: boolean;
  state: 'pending' | 'error' | 'ready';
  messages: SupportMessage[];
  pending: readonly OutboxEntry<{ content: string }>[];
  onReload: () => void;
  onSend: (content: string) => boolean | Promise<boolean>;
  onRetry: (clientId: string) => void;
};

/**
 * The open support conversation: header, messages and composer (a full-screen sheet on phones).
 * Its own chunk: the launcher is on every page, the conversation only once it is opened.
 */
export function SupportPanel({
  id,
  isSheet,
  state,
  messages,
  pending,
  onReload,
  onSend,
  onRetry,
}: SupportPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSupportDraft();
  const minimize = () => supportWidgetStore.dispatch({ type: 'minimize' });
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') minimize();
  };
  return (
    <section
      id={id}
      className={`${styles.panel} ${isSheet ? styles.sheet : ''}`}
      role="dialog"
      aria-label={t('support.title')}
      onKeyDown={handleKeyDown}
    >
      <header className={styles.header}>
        <Avatar className={styles.avatar} icon={<CustomerServiceOutlined />} />
        <div className={styles.headerText}>
          <h2 className={styles.title}>{t('support.title')}</h2>
          <span className={styles.subtitle}>{t('support.subtitle')}</span>
        </div>
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [{ key: 'hide', icon: <EyeInvisibleOutlined />, label: t('support.hideLauncher') }],
            onClick: () => supportWidgetStore.dispatch({ type: 'hide' }),
          }}
        >
          <Button type="text" style={ON_BRAND} icon={<EllipsisOutlined />} aria-label={t('support.more')} />
        </Dropdown>
        <Button
          type="text"
          style={ON_BRAND}
          icon={<DownOutlined />}
          aria-label={t('support.minimize')}
          onClick={minimize}
        />
      </header>
      {state === 'pending' ? (
        <div className={styles.state}>
          <Spin />
        </div>
      ) : state === 'error' ? (
        <div className={styles.state}>
          <LoadError title={t('support.loadError')} onRetry={onReload} />
        </div>
      ) : (
        <SupportMessageList
          messages={messages}
          pending={pending}
          mySide="supplier"
          otherSideName={t('support.teamName')}
          empty={t('support.empty')}
          onRetry={onRetry}
        />
      )}
      <ChatComposer
        look="widget"
        value={draft}
        onChange={setDraft}
        label={t('support.placeholder')}
        placeholder={t('support.placeholder')}
        sendLabel={t('support.send')}
        hint={t('support.composerHint')}
        isDisabled={state === 'pending'}
        autoFocus={!isSheet}
        onSend={onSend}
      />
    </section>
  );
}
