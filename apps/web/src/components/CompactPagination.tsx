import { Pagination } from 'antd';

type CompactPaginationProps = {
  className?: string;
  pageIndex: number;
  pageSize: number;
  total: number;
  onChange: (pageIndex: number) => void;
};

/** The small pager under a list in a drawer, tab or modal; nothing when everything fits on one page. */
export function CompactPagination({
  className,
  pageIndex,
  pageSize,
  total,
  onChange,
}: CompactPaginationProps) {
  if (total <= pageSize) return null;
  return (
    <Pagination
      className={className}
      simple
      size="small"
      current={pageIndex}
      pageSize={pageSize}
      total={total}
      onChange={(page) => onChange(page)}
    />
  );
}
