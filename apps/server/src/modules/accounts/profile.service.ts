import type { UserInfo } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/AppError.js';
import type { Caller } from '../../http/caller.js';
import { toUserInfoDto } from './accounts.presenter.js';
import { findUserProfile } from './users.repository.js';

/** The signed-in user's profile and company; identity comes from the token only. */
export async function getMyProfile(ctx: AppContext, caller: Caller): Promise<UserInfo> {
  const profile = await findUserProfile(ctx.db, caller.userId);
  if (!profile) throw new AppError('UNAUTHORIZED');
  return toUserInfoDto(profile);
}
