import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@sc/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../lib/language';
import { loadLanguagePack } from '../lib/languagePack';
import { useLanguage } from '../lib/useLanguage';

type LanguageSwitcherProps = {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  /** Show only the globe icon (narrow headers). */
  isIconOnly?: boolean;
};

/** Switches between English, 中文 and 日本語; the choice is stored as `lang`. */
export function LanguageSwitcher({ tone = 'dark', isIconOnly = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const { lang, setLang } = useLanguage();
  // The languages load while the menu is open, so picking one switches at once.
  function handleOpenChange(isOpen: boolean) {
    if (isOpen) for (const value of LANGS) loadLanguagePack(value).catch(() => undefined);
  }
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={handleOpenChange}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((value) => ({ key: value, label: LANGUAGE_NAMES[value], lang: value })),
        onClick: ({ key }) => setLang(key as Lang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t('language.label')}: ${LANGUAGE_NAMES[lang]}`}
        title={t('language.label')}
        style={tone === 'light' ? { color: '#fff' } : undefined}
      >
        {isIconOnly ? null : LANGUAGE_NAMES[lang]}
      </Button>
    </Dropdown>
  );
}
