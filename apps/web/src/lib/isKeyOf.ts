/**
 * True when `code` names an entry of `group`, a catalog group such as `sharedMessages.en.unit`:
 * narrows a code that arrives as data so that `t(`unit.${code}`)` is a checked key.
 */
export function isKeyOf<T extends object>(group: T, code: string): code is Extract<keyof T, string> {
  return Object.hasOwn(group, code);
}
