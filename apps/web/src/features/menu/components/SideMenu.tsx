import type { MenuEntry } from '@sc/contract';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ancestorsOf, findMenuPage, isGroup } from '../menuTree';
import { MenuIcon } from './MenuIcon';

type MenuItem = Required<MenuProps>['items'][number];

type SideMenuProps = {
  menu: readonly MenuEntry[];
  pathname: string;
  /** Inside a collapsed Sider the sub-menus pop out instead of opening inline. */
  isCollapsed?: boolean;
  onNavigate: (url: string) => void;
};

/** The role-based menu: groups open as sub-menus, pages navigate; titles follow the language. */
export function SideMenu({ menu, pathname, isCollapsed = false, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const current = findMenuPage(menu, pathname);
  const groupKeys = useMemo(
    () => (current ? ancestorsOf(menu, current.url).map((group) => group.url) : []),
    [menu, current],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(groupKeys);
  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...groupKeys])]);
  }, [groupKeys]);

  const items = useMemo(() => {
    const toItem = (entry: MenuEntry): MenuItem => {
      const label = t(entry.titleKey, { defaultValue: entry.menuName });
      const children = entry.children ?? [];
      if (isGroup(entry)) {
        return {
          key: entry.url,
          icon: <MenuIcon name={entry.icon} />,
          label,
          children: children.map(toItem),
        };
      }
      return { key: entry.url, icon: <MenuIcon name={entry.icon} />, label };
    };
    return menu.map(toItem);
  }, [menu, t]);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={current ? [current.url] : []}
      {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => onNavigate(key)}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
