import { SendOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@sc/contract';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { decideComposerKey, insertNewline } from '../../../lib/chat/composerKey';
import styles from './ChatComposer.module.css';

type ChatComposerProps = {
  value: string;
  onChange: (value: string) => void;
  onSend: (text: string) => void;
};

/** The text box under a conversation: Enter sends, Ctrl+Enter starts a new line (SPEC 9). */
export function ChatComposer({ value, onChange, onSend }: ChatComposerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<TextAreaRef>(null);
  const canSend = value.trim().length > 0 && value.length <= CHAT_LIMITS.textMax;

  function handleSend() {
    if (!canSend) return;
    onSend(value.trim());
    onChange('');
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const decision = decideComposerKey({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      isComposing: event.nativeEvent.isComposing || event.keyCode === 229,
    });
    if (decision === 'send') {
      event.preventDefault();
      handleSend();
    } else if (decision === 'newline') {
      event.preventDefault();
      const area = event.currentTarget;
      const next = insertNewline(area.value, area.selectionStart, area.selectionEnd);
      onChange(next.value);
      requestAnimationFrame(() => area.setSelectionRange(next.caret, next.caret));
    }
  }

  return (
    <div className={styles.composer}>
      <Input.TextArea
        ref={inputRef}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={t('buyerApp.chat.placeholder')}
        aria-label={t('buyerApp.chat.placeholder')}
        autoSize={{ minRows: 1, maxRows: 5 }}
        maxLength={CHAT_LIMITS.textMax}
        enterKeyHint="send"
      />
      <Button
        type="primary"
        shape="circle"
        size="large"
        icon={<SendOutlined />}
        aria-label={t('buyerApp.chat.send')}
        title={t('buyerApp.chat.hint')}
        disabled={!canSend}
        onClick={handleSend}
      />
    </div>
  );
}
