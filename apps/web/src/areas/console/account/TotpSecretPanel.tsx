import type { TotpSecret } from '@sc/contract';
import { Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ConsoleTotp.module.css';

/** Groups a base32 key in fours, as apps print it, so it is easier to type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A new two-factor secret, shown once: the QR code for the app (drawn in the browser) and the key as text. */
export function TotpSecretPanel({ totp }: { totp: TotpSecret }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    QRCode.toDataURL(totp.otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 176 })
      .then((url) => {
        if (isCurrent) setQr(url);
      })
      .catch(() => setQr(null));
    return () => {
      isCurrent = false;
    };
  }, [totp.otpauthUri]);

  return (
    <div className={styles.secret}>
      <figure className={styles.qr}>
        {qr ? (
          <img src={qr} width={176} height={176} alt={t('consoleTotp.qr')} data-testid="totp-qr" />
        ) : (
          <div className={styles.qrPlaceholder} />
        )}
      </figure>
      <div className={styles.manual}>
        <Typography.Text type="secondary">{t('consoleTotp.manual')}</Typography.Text>
        <Typography.Paragraph
          copyable={{ text: totp.secret }}
          className={styles.key}
          data-testid="totp-secret"
        >
          {grouped(totp.secret)}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
