import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../lib/loadWithTimeout';

/** What an error boundary shows: a load failure or an unexpected error, with a reload button. */
export function ErrorScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  const isLoadError = error instanceof ChunkLoadError;
  return (
    <Result
      status={isLoadError ? 'warning' : 'error'}
      title={t(isLoadError ? 'errorPage.loadFailedTitle' : 'errorPage.crashTitle')}
      subTitle={t(isLoadError ? 'errorPage.loadFailedText' : 'errorPage.crashText')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
      }
    />
  );
}
