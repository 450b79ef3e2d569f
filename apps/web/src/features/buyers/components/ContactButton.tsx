import { SendOutlined } from '@ant-design/icons';
import type { BuyerSummary } from '@sc/contract';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatWithBuyer } from '../../../lib/paths';
import { useContactBuyer } from '../api/useContactBuyer';
import { useContactDecision } from '../api/useContactDecision';
import { useShowContactRefusal } from './useShowContactRefusal';

type ContactButtonProps = {
  buyer: Pick<BuyerSummary, 'id' | 'name' | 'contactStatus'>;
  size?: ButtonProps['size'];
  isBlock?: boolean;
};

/**
 * "Contact Now": asks chat/check first; a contact that costs is confirmed with the contacts left,
 * a buyer already contacted is confirmed without talk of cost, and a refusal says why and offers support. Once
 * contacted, the success message offers to open the chat.
 */
export function ContactButton({ buyer, size, isBlock }: ContactButtonProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const decideContact = useContactDecision();
  const showRefusal = useShowContactRefusal();
  const contact = useContactBuyer();
  const [isChecking, setIsChecking] = useState(false);
  const isContacted = buyer.contactStatus !== 'none';

  async function confirmContact() {
    try {
      const result = await contact.mutateAsync(buyer.id);
      const key = `contact-${buyer.id}`;
      void message.success({
        key,
        duration: 6,
        content: (
          <span>
            {t(result.charged ? 'buyers.contact.doneCharged' : 'buyers.contact.done', { name: buyer.name })}{' '}
            <Button
              type="link"
              size="small"
              onClick={() => {
                message.destroy(key);
                navigate(chatWithBuyer(buyer.id));
              }}
            >
              {t('chat.openChat')}
            </Button>
          </span>
        ),
      });
    } catch {
      // The http client has shown the server's message; the modal just closes.
    }
  }

  async function handleClick() {
    setIsChecking(true);
    const decision = await decideContact(buyer.id);
    setIsChecking(false);
    if (!decision) return;
    if (decision.kind === 'refused') {
      showRefusal(decision);
      return;
    }
    modal.confirm({
      title: t('buyers.contact.confirmTitle', { name: buyer.name }),
      content:
        decision.kind === 'confirmFree'
          ? t('buyers.contact.free', { name: buyer.name })
          : t(decision.isReply ? 'buyers.contact.replyCost' : 'buyers.contact.cost', {
              name: buyer.name,
              remaining: decision.remaining,
            }),
      okText: t('buyers.contact.confirm'),
      cancelText: t('buyers.contact.cancel'),
      onOk: confirmContact,
    });
  }

  return (
    <Button
      type={isContacted ? 'default' : 'primary'}
      icon={<SendOutlined />}
      size={size}
      block={isBlock}
      loading={isChecking || (contact.isPending && contact.variables === buyer.id)}
      onClick={() => void handleClick()}
      aria-label={t('buyers.contact.buttonNamed', { name: buyer.name })}
    >
      {t('buyers.contact.button')}
    </Button>
  );
}
