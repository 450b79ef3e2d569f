import type { FormRule } from 'antd';
import { translate, translateUnchecked } from './i18n';
import type { MessageKey } from './Translate';

/** Anything with zod's `safeParse` whose issue messages are catalog keys (see the contract). */
export type FieldSchema = {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

/** The catalog key of the first problem `schema` finds in `value`, or null when it is valid. */
export function firstIssueKey(schema: FieldSchema, value: unknown): string | null {
  const result = schema.safeParse(value === '' ? undefined : value);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? 'validation.invalid';
}

/**
 * An Ant Design form rule that validates with a contract schema, so client and server reject the
 * same input with the same words. Empty strings count as missing.
 */
export function zodRule(
  schema: FieldSchema,
  translateKey: (key: string) => string = translateUnchecked,
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const key = firstIssueKey(schema, value);
      if (key !== null) throw new Error(translateKey(key));
    },
  };
}

/** A rule that the field equals another field (repeat password); `key` is the catalog message. */
export function sameAsRule(
  otherField: string,
  key: MessageKey = 'validation.passwordMismatch',
  translateKey: (k: MessageKey) => string = translate,
): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== form.getFieldValue(otherField)) throw new Error(translateKey(key));
    },
  });
}
