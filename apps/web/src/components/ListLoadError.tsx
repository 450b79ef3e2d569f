import { isApiError } from '../lib/ApiError';
import { LoadError } from './LoadError';

type ListLoadErrorProps = {
  /** What could not be loaded, already translated. */
  title: string;
  /** The query's error; an ApiError's reason becomes the second line. */
  error: unknown;
  /** A page loaded before: the error sits above it as a strip instead of replacing the page. */
  hasData: boolean;
  onRetry: () => void;
  className?: string;
};

/** A list's load failed: the page body says so with a Retry, or a strip above the rows still shown. */
export function ListLoadError({ title, error, hasData, onRetry, className }: ListLoadErrorProps) {
  return (
    <LoadError
      className={className}
      layout={hasData ? 'inline' : 'page'}
      title={title}
      detail={isApiError(error) ? error.msg : undefined}
      onRetry={onRetry}
    />
  );
}
