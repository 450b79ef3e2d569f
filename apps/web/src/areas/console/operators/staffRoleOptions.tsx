import { STAFF_ROLES, type StaffRole } from '@sc/contract';
import type { TFunction } from 'i18next';
import styles from './ConsoleOperatorsPage.module.css';

/** The console roles to choose from, each with what it may do (the select's options). */
export function staffRoleOptions(t: TFunction) {
  return STAFF_ROLES.map((role: StaffRole) => ({
    value: role,
    label: t(`role.${role}`),
    title: t(`role.${role}`),
    hint: t(`operators.roleHint.${role}`),
  }));
}

/** How a role option shows in the open list: its name, and what it may do under it. */
export function renderRoleOption(option: { data: { label: string; hint: string } }) {
  return (
    <span className={styles.roleOption}>
      <span>{option.data.label}</span>
      <span className={styles.roleHint}>{option.data.hint}</span>
    </span>
  );
}
