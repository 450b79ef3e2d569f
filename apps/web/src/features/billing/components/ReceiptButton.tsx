import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { startDownload } from '../../../lib/startDownload';
import { useReceiptLink } from '../api/billingApi';

/** Downloads a paid order's receipt (PDF in my language) from a freshly signed address. */
export function ReceiptButton({
  merchantTransactionId,
  ...button
}: { merchantTransactionId: string } & ButtonProps) {
  const { t } = useTranslation();
  const link = useReceiptLink();
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={link.isPending}
      onClick={() =>
        link.mutate(merchantTransactionId, { onSuccess: ({ url, fileName }) => startDownload(url, fileName) })
      }
      {...button}
    >
      {button.children ?? t('billing.result.receipt')}
    </Button>
  );
}
