import { LANGS, type Lang } from '@sc/contract';
import { Dropdown } from 'antd';
import { type ReactElement, useEffect, useState } from 'react';
import { LANGUAGE_NAMES } from '../lib/language';
import { loadLanguagePack } from '../lib/languagePack';
import { useLanguage } from '../lib/useLanguage';

/** The language menu around the switcher's button; it loads on first use, open. */
export function LanguageMenu({ children }: { children: ReactElement }) {
  const { lang, setLang } = useLanguage();
  const [isOpen, setOpen] = useState(true);
  // The languages load while the menu is open, so picking one switches at once.
  useEffect(() => {
    if (isOpen) for (const value of LANGS) loadLanguagePack(value).catch(() => undefined);
  }, [isOpen]);
  return (
    <Dropdown
      trigger={['click']}
      open={isOpen}
      onOpenChange={setOpen}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((value) => ({ key: value, label: LANGUAGE_NAMES[value], lang: value })),
        onClick: ({ key }) => {
          setOpen(false);
          setLang(key as Lang);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
