import type { ChangeRequest, LockedField } from '@sc/contract';

/** Characters as a reader counts them (an emoji or a CJK character is one), as the server does. */
export function introductionLength(text: string): number {
  return [...text.trim()].length;
}

/** The fields a change request changes, in the form's order. */
export function changedFields(request: Pick<ChangeRequest, 'to'>): LockedField[] {
  return (['name', 'country', 'businessType'] as const).filter((field) => field in request.to);
}
