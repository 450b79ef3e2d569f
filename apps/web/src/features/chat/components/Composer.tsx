import { FilePdfOutlined, FileTextOutlined, PictureOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '../../../components/chat/ChatComposer';
import type { ChatFileKind } from '../chatFileChecks';
import styles from './Composer.module.css';

type ComposerProps = {
  isDisabled?: boolean;
  isUploading?: boolean;
  isOffline?: boolean;
  /** The text, kept by the conversation as a draft. */
  value: string;
  onChange: (value: string) => void;
  /** Sends the text; resolves true when it was accepted (the box then empties). */
  onSend: (text: string) => Promise<boolean>;
  onPickProduct: () => void;
  onPickQuotation: () => void;
  onPickFile: (kind: ChatFileKind) => void;
};

function Tool({ title, icon, ...button }: { title: string; icon: ReactNode } & ButtonProps) {
  return (
    <Tooltip title={title}>
      <Button type="text" icon={icon} aria-label={title} {...button} />
    </Tooltip>
  );
}

/**
 * The supplier's message box: the chat composer (Enter sends, Ctrl+Enter inserts a new line, SPEC 9)
 * with product, quotation, PDF and image buttons.
 */
export function Composer({
  isDisabled,
  isUploading,
  isOffline,
  value,
  onChange,
  onSend,
  onPickProduct,
  onPickQuotation,
  onPickFile,
}: ComposerProps) {
  const { t } = useTranslation();
  const tools = (
    <div className={styles.tools}>
      <Tool
        title={t('chat.composer.sendProduct')}
        icon={<ShoppingOutlined />}
        onClick={onPickProduct}
        disabled={isDisabled}
      />
      <Tool
        title={t('chatQuotation.sendAction')}
        icon={<FileTextOutlined />}
        onClick={onPickQuotation}
        disabled={isDisabled}
      />
      <Tool
        title={t('chat.composer.sendPdf')}
        icon={<FilePdfOutlined />}
        onClick={() => onPickFile('pdf')}
        disabled={isDisabled || isUploading}
      />
      <Tool
        title={t('chat.composer.sendImage')}
        icon={<PictureOutlined />}
        onClick={() => onPickFile('image')}
        disabled={isDisabled || isUploading}
        loading={isUploading}
      />
      {isOffline ? <span className={styles.offline}>{t('chat.composer.offline')}</span> : null}
    </div>
  );
  return (
    <ChatComposer
      look="portal"
      value={value}
      onChange={onChange}
      onSend={onSend}
      label={t('chat.composer.label')}
      placeholder={t('chat.composer.placeholder')}
      sendLabel={t('chat.composer.send')}
      hint={t('chat.composer.hint')}
      isDisabled={isDisabled}
      tools={tools}
    />
  );
}
