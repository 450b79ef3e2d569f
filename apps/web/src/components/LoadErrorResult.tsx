import { Button, Result } from 'antd';

/** The whole-page form of LoadError (Ant Design's Result, whose pictures stay out of the first load). */
export function LoadErrorResult({
  title,
  detail,
  retryLabel,
  onRetry,
  className,
}: {
  title: string;
  detail?: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
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
