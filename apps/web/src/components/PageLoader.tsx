import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }}>
      <Spin size="large" description={t('http.loading')} />
    </div>
  );
}
