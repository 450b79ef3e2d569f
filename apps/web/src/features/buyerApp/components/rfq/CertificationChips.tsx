import { CheckOutlined } from '@ant-design/icons';
import { CREDENTIAL_TYPES, type CredentialType } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './CertificationChips.module.css';

type CertificationChipsProps = {
  id?: string;
  value?: CredentialType[];
  onChange?: (value: CredentialType[]) => void;
};

/** The certificates a buyer wants, as chips to tap (easier than a multi-select on a phone). */
export function CertificationChips({ id, value = [], onChange }: CertificationChipsProps) {
  const { t } = useTranslation();
  function toggle(type: CredentialType, isChecked: boolean) {
    const next = isChecked ? [...value, type] : value.filter((item) => item !== type);
    onChange?.(CREDENTIAL_TYPES.filter((item) => next.includes(item)));
  }
  return (
    <div id={id} className={styles.chips}>
      {CREDENTIAL_TYPES.map((type) => {
        const isChecked = value.includes(type);
        return (
          <Tag.CheckableTag
            key={type}
            checked={isChecked}
            onChange={(checked) => toggle(type, checked)}
            className={styles.chip}
            icon={isChecked ? <CheckOutlined /> : undefined}
          >
            {t(`credentialType.${type}`)}
          </Tag.CheckableTag>
        );
      })}
    </div>
  );
}
