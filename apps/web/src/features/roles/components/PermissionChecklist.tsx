import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { PERMISSION_GROUPS, type Permission, type PermissionScope } from '@sc/contract';
import { Checkbox, Radio, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type CallerGrants,
  isBasePermission,
  isScopedArea,
  mayGrantCompanyScope,
  mayGrantPermission,
  permissionLabelKey,
  type RoleFormState,
  type ScopedArea,
} from '../roleForm';
import styles from './PermissionChecklist.module.css';

type PermissionChecklistProps = {
  state: RoleFormState;
  /** What the signed-in user holds: anything beyond it cannot be ticked. Absent: read-only. */
  caller?: CallerGrants;
  onToggle?: (permission: Permission, isChecked: boolean) => void;
  onScopeChange?: (area: ScopedArea, scope: PermissionScope) => void;
};

/**
 * A role's permissions grouped by area of the portal, with each label spelled out. Editable, it
 * offers checkboxes (and for messages and quotations the choice "own only" or "whole company");
 * read-only, it marks what the role holds.
 */
export function PermissionChecklist({ state, caller, onToggle, onScopeChange }: PermissionChecklistProps) {
  const { t } = useTranslation();
  const isEditable = caller !== undefined && onToggle !== undefined;

  return (
    <div className={styles.groups}>
      {PERMISSION_GROUPS.map(({ area, permissions }) => {
        const scopedArea = isScopedArea(area) ? area : null;
        const hasAny = permissions.some((permission) => state.checked.has(permission));
        return (
          <fieldset key={area} className={styles.group} data-testid={`permission-group-${area}`}>
            <legend className={styles.legend}>{t(`roles.area.${area}`)}</legend>
            {area === 'base' ? (
              <Typography.Text type="secondary" className={styles.note}>
                {t('roles.editor.alwaysIncluded')}
              </Typography.Text>
            ) : null}
            <ul className={styles.list}>
              {permissions.map((permission) => {
                const label = t(permissionLabelKey(permission));
                const isChecked = state.checked.has(permission);
                if (!isEditable)
                  return (
                    <li key={permission} className={isChecked ? styles.held : styles.notHeld}>
                      {isChecked ? <CheckOutlined aria-hidden /> : <MinusOutlined aria-hidden />}
                      <span>{label}</span>
                    </li>
                  );
                const isGrantable = mayGrantPermission(caller, permission);
                const box = (
                  <Checkbox
                    checked={isChecked}
                    disabled={isBasePermission(permission) || !isGrantable}
                    onChange={(event) => onToggle(permission, event.target.checked)}
                    data-permission={permission}
                  >
                    {label}
                  </Checkbox>
                );
                return (
                  <li key={permission}>
                    {isGrantable ? box : <Tooltip title={t('roles.editor.notHeld')}>{box}</Tooltip>}
                  </li>
                );
              })}
            </ul>
            {scopedArea && (hasAny || !isEditable) ? (
              <ScopeChoice
                area={scopedArea}
                scope={state.scopes[scopedArea]}
                isEditable={isEditable && hasAny}
                mayGrantCompany={caller ? mayGrantCompanyScope(caller, scopedArea) : true}
                onChange={(scope) => onScopeChange?.(scopedArea, scope)}
              />
            ) : null}
          </fieldset>
        );
      })}
    </div>
  );
}

type ScopeChoiceProps = {
  area: ScopedArea;
  scope: PermissionScope;
  isEditable: boolean;
  mayGrantCompany: boolean;
  onChange: (scope: PermissionScope) => void;
};

/** Whose conversations (or quotations) the role reaches: its holder's own, or the whole company's. */
function ScopeChoice({ area, scope, isEditable, mayGrantCompany, onChange }: ScopeChoiceProps) {
  const { t } = useTranslation();
  if (!isEditable)
    return (
      <Typography.Text className={styles.scopeReadOnly}>
        {t('roles.editor.scopeIs', { scope: t(`roles.scope.${area}.${scope}`) })}
      </Typography.Text>
    );
  const companyOption = <Radio value="company">{t(`roles.scope.${area}.company`)}</Radio>;
  return (
    <div className={styles.scope}>
      <Typography.Text type="secondary">{t('roles.editor.scope')}</Typography.Text>
      <Radio.Group
        value={scope}
        onChange={(event) => onChange(event.target.value as PermissionScope)}
        className={styles.scopeOptions}
        data-testid={`scope-${area}`}
      >
        <Radio value="own">{t(`roles.scope.${area}.own`)}</Radio>
        {mayGrantCompany ? (
          companyOption
        ) : (
          <Tooltip title={t('roles.editor.companyScopeNotHeld')}>
            <Radio value="company" disabled>
              {t(`roles.scope.${area}.company`)}
            </Radio>
          </Tooltip>
        )}
      </Radio.Group>
    </div>
  );
}
