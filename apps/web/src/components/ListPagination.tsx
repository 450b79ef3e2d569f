import { Pagination } from 'antd';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../lib/paths';
import { useViewportWidth } from '../lib/useViewportWidth';

interface ListPaginationProps {
  className?: string;
  pageIndex: number;
  pageSize: number;
  total: number;
  /** Sizes the user may pick; without them the size is fixed. */
  pageSizes?: readonly number[];
  /** "N found" text for desktop; phones get the compact pager without it. */
  totalText: (total: number) => string;
  onChange: (pageIndex: number, pageSize: number) => void;
}

/** Paging of every list page: total, page and go-to on desktop, the simple pager under 768 px. */
export function ListPagination({
  className,
  pageIndex,
  pageSize,
  total,
  pageSizes,
  totalText,
  onChange,
}: ListPaginationProps) {
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  if (total === 0) return null;
  return (
    <Pagination
      className={className}
      current={pageIndex}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={pageSizes?.map(String)}
      showSizeChanger={Boolean(pageSizes) && !isMobile}
      showQuickJumper={!isMobile}
      simple={isMobile}
      showTotal={isMobile ? undefined : totalText}
      onChange={onChange}
    />
  );
}
