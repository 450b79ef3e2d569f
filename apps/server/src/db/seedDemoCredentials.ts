import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { StaffCaller } from '../http/caller.js';
import { decideCredential } from '../modules/credentials/credentialReview.service.js';
import {
  getCredentialOverview,
  submitCredential,
  uploadCredentialFile,
} from '../modules/credentials/credentials.service.js';
import { users } from './schema/index.js';
import { demoSupplierCaller, picture } from './seedDemoCompany.js';

const day = (now: Date, offset: number) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Gives the demo supplier two verified credentials (its business licence and ISO 9001, reviewed by
 * the demo reviewer) and a HACCP certificate waiting for review, so the badges and the console's
 * queue have something to show. Only once: a company with credentials is left alone.
 */
export async function seedDemoCredentials(ctx: AppContext, supplierEmail: string, reviewerEmail: string) {
  const caller = await demoSupplierCaller(ctx, supplierEmail);
  const [reviewer] = await ctx.db.select().from(users).where(eq(users.email, reviewerEmail));
  if (!caller || !reviewer) return false;
  if ((await getCredentialOverview(ctx, caller)).credentials.length > 0) return false;
  const staff: StaffCaller = {
    sessionId: 0,
    userId: reviewer.id,
    kind: 'staff',
    supplierId: null,
    buyerId: null,
    adminCode: reviewer.adminCode,
    email: reviewer.email,
    realName: reviewer.realName,
    permissions: new Set(),
    ownScope: new Set(),
  };
  const now = ctx.clock.now();
  const document = async (title: string, fileName: string) =>
    (
      await uploadCredentialFile(ctx, caller, {
        fields: {},
        fileName,
        bytes: await picture(1240, 1754, ['#f8fafc', '#e2e8f0'], title),
      })
    ).fileId;
  const licence = await submitCredential(ctx, caller, {
    type: 'business_licence',
    issuer: 'Australian Securities & Investments Commission',
    certificateNumber: 'ACN 612 845 903',
    scope: '',
    description: 'Certificate of registration of Harbor Fresh Foods Pty Ltd.',
    issuedOn: '2016-03-01',
    expiresOn: null,
    fileIds: [await document('Certificate of registration', 'asic-registration.png')],
  });
  const iso = await submitCredential(ctx, caller, {
    type: 'iso9001',
    issuer: 'SAI Global',
    certificateNumber: 'QEC 28714',
    scope: 'Packing and distribution of honey, nuts, biscuits and coffee',
    description: '',
    issuedOn: day(now, -320),
    expiresOn: day(now, 775),
    fileIds: [await document('ISO 9001 certificate', 'iso-9001.png')],
  });
  await submitCredential(ctx, caller, {
    type: 'haccp',
    issuer: 'Bureau Veritas',
    certificateNumber: 'BV-HACCP-4471',
    scope: 'Honey extraction and packing, Fremantle',
    description: 'Renewed this year; the previous certificate is attached as page 2.',
    issuedOn: day(now, -30),
    expiresOn: day(now, 700),
    fileIds: [await document('HACCP certificate', 'haccp.png')],
  });
  for (const id of [licence.id, iso.id])
    await decideCredential(ctx, staff, { id, decision: 'approve', reason: null, note: '' });
  return true;
}
