import type { RoleMenu, UserInfo } from '@sc/contract';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intlFormats';
import { langTag } from '../../../lib/language';
import { regionName } from '../../../lib/regionName';
import { useLanguage } from '../../../lib/useLanguage';

type AccountCardProps = { info: UserInfo; roles: RoleMenu['roles'] };

function formatDate(iso: string, tag: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(tag, { dateStyle: 'long' }).format(date);
}

/** The signed-in user's profile as returned by admin/login/info. */
export function AccountCard({ info, roles }: AccountCardProps) {
  const { t } = useTranslation();
  const tag = langTag(useLanguage().lang);
  const items = [
    { key: 'name', label: t('welcome.name'), children: info.realName },
    { key: 'email', label: t('welcome.email'), children: info.email },
    { key: 'company', label: t('welcome.company'), children: info.companyName },
    { key: 'jobTitle', label: t('welcome.jobTitle'), children: t(`jobTitle.${info.jobTitle}`) },
    { key: 'country', label: t('welcome.country'), children: regionName(info.country, tag) },
    { key: 'since', label: t('welcome.memberSince'), children: formatDate(info.createdAt, tag) },
  ];
  if (roles.length > 0) {
    items.push({
      key: 'role',
      label: t('welcome.role'),
      children: roles.map((role) => t(`role.${role.code}`, { defaultValue: role.name })).join(', '),
    });
  }
  return (
    <Card title={t('welcome.accountTitle')}>
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
