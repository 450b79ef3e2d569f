// @vitest-environment jsdom
import { apiPaths, type HandoffColleague } from '@sc/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { ConversationHeader } from './ConversationHeader';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const buyer = {
  id: 4,
  name: 'Chen Jing',
  companyName: 'Xiamen Ruifeng Co.',
  online: false,
  lastOnlineAt: null,
};
const colleagues: HandoffColleague[] = [
  { id: 2, name: 'Alice Sales', email: 'alice@team.test', isMe: false, scope: 'own' },
  { id: 3, name: 'Bob Sales', email: 'bob@team.test', isMe: true, scope: 'own' },
  { id: 5, name: 'Mia Manager', email: 'mia@team.test', isMe: false, scope: 'company' },
];

describe('handing a conversation to a colleague', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.chatHandoffColleagues, () => colleagues);
    fakeServer.on(apiPaths.chatHandoff, (body) => {
      const { conversationId, toUserId } = body as { conversationId: number; toUserId: number };
      const to = colleagues.find((c) => c.id === toUserId);
      return { conversationId, owner: { id: toUserId, name: to?.name ?? '' } };
    });
  });

  it('picks a colleague other than the one who handles it, hands it over and says so', async () => {
    const onHandedOver = vi.fn();
    const { user } = renderWithApp(
      <ConversationHeader
        buyer={buyer}
        conversation={{ id: 11, starred: false, owner: { id: 3, name: 'Bob Sales' }, canHandOver: true }}
        onHandedOver={onHandedOver}
      />,
    );
    expect(screen.getByText('Handled by Bob Sales')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Hand over the conversation with Chen Jing', {}, shown)).toBeTruthy();
    const choices = await screen.findAllByRole('radio', {}, shown);
    expect(choices).toHaveLength(2);
    expect(screen.queryByText('Bob Sales (you)')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Mia Manager/ }));
    const dialogButtons = screen.getAllByRole('button', { name: 'Hand over' });
    await user.click(dialogButtons[dialogButtons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(fakeServer.sentTo(apiPaths.chatHandoff)).toEqual([{ conversationId: 11, toUserId: 5 }]),
    );
    expect(await screen.findByText('Handed over to Mia Manager.', {}, shown)).toBeTruthy();
    expect(onHandedOver).toHaveBeenCalledWith({ id: 5, name: 'Mia Manager' });
  });

  it('offers no hand-over to whoever may not hand it over, and marks a conversation nobody handles', () => {
    renderWithApp(
      <ConversationHeader
        buyer={buyer}
        conversation={{ id: 12, starred: false, owner: null, canHandOver: false }}
      />,
    );
    expect(screen.getByText('Unassigned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
  });
});
