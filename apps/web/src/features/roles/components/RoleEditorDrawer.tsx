import { ErrorCode, ROLE_LIMITS, type Role, UpdateRoleSchema } from '@sc/contract';
import { Alert, Button, Drawer, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '../../../lib/applyFormError';
import { showSuccessMessage } from '../../../lib/feedback';
import { MOBILE_LAYOUT_MAX_WIDTH } from '../../../lib/paths';
import { useViewportWidth } from '../../../lib/useViewportWidth';
import { zodRule } from '../../../lib/zodRule';
import { useUpdateRole } from '../api/rolesApi';
import {
  type CallerGrants,
  formStateOf,
  grantsOf,
  type RoleFormState,
  setAreaScope,
  togglePermission,
} from '../roleForm';
import { PermissionChecklist } from './PermissionChecklist';
import styles from './RoleEditorDrawer.module.css';

type RoleEditorDrawerProps = {
  /** The role shown; null closes the drawer. */
  role: Role | null;
  /** What the signed-in user holds; the drawer is read-only for a role they may not edit. */
  caller: CallerGrants;
  onClose: () => void;
};

type Values = { name: string };

/**
 * A role's permissions: read-only for built-in roles (and roles the user may not change), else the
 * editor of its name and permissions, grouped by area, with a scope for messages and quotations.
 */
export function RoleEditorDrawer({ role, caller, onClose }: RoleEditorDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useViewportWidth() < MOBILE_LAYOUT_MAX_WIDTH;
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<RoleFormState>(() => formStateOf(role?.grants ?? []));
  const update = useUpdateRole();
  const isEditable = role?.isEditable === true;

  // A fresh form each time a role opens; a refetch of the list while it is open keeps the edits.
  const roleRef = useRef(role);
  roleRef.current = role;
  const openId = role?.id ?? null;
  useEffect(() => {
    const opened = roleRef.current;
    if (openId === null || !opened) return;
    setState(formStateOf(opened.grants));
    form.setFieldsValue({ name: opened.name });
  }, [openId, form]);

  async function handleSave() {
    if (!role) return;
    const { name } = await form.validateFields();
    update.mutate(
      { id: role.id, name, grants: grantsOf(state) },
      {
        onSuccess: () => {
          showSuccessMessage(t('roles.editor.saved'));
          onClose();
        },
        onError: (error) => applyFormError(form, error, { [ErrorCode.ROLE_NAME_TAKEN]: 'name' }),
      },
    );
  }

  const readOnlyReason = !role
    ? null
    : role.builtIn
      ? t('roles.readOnlyBuiltIn')
      : role.isMine
        ? t('roles.readOnlyMine')
        : !role.isEditable
          ? t('roles.readOnlyBeyond')
          : null;

  return (
    <Drawer
      open={role !== null}
      title={
        role
          ? isEditable
            ? t('roles.editor.title')
            : t('roles.editor.viewTitle', { name: role.name })
          : null
      }
      size={isMobile ? '100%' : 720}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: !isEditable }}
      footer={
        <div className={styles.footer}>
          {isEditable ? (
            <>
              <Button onClick={onClose}>{t('roles.editor.cancel')}</Button>
              <Button type="primary" loading={update.isPending} onClick={() => void handleSave()}>
                {t('roles.editor.save')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{t('roles.editor.close')}</Button>
          )}
        </div>
      }
    >
      {role ? (
        <div className={styles.body} data-testid="role-editor">
          {readOnlyReason ? <Alert type="info" showIcon title={readOnlyReason} /> : null}
          {isEditable && role.userCount > 0 ? (
            <Alert type="warning" showIcon title={t('roles.editor.holdersNote', { count: role.userCount })} />
          ) : null}
          {isEditable ? (
            <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: role.name }}>
              <Form.Item
                name="name"
                label={t('roles.create.name')}
                rules={[
                  { required: true, whitespace: true, message: t('roles.create.nameRequired') },
                  zodRule(UpdateRoleSchema.shape.name),
                ]}
              >
                <Input maxLength={ROLE_LIMITS.nameMax} autoComplete="off" />
              </Form.Item>
            </Form>
          ) : null}
          <PermissionChecklist
            state={state}
            {...(isEditable
              ? {
                  caller,
                  onToggle: (permission, isChecked) =>
                    setState((current) => togglePermission(current, permission, isChecked)),
                  onScopeChange: (area, scope) => setState((current) => setAreaScope(current, area, scope)),
                }
              : {})}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
