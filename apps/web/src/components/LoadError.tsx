import { Alert, Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

type ShownProps = Pick<LoadErrorProps, 'title' | 'onRetry' | 'detail' | 'className'> & { retryLabel: string };

/** The inline form: a warning inside a block or drawer. */
function InlineLoadError({ title, onRetry, detail, className, retryLabel }: ShownProps) {
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

// A page that failed to load is rare: the Result's code and pictures load then, not with every page
// (and if they cannot, the inline form says it).
const LoadErrorResult = lazy(() =>
  import('./LoadErrorResult').then(
    (m) => ({ default: m.LoadErrorResult }),
    () => ({ default: InlineLoadError }),
  ),
);

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
  const shown = { title, onRetry, detail, className, retryLabel };
  if (layout === 'page') {
    // The inline form says the same while the page form loads.
    return (
      <Suspense fallback={<InlineLoadError {...shown} />}>
        <LoadErrorResult {...shown} />
      </Suspense>
    );
  }
  return <InlineLoadError {...shown} />;
}
