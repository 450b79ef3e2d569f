import {
  COMPANY_PROFILE_AUDIT_FIELDS,
  type CompanyAuditEntry,
  type CompanyProfileAuditField,
  isCompanyAuditAction,
  type Lang,
  SUPPLIER_ROLES,
  type SupplierRole,
} from '@sc/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/formatMoney';
import { langTag } from '../../../lib/language';

/** What one row of the audit log says: who, the sentence with its details, and what it was about. */
export interface AuditEntryText {
  actor: string;
  sentence: string;
  target: string;
}

const NONE = '—';
type Details = Record<string, unknown>;

/** A detail shown as text: strings and numbers as they are, anything else (missing, an object) as a dash. */
function text(details: Details, key: string): string {
  const value = details[key];
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return NONE;
}

const isBuiltInRole = (value: unknown): value is SupplierRole =>
  typeof value === 'string' && (SUPPLIER_ROLES as readonly string[]).includes(value);

/** The `name` of a detail stored as an object (`{ id, name }`), else the detail itself. */
function named(details: Details, key: string): Details {
  const value = details[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Details) : details;
}

/** A person: stored as a name, or as `{ id, name }`. */
function person(details: Details, key: string): string {
  const inner = named(details, key);
  return inner === details ? text(details, key) : text(inner, 'name');
}

/**
 * A role: a built-in role's code translated, a custom role's name as it is; stored as a string or as
 * `{ id, code, name }` (the code wins when it is a built-in role's).
 */
function role(details: Details, key: string, t: TFunction): string {
  const inner = named(details, key);
  if (inner !== details && isBuiltInRole(inner.code)) return t(`role.${inner.code}`);
  const value = inner === details ? text(details, key) : text(inner, 'name');
  return isBuiltInRole(value) ? t(`role.${value}`) : value;
}

/** The first of some details that is there, as a person. */
function firstPerson(details: Details, ...keys: string[]): string {
  return keys.map((key) => person(details, key)).find((value) => value !== NONE) ?? NONE;
}

/** A package's name in the user's language (stored per language), else English, else as stored. */
function packageName(details: Details, lang: Lang): string {
  const value = details.package;
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value !== 'object' || value === null) return NONE;
  const names = value as Record<string, unknown>;
  const own = names[lang === 'ch' ? 'zh' : lang];
  if (typeof own === 'string' && own !== '') return own;
  return typeof names.en === 'string' && names.en !== '' ? names.en : NONE;
}

function money(details: Details, lang: Lang): string {
  const amount = text(details, 'amount');
  const currency = text(details, 'currency');
  if (amount === NONE) return NONE;
  return currency === NONE ? amount : formatMoney(amount, currency, langTag(lang));
}

const isProfileField = (value: unknown): value is CompanyProfileAuditField =>
  typeof value === 'string' && (COMPANY_PROFILE_AUDIT_FIELDS as readonly string[]).includes(value);

/** The changed fields as a list in the user's language ("logo and company images"); unknown ones skipped. */
function fieldList(details: Details, t: TFunction, lang: Lang): string | null {
  const fields = Array.isArray(details.fields) ? details.fields.filter(isProfileField) : [];
  if (fields.length === 0) return null;
  const names = fields.map((field) => t(`companyAudit.field.${field}`));
  return new Intl.ListFormat(langTag(lang), { type: 'conjunction' }).format(names);
}

/** Who acted, as the company sees it (the platform team without an operator's name). */
function actorOf(entry: CompanyAuditEntry, t: TFunction): string {
  if (entry.actor.kind === 'platform') return t('companyAudit.actor.platform');
  if (entry.actor.kind === 'system') return t('companyAudit.actor.system');
  return entry.actor.name ?? t('companyAudit.actor.unnamed');
}

function sentenceOf(entry: CompanyAuditEntry, t: TFunction, lang: Lang): string {
  const d: Details = typeof entry.details === 'object' && entry.details !== null ? entry.details : {};
  const action = entry.action;
  if (!isCompanyAuditAction(action)) return action;
  switch (action) {
    case 'user.invited':
      return t('companyAudit.sentence.user.invited', { email: text(d, 'email'), role: role(d, 'role', t) });
    case 'user.invitationResent':
    case 'user.invitationRevoked':
      return t(`companyAudit.sentence.${action}`, { email: text(d, 'email') });
    case 'user.joined':
      return t('companyAudit.sentence.user.joined', { name: person(d, 'name'), email: text(d, 'email') });
    case 'user.roleChanged':
      return t('companyAudit.sentence.user.roleChanged', {
        name: person(d, 'name'),
        from: role(d, 'from', t),
        to: role(d, 'to', t),
      });
    case 'user.disabled':
    case 'user.enabled':
      return t(`companyAudit.sentence.${action}`, { name: person(d, 'name') });
    case 'ownership.transferCancelled':
      // The colleague asked may decline it (then they are the actor); the owner may withdraw it.
      if (d.outcome === 'declined') return t('companyAudit.ownershipDeclined');
      return t('companyAudit.sentence.ownership.transferCancelled', { to: firstPerson(d, 'to', 'name') });
    case 'ownership.transferRequested':
      return t('companyAudit.sentence.ownership.transferRequested', { to: firstPerson(d, 'to', 'name') });
    case 'ownership.transferred':
      return t('companyAudit.sentence.ownership.transferred', {
        from: person(d, 'from'),
        to: firstPerson(d, 'to', 'name'),
      });
    case 'role.created':
    case 'role.updated':
    case 'role.deleted':
      return t(`companyAudit.sentence.${action}`, { name: role(d, 'name', t) });
    case 'conversation.handedOver':
      return t('companyAudit.sentence.conversation.handedOver', {
        buyer: person(d, 'buyer'),
        from: person(d, 'from'),
        to: person(d, 'to'),
      });
    case 'company.profileUpdated': {
      const fields = fieldList(d, t, lang);
      return fields
        ? t('companyAudit.sentence.company.profileUpdated', { fields })
        : t('companyAudit.profileChanged');
    }
    case 'company.showroomPublished':
    case 'company.showroomUnpublished':
      return t(`companyAudit.sentence.${action}`);
    case 'billing.paid':
    case 'billing.refunded':
      return t(`companyAudit.sentence.${action}`, { amount: money(d, lang), package: packageName(d, lang) });
  }
}

function targetOf(entry: CompanyAuditEntry, t: TFunction): string {
  const d: Details = typeof entry.details === 'object' && entry.details !== null ? entry.details : {};
  const first = (...keys: string[]) => {
    const value = firstPerson(d, ...keys);
    return value === NONE ? undefined : value;
  };
  const group = isCompanyAuditAction(entry.action) ? entry.action.split('.')[0] : null;
  const fallback = t('companyAudit.target.other', { type: entry.targetType, id: entry.targetId });
  switch (group) {
    case 'user':
      return first('name', 'email') ?? fallback;
    case 'ownership':
      return first('to', 'name') ?? fallback;
    case 'role':
      return text(d, 'name') === NONE ? fallback : role(d, 'name', t);
    case 'conversation':
      return first('buyer') ?? fallback;
    case 'company':
      return entry.action === 'company.profileUpdated'
        ? t('companyAudit.target.company')
        : t('companyAudit.target.showroom');
    case 'billing': {
      const order = first('order');
      return order ? t('companyAudit.target.order', { number: order }) : fallback;
    }
    default:
      return fallback;
  }
}

/**
 * One audit entry in the user's language: the actor, a sentence with its details ("Invited
 * ana@x.com as Sales") and its target. Details are read defensively: a missing one shows as a dash,
 * unknown keys are ignored, and an action this version does not know shows as it is stored.
 */
export function describeAuditEntry(entry: CompanyAuditEntry, t: TFunction, lang: Lang): AuditEntryText {
  return { actor: actorOf(entry, t), sentence: sentenceOf(entry, t, lang), target: targetOf(entry, t) };
}
