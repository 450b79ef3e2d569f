import type { TeamUser } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { roleHintKey, roleLabel, seatsLeft, transferRole, userActionsFor } from './teamRules';

const user = (overrides: Partial<TeamUser> = {}): TeamUser => ({
  id: 7,
  realName: 'Lina Park',
  email: 'lina@team.test',
  role: { id: 3, code: 'sales', name: null, builtIn: true },
  isOwner: false,
  isMe: false,
  managesTeam: false,
  status: 'active',
  lastLoginAt: null,
  invitedBy: 'Ana Lima',
  joinedAt: '2026-11-01T00:00:00.000Z',
  disabledAt: null,
  disabledBy: null,
  ...overrides,
});
const owner = { isOwner: true, hasOpenTransfer: false };
const manager = { isOwner: false, hasOpenTransfer: false };

describe('roleLabel', () => {
  const t = (key: string) => `<${key}>`;
  it('names built-in roles in the language, custom roles by their own name', () => {
    expect(roleLabel({ id: 1, code: 'content', name: null, builtIn: true }, t)).toBe('<role.content>');
    expect(roleLabel({ id: 9, code: 'c_9', name: 'Night shift', builtIn: false }, t)).toBe('Night shift');
    expect(roleLabel(null, t)).toBe('—');
  });
});

describe('roleHintKey', () => {
  it('describes the built-in roles one may assign, not custom ones', () => {
    expect(roleHintKey({ id: 3, code: 'sales', name: null, builtIn: true })).toBe('team.roleHint.sales');
    expect(roleHintKey({ id: 9, code: 'c_9', name: 'Night shift', builtIn: false })).toBeNull();
    expect(roleHintKey(undefined)).toBeNull();
  });
});

describe('userActionsFor', () => {
  it('offers role change and disabling on a colleague, re-enabling once disabled', () => {
    expect(userActionsFor(user(), manager)).toEqual({
      canChangeRole: true,
      canDisable: true,
      canEnable: false,
      canProposeOwner: false,
    });
    expect(userActionsFor(user({ status: 'disabled' }), manager)).toMatchObject({
      canDisable: false,
      canEnable: true,
    });
  });

  it('offers nothing on my own row nor on the owner’s', () => {
    const none = { canChangeRole: false, canDisable: false, canEnable: false, canProposeOwner: false };
    expect(userActionsFor(user({ isMe: true, managesTeam: true }), owner)).toEqual(none);
    expect(userActionsFor(user({ isOwner: true, managesTeam: true }), manager)).toEqual(none);
  });

  it('lets only the owner propose an active team manager as owner, one proposal at a time', () => {
    const colleague = user({ managesTeam: true });
    expect(userActionsFor(colleague, owner).canProposeOwner).toBe(true);
    expect(userActionsFor(colleague, manager).canProposeOwner).toBe(false);
    expect(userActionsFor(user(), owner).canProposeOwner).toBe(false);
    expect(userActionsFor(user({ managesTeam: true, status: 'disabled' }), owner).canProposeOwner).toBe(
      false,
    );
    expect(userActionsFor(colleague, { isOwner: true, hasOpenTransfer: true }).canProposeOwner).toBe(false);
  });
});

describe('seatsLeft', () => {
  it('counts the seats left and says when none is', () => {
    expect(seatsLeft({ used: 2, limit: 3, isTrial: true })).toEqual({ left: 1, isFull: false });
    expect(seatsLeft({ used: 3, limit: 3, isTrial: true })).toEqual({ left: 0, isFull: true });
    // A smaller package than the team: never a negative count.
    expect(seatsLeft({ used: 6, limit: 5, isTrial: false })).toEqual({ left: 0, isFull: true });
  });
});

describe('transferRole', () => {
  const transfer = {
    id: 1,
    fromUserId: 1,
    fromName: 'Ana',
    toUserId: 2,
    toName: 'Nia',
    createdAt: '',
    expiresAt: '',
  };
  it('tells the proposed colleague, the owner and the others apart', () => {
    expect(transferRole(transfer, 2)).toBe('toMe');
    expect(transferRole(transfer, 1)).toBe('fromMe');
    expect(transferRole(transfer, 3)).toBe('others');
  });
});
