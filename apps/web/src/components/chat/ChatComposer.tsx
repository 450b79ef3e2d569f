import { SendOutlined } from '@ant-design/icons';
import { CHAT_LIMITS } from '@sc/contract';
import { Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decideComposerKey, insertNewline } from '../../lib/chat/composerKey';
import styles from './ChatComposer.module.css';

/** `portal`: the supplier's chat (labelled Send, tools above); `app`: the buyers' phone app; `widget`: support. */
export type ComposerLook = 'portal' | 'app' | 'widget';

type ChatComposerProps = {
  look: ComposerLook;
  /** The text, when the page keeps it (a draft handed over by another page); otherwise the composer does. */
  value?: string;
  onChange?: (value: string) => void;
  /** Sends the trimmed text; true when it was accepted (the box then empties), false keeps it (e.g. a cancelled confirmation). */
  onSend: (text: string) => boolean | Promise<boolean>;
  label: string;
  placeholder: string;
  sendLabel: string;
  /** How Enter works: under the box, or the Send button's tooltip in the app look (no room on a phone). */
  hint: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Above the box, e.g. the buttons that send a product, a quotation or a file. */
  tools?: ReactNode;
};

const MAX_ROWS: Record<ComposerLook, number> = { portal: 6, app: 5, widget: 5 };

/** The message box of every chat: Enter sends, Ctrl+Enter inserts a new line (SPEC 9). */
export function ChatComposer({
  look,
  value,
  onChange,
  onSend,
  label,
  placeholder,
  sendLabel,
  hint,
  isDisabled = false,
  autoFocus = false,
  tools,
}: ChatComposerProps) {
  const { t } = useTranslation();
  const [ownText, setOwnText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const area = useRef<TextAreaRef>(null);
  /** Where the caret goes once the new line is on screen. */
  const caretAfterNewline = useRef<number | null>(null);
  const text = value ?? ownText;
  const setText = (next: string) => (onChange ? onChange(next) : setOwnText(next));
  const isTooLong = text.length > CHAT_LIMITS.textMax;
  const canSend = text.trim().length > 0 && !isTooLong && !isDisabled && !isSending;

  // Placed as the text commits, before the browser handles the next key: a deferred placement
  // (a frame later) put a fast typist's next letters in front of the ones already typed.
  useLayoutEffect(() => {
    const caret = caretAfterNewline.current;
    if (caret === null) return;
    caretAfterNewline.current = null;
    area.current?.resizableTextArea?.textArea.setSelectionRange(caret, caret);
  });

  async function handleSend() {
    if (!canSend) return;
    const result = onSend(text.trim());
    if (result instanceof Promise) setIsSending(true);
    try {
      if (await result) setText('');
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
    caretAfterNewline.current = next.caret;
    setText(next.value);
  }

  const tooLong = t('chat.composer.tooLong', { max: CHAT_LIMITS.textMax });
  return (
    <div className={`${styles.composer} ${styles[look]}`}>
      {tools}
      <div className={styles.row}>
        <Input.TextArea
          ref={area}
          className={styles.input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          autoSize={{ minRows: 1, maxRows: MAX_ROWS[look] }}
          placeholder={placeholder}
          aria-label={label}
          enterKeyHint="send"
          autoFocus={autoFocus}
          disabled={isDisabled}
          status={isTooLong ? 'error' : undefined}
        />
        <Button
          type="primary"
          shape={look === 'app' ? 'circle' : undefined}
          size={look === 'app' ? 'large' : undefined}
          icon={<SendOutlined />}
          onClick={() => void handleSend()}
          disabled={!canSend}
          loading={isSending}
          aria-label={sendLabel}
          title={look === 'app' ? hint : undefined}
          className={styles.send}
        >
          {look === 'portal' ? <span className={styles.sendText}>{sendLabel}</span> : null}
        </Button>
      </div>
      {isTooLong ? (
        <div className={`${styles.hint} ${styles.error}`}>{tooLong}</div>
      ) : look === 'app' ? null : (
        <div className={styles.hint}>{hint}</div>
      )}
    </div>
  );
}
