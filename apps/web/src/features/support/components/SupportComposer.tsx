import { SendOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@sc/contract';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideComposerKey } from '../../../lib/chat/composerKey';
import styles from './SupportComposer.module.css';

type SupportComposerProps = {
  placeholder: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  onSend: (content: string) => void;
};

/** The text box: Enter sends, Ctrl+Enter inserts a new line (SPEC 2). */
export function SupportComposer({
  placeholder,
  isDisabled = false,
  autoFocus = false,
  onSend,
}: SupportComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputRef = useRef<TextAreaRef>(null);
  const content = text.trim();

  function handleSend() {
    if (!content || isDisabled) return;
    onSend(content);
    setText('');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = decideComposerKey({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (action === 'default') return;
    event.preventDefault();
    if (action === 'send') {
      handleSend();
      return;
    }
    const area = event.currentTarget;
    const start = area.selectionStart;
    const next = `${text.slice(0, start)}\n${text.slice(area.selectionEnd)}`;
    setText(next);
    requestAnimationFrame(() => {
      const element = inputRef.current?.resizableTextArea?.textArea;
      element?.setSelectionRange(start + 1, start + 1);
    });
  }

  return (
    <>
      <div className={styles.composer}>
        <Input.TextArea
          ref={inputRef}
          className={styles.input}
          value={text}
          placeholder={placeholder}
          aria-label={placeholder}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={CHAT_LIMITS.textMax}
          autoFocus={autoFocus}
          disabled={isDisabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          aria-label={t('support.send')}
          disabled={!content || isDisabled}
          onClick={handleSend}
        />
      </div>
      <div className={styles.hint}>{t('support.composerHint')}</div>
    </>
  );
}
