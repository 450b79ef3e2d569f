import { ShopOutlined, StopOutlined } from '@ant-design/icons';
import type { Product } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** "Own" for products the supplier created, "Linked" for products taken from the catalogue. */
export function ProductKindTag({ kind }: { kind: Product['kind'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={kind === 'own' ? 'blue' : 'purple'} variant="filled">
      {t(`products.kind.${kind}`)}
    </Tag>
  );
}

const QUOTE_COLORS: Record<Product['quoteStatus'], string> = {
  none: 'default',
  active: 'success',
  expired: 'warning',
};

/** Whether the product has a quote, and whether that quote is still valid. */
export function QuoteStatusTag({ status }: { status: Product['quoteStatus'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={QUOTE_COLORS[status]} variant="filled">
      {t(`products.quoteStatus.${status}`)}
    </Tag>
  );
}

/** Shown on products displayed in my showroom. */
export function ExhibitedTag() {
  const { t } = useTranslation();
  return (
    <Tag color="geekblue" variant="filled" icon={<ShopOutlined />} data-testid="exhibited-tag">
      {t('showroomPage.inShowroom')}
    </Tag>
  );
}

/** Shown on a linked product whose catalogue product the platform retired. */
export function RetiredFromCatalogueTag() {
  const { t } = useTranslation();
  return (
    <Tag color="default" variant="filled" icon={<StopOutlined />} data-testid="retired-tag">
      {t('products.retiredTag')}
    </Tag>
  );
}
