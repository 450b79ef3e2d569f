import { z } from 'zod';
import { LoginTokenResultSchema, RegisterSchema } from './account.js';
import { callGroup } from './call.js';
import { EmptySchema, idNumber, OkSchema } from './common.js';
import { apiPaths } from './paths.js';
import { EmailSchema, requiredText } from './validation.js';

/** Company users: invitations, seats, disabling, ownership transfer (issue 19). */

/** Users a company may have (active users + open invitations) before it has ever paid for a package. */
export const TRIAL_SEATS = 5;

export const TEAM_LIMITS = {
  /** An invitation link works this many days (a resend starts a new window). */
  invitationDays: 7,
  /** A proposed transfer of ownership waits this many days for the new owner's answer. */
  transferDays: 7,
} as const;

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A role as the users page shows it: built-in ones are named by `role.<code>`, custom ones by their name. */
export const TeamRoleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z
    .string()
    .nullable()
    .describe("A custom role's name; null for a built-in role (shown as role.<code>)"),
  builtIn: z.boolean(),
});
export type TeamRole = z.infer<typeof TeamRoleSchema>;

/** A user of my company. */
export const TeamUserSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  email: z.string(),
  role: TeamRoleSchema.nullable(),
  isOwner: z.boolean(),
  isMe: z.boolean(),
  managesTeam: z.boolean().describe('Holds team:manage (only such a colleague may be proposed as owner)'),
  status: z.enum(USER_STATUSES),
  lastLoginAt: z.string().nullable().describe('Last sign-in; null when never signed in'),
  invitedBy: z.string().nullable().describe("The inviter's name; null for the company's first user"),
  joinedAt: z.string(),
  disabledAt: z.string().nullable().describe('When last disabled (set while disabled)'),
  disabledBy: z.string().nullable(),
});
export type TeamUser = z.infer<typeof TeamUserSchema>;

/** An invitation not accepted nor withdrawn (an expired one is listed so it can be resent). */
export const TeamInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: TeamRoleSchema,
  invitedBy: z.string().nullable(),
  sentAt: z.string().describe('When the current link was sent (a resend moves it)'),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

/** Seats: active users plus open invitations, of the latest paid package's seats (TRIAL_SEATS before any payment). */
export const SeatUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  isTrial: z.boolean().describe('No package was ever paid: the limit is TRIAL_SEATS'),
});
export type SeatUsage = z.infer<typeof SeatUsageSchema>;

/** A transfer of ownership waiting for the new owner's answer. */
export const OwnershipTransferSchema = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  fromName: z.string(),
  toUserId: z.number().int(),
  toName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type OwnershipTransfer = z.infer<typeof OwnershipTransferSchema>;

/** `system/user/list`: everything the users page shows. */
export const TeamOverviewSchema = z.object({
  users: z.array(TeamUserSchema),
  invitations: z.array(TeamInvitationSchema),
  seats: SeatUsageSchema,
  transfer: OwnershipTransferSchema.nullable().describe('The open (unexpired) transfer of ownership, if any'),
  isOwner: z.boolean().describe('The caller is the owner (may propose and cancel a transfer)'),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

/** Invite a colleague by email with a role I may assign. */
export const InviteUserSchema = z.object({
  email: EmailSchema.describe('Not yet used by any account'),
  roleId: idNumber('error.TEAM_ROLE_REQUIRED').describe('A role from system/user/roles'),
});
export type InviteUser = z.input<typeof InviteUserSchema>;

export const InvitationIdSchema = z.object({ invitationId: idNumber() });
export type InvitationId = z.input<typeof InvitationIdSchema>;

export const UserIdSchema = z.object({ userId: idNumber() });
export type UserId = z.input<typeof UserIdSchema>;

export const ChangeUserRoleSchema = z.object({
  userId: idNumber(),
  roleId: idNumber('error.TEAM_ROLE_REQUIRED'),
});
export type ChangeUserRole = z.input<typeof ChangeUserRoleSchema>;

export const TransferIdSchema = z.object({ transferId: idNumber() });
export type TransferId = z.input<typeof TransferIdSchema>;

/** The token of a mailed invitation link (`/invitation?token=…`). */
const InvitationTokenSchema = requiredText('error.TEAM_INVITATION_INVALID', 200);

export const InvitationTokenQuerySchema = z.object({ token: InvitationTokenSchema });
export type InvitationTokenQuery = z.input<typeof InvitationTokenQuerySchema>;

/** What the accept page shows before the invitee sets their name and password. */
export const InvitationDetailsSchema = z.object({
  companyName: z.string(),
  inviterName: z.string().nullable(),
  email: z.string().describe('The invited address: the login, fixed'),
  role: TeamRoleSchema,
  expiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

const signUp = RegisterSchema.shape;

/** The invitee joins: the sign-up's person fields and password rules; the email is the invitation's. */
export const AcceptInvitationSchema = z
  .object({
    token: InvitationTokenSchema,
    name: signUp.name,
    jobTitle: signUp.jobTitle,
    title: signUp.title,
    password: signUp.password,
    confirmPassword: signUp.confirmPassword,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'validation.passwordMismatch',
  });
export type AcceptInvitation = z.input<typeof AcceptInvitationSchema>;

/** The owner and team managers (team:manage): users, invitations, roles, disabling, ownership. */
export const teamCalls = callGroup('Team: users', {
  list: {
    path: apiPaths.teamUserList,
    summary:
      "My company's users, open invitations, seats used of the package's seats, and the open ownership transfer",
    body: EmptySchema,
    result: TeamOverviewSchema,
  },
  assignableRoles: {
    path: apiPaths.teamAssignableRoles,
    summary:
      'Roles I may give a colleague: built-in ones but the owner, and my company’s custom roles, none granting more than I hold',
    body: EmptySchema,
    result: z.array(TeamRoleSchema),
  },
  invite: {
    path: apiPaths.teamInvite,
    summary:
      'Invite a colleague: a single-use link valid 7 days is mailed in my language; refused when the email has an account or an open invitation, or every seat is used; audited',
    body: InviteUserSchema,
    result: TeamInvitationSchema,
  },
  resendInvitation: {
    path: apiPaths.teamInvitationResend,
    summary: 'Mail a new link (the old one stops working) valid 7 days from now; audited',
    body: InvitationIdSchema,
    result: TeamInvitationSchema,
  },
  revokeInvitation: {
    path: apiPaths.teamInvitationRevoke,
    summary: 'Withdraw an invitation: its link stops working and its seat is free; audited',
    body: InvitationIdSchema,
    result: OkSchema,
  },
  changeRole: {
    path: apiPaths.teamUserRole,
    summary:
      "Give a colleague another role (never my own, never the owner's, never one granting more than I hold); their open portal updates live; audited",
    body: ChangeUserRoleSchema,
    result: TeamUserSchema,
  },
  disable: {
    path: apiPaths.teamUserDisable,
    summary:
      'Disable a colleague (not myself, never the owner): their sessions end at once and sign-in is refused; audited',
    body: UserIdSchema,
    result: TeamUserSchema,
  },
  enable: {
    path: apiPaths.teamUserEnable,
    summary: 'Re-enable a disabled colleague (takes a seat); audited',
    body: UserIdSchema,
    result: TeamUserSchema,
  },
  requestTransfer: {
    path: apiPaths.teamTransferRequest,
    summary:
      'The owner proposes an active colleague who manages the team as the new owner (one open transfer, 7 days); audited',
    body: UserIdSchema,
    result: OwnershipTransferSchema,
  },
  cancelTransfer: {
    path: apiPaths.teamTransferCancel,
    summary: 'The owner withdraws the open transfer; audited',
    body: TransferIdSchema,
    result: OkSchema,
  },
  acceptTransfer: {
    path: apiPaths.teamTransferAccept,
    summary:
      'The proposed colleague accepts: they become the owner and the former owner a manager, at once; audited',
    body: TransferIdSchema,
    result: OkSchema,
  },
  declineTransfer: {
    path: apiPaths.teamTransferDecline,
    summary: 'The proposed colleague declines the transfer; audited',
    body: TransferIdSchema,
    result: OkSchema,
  },
});

/** Public: the invited colleague's page behind the mailed link. */
export const invitationCalls = callGroup('Team: invitation', {
  details: {
    path: apiPaths.teamInvitationInfo,
    summary: 'The company, inviter, email and role of a working invitation link (uses nothing)',
    body: InvitationTokenQuerySchema,
    result: InvitationDetailsSchema,
  },
  accept: {
    path: apiPaths.teamInvitationAccept,
    summary:
      'Join the company with the invitation (once, within 7 days): creates the user with the role, the email counted as confirmed, and signs them in; audited',
    body: AcceptInvitationSchema,
    result: LoginTokenResultSchema,
  },
});
