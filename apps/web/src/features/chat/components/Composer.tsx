import {
  FilePdfOutlined,
  FileTextOutlined,
  PictureOutlined,
  SendOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { CHAT_LIMITS } from '@sc/contract';
import { Button, Input, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideComposerKey, insertNewline } from '../../../lib/chat/composerKey';
import type { ChatFileKind } from '../chatFileChecks';
import styles from './Composer.module.css';

type ComposerProps = {
  isDisabled?: boolean;
  isUploading?: boolean;
  isOffline?: boolean;
  /** Sends the text; resolves true when it was accepted (the box then empties). */
  onSend: (text: string) => Promise<boolean>;
  onPickProduct: () => void;
  onPickQuotation: () => void;
  onPickFile: (kind: ChatFileKind) => void;
};

/**
 * The message box: Enter sends, Ctrl+Enter inserts a new line (SPEC 9); product, quotation, PDF and
 * image buttons.
 */
export function Composer({
  isDisabled,
  isUploading,
  isOffline,
  onSend,
  onPickProduct,
  onPickQuotation,
  onPickFile,
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const area = useRef<TextAreaRef>(null);
  const isTooLong = text.length > CHAT_LIMITS.textMax;
  const canSend = text.trim().length > 0 && !isTooLong && !isDisabled && !isSending;

  async function handleSend() {
    if (!canSend) return;
    setIsSending(true);
    try {
      if (await onSend(text)) setText('');
    } finally {
      setIsSending(false);
      area.current?.focus();
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = decideComposerKey({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      isComposing: event.nativeEvent.isComposing || event.keyCode === 229,
    });
    if (action === 'default') return;
    event.preventDefault();
    if (action === 'send') {
      void handleSend();
      return;
    }
    const element = event.currentTarget;
    const next = insertNewline(text, element.selectionStart, element.selectionEnd);
    setText(next.value);
    requestAnimationFrame(() => element.setSelectionRange(next.caret, next.caret));
  }

  return (
    <div className={styles.composer}>
      <div className={styles.tools}>
        <Tooltip title={t('chat.composer.sendProduct')}>
          <Button
            type="text"
            icon={<ShoppingOutlined />}
            aria-label={t('chat.composer.sendProduct')}
            onClick={onPickProduct}
            disabled={isDisabled}
          />
        </Tooltip>
        <Tooltip title={t('chatQuotation.sendAction')}>
          <Button
            type="text"
            icon={<FileTextOutlined />}
            aria-label={t('chatQuotation.sendAction')}
            onClick={onPickQuotation}
            disabled={isDisabled}
          />
        </Tooltip>
        <Tooltip title={t('chat.composer.sendPdf')}>
          <Button
            type="text"
            icon={<FilePdfOutlined />}
            aria-label={t('chat.composer.sendPdf')}
            onClick={() => onPickFile('pdf')}
            disabled={isDisabled || isUploading}
          />
        </Tooltip>
        <Tooltip title={t('chat.composer.sendImage')}>
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('chat.composer.sendImage')}
            onClick={() => onPickFile('image')}
            disabled={isDisabled || isUploading}
            loading={isUploading}
          />
        </Tooltip>
        {isOffline ? <span className={styles.offline}>{t('chat.composer.offline')}</span> : null}
      </div>
      <div className={styles.row}>
        <Input.TextArea
          ref={area}
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label')}
          disabled={isDisabled}
          status={isTooLong ? 'error' : undefined}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void handleSend()}
          disabled={!canSend}
          loading={isSending}
          aria-label={t('chat.composer.send')}
          className={styles.send}
        >
          <span className={styles.sendText}>{t('chat.composer.send')}</span>
        </Button>
      </div>
      <div className={styles.hint}>
        {isTooLong ? (
          <span className={styles.error}>{t('chat.composer.tooLong', { max: CHAT_LIMITS.textMax })}</span>
        ) : (
          t('chat.composer.hint')
        )}
      </div>
    </div>
  );
}
