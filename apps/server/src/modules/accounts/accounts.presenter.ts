import type { UserInfo } from '@sc/contract';
import type { findUserProfile } from './users.repository.js';

type Profile = NonNullable<Awaited<ReturnType<typeof findUserProfile>>>;

/** The one place a user row becomes the user-info JSON. */
export function toUserInfoDto({ user, companyName, roles }: Profile): UserInfo {
  if (user.supplierId === null) throw new Error(`user ${user.id} is not a supplier user`);
  return {
    adminId: user.id,
    adminCode: user.adminCode,
    supplierId: user.supplierId,
    realName: user.realName,
    email: user.email,
    companyName,
    jobTitle: user.jobTitle as UserInfo['jobTitle'],
    title: user.title as UserInfo['title'],
    country: user.country,
    roles,
    createdAt: user.createdAt.toISOString(),
    emailVerified: user.emailVerifiedAt !== null,
  };
}
