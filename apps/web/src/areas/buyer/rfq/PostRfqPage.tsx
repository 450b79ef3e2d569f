import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RfqForm } from '../../../features/buyerApp/components/rfq/RfqForm';
import { buyerPaths } from '../../../lib/paths';
import { BuyerShell } from '../BuyerShell';
import styles from './PostRfqPage.module.css';

/** /buyer/rfqs/new: the RFQ form (?product= and ?barcode= fill those fields in). */
export function PostRfqPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const product = params.get('product') ?? '';
  const barcode = params.get('barcode') ?? '';
  const initial = useMemo(
    () => ({ ...(product ? { productName: product } : {}), ...(barcode ? { barcode } : {}) }),
    [product, barcode],
  );

  return (
    <BuyerShell title={t('buyerRfq.form.title')} backTo={buyerPaths.rfqs}>
      <p className={styles.intro}>{t('buyerRfq.form.intro')}</p>
      <RfqForm
        initial={initial}
        onPosted={(rfq) => navigate(buyerPaths.rfq(rfq.id), { replace: true, state: { isJustPosted: true } })}
      />
    </BuyerShell>
  );
}
