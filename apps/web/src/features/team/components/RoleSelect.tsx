import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateUnchecked } from '../../../lib/i18n';
import { useAssignableRoles } from '../api/teamApi';
import { roleHintKey, roleLabel } from '../teamRules';
import styles from './Team.module.css';

type RoleSelectProps = {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** A role not to offer (the user's current one). */
  excludeId?: number;
};

/** The roles I may give a colleague, built-in ones named in the UI language, with what the chosen one does. */
export function RoleSelect({ id, value, onChange, excludeId }: RoleSelectProps) {
  const { t } = useTranslation();
  const roles = useAssignableRoles();
  const offered = (roles.data ?? []).filter((role) => role.id !== excludeId);
  const hint = roleHintKey(offered.find((role) => role.id === value));
  return (
    <>
      <Select<number>
        id={id}
        value={value}
        onChange={onChange}
        options={offered.map((role) => ({ value: role.id, label: roleLabel(role, translateUnchecked) }))}
        loading={roles.isFetching}
        placeholder={t('team.invite.rolePlaceholder')}
      />
      {hint ? (
        <Typography.Text type="secondary" className={styles.roleHint} data-testid="role-hint">
          {translateUnchecked(hint)}
        </Typography.Text>
      ) : null}
    </>
  );
}
