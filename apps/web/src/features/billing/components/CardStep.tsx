import { LockOutlined } from '@ant-design/icons';
import type { CardSession, ServicePackage } from '@sc/contract';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';
import { payResultPath } from '../../../lib/paths';
import { useLanguage } from '../../../lib/useLanguage';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { usePay } from '../api/billingApi';
import { readCardFrameMessage } from '../cardFrameMessage';
import styles from './CardStep.module.css';

type CardStepProps = {
  session: CardSession;
  pkg: ServicePackage;
  onClose: () => void;
};

/**
 * The card step: the provider's card frame (the card never touches our pages), then the payment
 * with the token it hands back. 3-D Secure leaves for the bank's page; everything else goes to the
 * result page, which asks the server until the provider has confirmed.
 */
export function CardStep({ session, pkg, onClose }: CardStepProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const navigate = useNavigate();
  const pay = usePay();
  const isNarrow = useViewportWidth() < 520;
  const [isFrameLoaded, setIsFrameLoaded] = useState(false);
  const frameOrigin = new URL(session.cardPageUrl, window.location.href).origin;
  const price = formatMoney(session.amount, session.currency, tag);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readCardFrameMessage(event, frameOrigin);
      if (message?.type !== 'card-token' || pay.isPending) return;
      pay.mutate(
        { merchantTransactionId: session.merchantTransactionId, cardToken: message.cardToken },
        {
          onSuccess: (order) => {
            if (order.status === 'pending_3ds' && order.redirectUrl)
              window.location.assign(order.redirectUrl);
            else navigate(payResultPath(order.merchantTransactionId));
          },
        },
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameOrigin, navigate, pay, session.merchantTransactionId]);

  return (
    <Modal
      open
      title={t('billing.card.title', { price })}
      onCancel={pay.isPending ? undefined : onClose}
      closable={!pay.isPending}
      mask={{ closable: false }}
      footer={null}
      width={isNarrow ? '100%' : 480}
      destroyOnHidden
    >
      <p className={styles.summary}>
        {t('billing.card.package', {
          name: pkg.name,
          days: t('billing.pay.days', { count: pkg.days }),
          contacts: t('billing.pay.contacts', { count: pkg.buyerContacts }),
        })}
      </p>
      <Spin
        spinning={!isFrameLoaded || pay.isPending}
        tip={pay.isPending ? t('billing.card.paying') : undefined}
      >
        <iframe
          className={styles.frame}
          title={t('billing.card.frameTitle')}
          src={session.cardPageUrl}
          onLoad={() => setIsFrameLoaded(true)}
        />
      </Spin>
      {pay.isError ? (
        <Alert type="error" showIcon title={pay.error.message} className={styles.error} />
      ) : null}
      <p className={styles.secure}>
        <LockOutlined /> {t('billing.card.secure')}
      </p>
    </Modal>
  );
}
