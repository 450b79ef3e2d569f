import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type LoadErrorProps = {
  /** What could not be loaded, already translated. */
  title: string;
  onRetry: () => void;
  /** `inline` (default): a warning inside a block or drawer; `page`: the whole page body failed. */
  layout?: 'inline' | 'page';
  /** A second line on a page, e.g. the server's reason. */
  detail?: string;
  className?: string;
};

/** A load failed: says what, with a button that asks again. */
export function LoadError({ title, onRetry, layout = 'inline', detail, className }: LoadErrorProps) {
  const { t } = useTranslation();
  const retryLabel = t('app.retry');
  if (layout === 'page') {
    return (
      <Result
        className={className}
        status="warning"
        title={title}
        subTitle={detail}
        extra={<Button onClick={onRetry}>{retryLabel}</Button>}
      />
    );
  }
  return (
    <Alert
      className={className}
      type="warning"
      showIcon
      title={title}
      description={detail}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
