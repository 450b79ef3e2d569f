import { ArrowRightOutlined } from '@ant-design/icons';
import type { MenuEntry } from '@sc/contract';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuIcon } from '../../../features/menu/components/MenuIcon';
import { findMenuPage, menuPages } from '../../../features/menu/menuTree';
import { isMessageKey } from '../../../lib/i18n';
import styles from './WelcomePage.module.css';

/** Cards linking to the other pages of the user's menu. */
export function WorkspaceLinks({ menu }: { menu: readonly MenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const here = findMenuPage(menu, pathname);
  const pages = menuPages(menu).filter((page) => page.url !== here?.url);

  return (
    <section aria-labelledby="workspace-title">
      <Typography.Title level={3} id="workspace-title" className={styles.sectionTitle}>
        {t('welcome.workspaceTitle')}
      </Typography.Title>
      {pages.length === 0 ? (
        <Empty description={t('welcome.workspaceEmpty')} />
      ) : (
        <ul className={styles.links}>
          {pages.map((page) => {
            const descriptionKey = `welcome.pageDescription.${page.component}`;
            return (
              <li key={page.id}>
                <Link to={page.url.startsWith('/') ? page.url : `/${page.url}`} className={styles.link}>
                  <span className={styles.linkIcon} aria-hidden="true">
                    <MenuIcon name={page.icon} />
                  </span>
                  <span className={styles.linkBody}>
                    <span className={styles.linkTitle}>
                      {t(page.titleKey, { defaultValue: page.menuName })}
                    </span>
                    {isMessageKey(descriptionKey) ? (
                      <span className={styles.linkText}>{t(descriptionKey)}</span>
                    ) : null}
                  </span>
                  <ArrowRightOutlined className={styles.linkArrow} aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
