import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './HideContactedSwitch.module.css';

/** "Hide contacted": leaves out buyers my company has already contacted. */
export function HideContactedSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className={styles.switch}>
      <Switch id={id} size="small" checked={checked} onChange={onChange} />
      <label htmlFor={id}>{t('buyers.filter.hideContacted')}</label>
    </span>
  );
}
