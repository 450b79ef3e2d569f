import { JOB_TITLES, type Lang, type Option, type Register, translate, webPaths } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { isUniqueViolation } from '../../db/isUniqueViolation.js';
import { AppError } from '../../http/AppError.js';
import { hashPassword } from '../../platform/passwords.js';
import { newPublicCode } from '../../platform/secrets.js';
import { grantTrial } from '../service/service.service.js';
import { assertPasswordNotCommon } from './password.service.js';
import { findUserByEmail, insertSupplierWithAdmin } from './users.repository.js';

/** The role every new supplier company's first user gets. */
export const SUPPLIER_ADMIN_ROLE = 'supplier_admin';

/** Creates a supplier company and its admin user; a taken email creates nothing. */
export async function registerSupplier(ctx: AppContext, input: Register, lang: Lang) {
  assertPasswordNotCommon(input.password, 'password');
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new AppError('EMAIL_TAKEN', { fields: { email: 'error.EMAIL_TAKEN' } });
  }
  const passwordHash = await hashPassword(input.password);
  let created: { userId: number; supplierId: number };
  try {
    created = await insertSupplierWithAdmin(
      ctx.db,
      {
        companyName: input.companyName,
        country: input.country,
        email: input.email,
        realName: input.name,
        jobTitle: input.jobTitle,
        title: input.title,
        passwordHash,
        adminCode: newPublicCode(),
        roleCode: SUPPLIER_ADMIN_ROLE,
      },
      grantTrial,
    );
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error))
      throw new AppError('EMAIL_TAKEN', { fields: { email: 'error.EMAIL_TAKEN' } });
    throw error;
  }
  ctx.log.info({ userId: created.userId, supplierId: created.supplierId }, 'supplier registered');
  await ctx.mailer.send({
    to: input.email,
    subject: translate(lang, 'mail.welcomeSubject'),
    text: translate(lang, 'mail.welcomeBody', {
      name: input.name,
      company: input.companyName,
      link: `${ctx.config.publicUrl}${webPaths.login}`,
    }),
  });
  return { adminId: created.userId, supplierId: created.supplierId };
}

/** Job title options for the sign-up form, labelled in the caller's language. */
export function listJobTitles(lang: Lang): Option[] {
  return JOB_TITLES.map((value) => ({ value, label: translate(lang, `jobTitle.${value}`) }));
}
