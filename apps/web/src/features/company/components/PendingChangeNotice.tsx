import type { ChangeRequest } from '@sc/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/formatDate';
import { langTag } from '../../../lib/language';
import { useLanguage } from '../../../lib/useLanguage';
import { useCancelChange } from '../api/useCompanyMutations';
import { changedFields } from '../companyForm';
import styles from './CompanyProfileForm.module.css';
import { useLockedValueText } from './useLockedValueText';

/** My change request waiting for customer service: what it changes, with a way to withdraw it. */
export function PendingChangeNotice({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const cancel = useCancelChange();
  const valueText = useLockedValueText();
  return (
    <Alert
      type="warning"
      showIcon
      className={styles.notice}
      data-testid="pending-change"
      title={t('company.change.pending', {
        id: request.id,
        date: formatDate(request.createdAt, langTag(lang)),
      })}
      description={
        <>
          <ul className={styles.changes}>
            {changedFields(request).map((field) => (
              <li key={field}>
                {t(`companyField.${field}`)}: {valueText(field, request.from[field])} →{' '}
                <strong>{valueText(field, request.to[field])}</strong>
              </li>
            ))}
          </ul>
          <Button size="small" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t('company.change.withdraw')}
          </Button>
        </>
      }
    />
  );
}
