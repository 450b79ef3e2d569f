import type { SupplierState } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS: Record<SupplierState, string> = {
  trial: 'blue',
  paying: 'green',
  expired: 'default',
  suspended: 'red',
};

/** A company's state as a coloured tag. */
export function SupplierStateTag({ state }: { state: SupplierState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLORS[state]} data-testid="supplier-state">
      {t(`consoleSuppliers.state.${state}`)}
    </Tag>
  );
}
