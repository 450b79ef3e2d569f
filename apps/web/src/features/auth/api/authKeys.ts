import type { Lang } from '@sc/contract';

/** Query keys of the account screens: the signed-in user's profile and the sign-up options. */
export const authKeys = {
  all: ['auth'] as const,
  jobTitles: (lang: Lang) => ['auth', 'jobTitles', lang] as const,
  userInfo: () => ['auth', 'userInfo'] as const,
  verifyEmail: (token: string) => ['auth', 'verifyEmail', token] as const,
};
