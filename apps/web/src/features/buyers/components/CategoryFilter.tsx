import { MAIN_CATEGORIES, type MainCategory } from '@sc/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './CategoryFilter.module.css';

type CategoryFilterProps = {
  value: MainCategory | null;
  onChange: (category: MainCategory | null) => void;
};

/** "All" and the six main buyer categories (SPEC 2) as a single-choice tag row. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation();
  const options: Array<{ key: MainCategory | null; label: string }> = [
    { key: null, label: t('buyers.filter.allCategories') },
    ...MAIN_CATEGORIES.map((key) => ({ key, label: t(`category.${key}`) })),
  ];
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('buyers.filter.category')}</legend>
      {options.map((option) => (
        <Tag.CheckableTag
          key={option.key ?? 'all'}
          checked={value === option.key}
          onChange={() => onChange(option.key)}
          className={styles.tag}
        >
          {option.label}
        </Tag.CheckableTag>
      ))}
    </fieldset>
  );
}
