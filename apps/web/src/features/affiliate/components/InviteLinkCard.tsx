import type { InviteLink } from '@sc/contract';
import { Card, Input, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Invite.module.css';

/** My code, the link with a copy button and a QR code of the link (drawn in the browser). */
export function InviteLinkCard({ invite }: { invite: InviteLink }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(invite.link, { errorCorrectionLevel: 'M', margin: 2, width: 200 })
      .then((url) => {
        if (isCurrent) setQr(url);
      })
      .catch(() => setQr(null));
    return () => {
      isCurrent = false;
    };
  }, [invite.link]);

  return (
    <Card title={t('affiliate.code.title')} className={styles.card}>
      <div className={styles.linkCard}>
        <div className={styles.linkBody}>
          <Typography.Text className={styles.code} copyable={{ text: invite.code }} data-testid="invite-code">
            {invite.code}
          </Typography.Text>
          <div className={styles.label}>{t('affiliate.code.link')}</div>
          <Input
            readOnly
            value={invite.link}
            aria-label={t('affiliate.code.link')}
            data-testid="invite-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Typography.Text
            copyable={{
              text: invite.link,
              tooltips: [t('affiliate.code.copyLink'), t('affiliate.code.copied')],
            }}
          >
            {t('affiliate.code.copyLink')}
          </Typography.Text>
        </div>
        <figure className={styles.qr}>
          {qr ? (
            <img src={qr} width={160} height={160} alt={t('affiliate.code.qr')} data-testid="invite-qr" />
          ) : (
            <div className={styles.qrPlaceholder} />
          )}
          <figcaption>{t('affiliate.code.qrHint')}</figcaption>
        </figure>
      </div>
    </Card>
  );
}
