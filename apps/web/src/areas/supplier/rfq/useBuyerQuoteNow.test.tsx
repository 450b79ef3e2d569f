// @vitest-environment jsdom
import { apiPaths } from '@sc/contract';
import { screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { oatMilkRfq } from './rfqFixtures';
import { useBuyerQuoteNow } from './useBuyerQuoteNow';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

function PoolCard() {
  const quoteNow = useBuyerQuoteNow();
  return (
    <>
      <Button onClick={() => void quoteNow.start({ id: 7, name: 'Amelia Stone' })}>Quote Now</Button>
      {quoteNow.node}
    </>
  );
}

describe('Quote Now in the buyer pool', () => {
  beforeEach(() => fakeServer.reset());

  it('opens the quick quotation of the buyer’s one open RFQ', async () => {
    fakeServer.on(apiPaths.rfqOpenOfBuyer, () => ({ buyerId: 7, rfqs: [oatMilkRfq] }));
    const { user } = renderWithApp(<PoolCard />);
    await user.click(screen.getByRole('button', { name: 'Quote Now' }));

    const modal = await screen.findByRole('dialog', { name: 'Quick quotation' }, shown);
    expect(within(modal).getByText('Oat milk 1 L')).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.rfqOpenOfBuyer)).toEqual([{ buyerId: 7 }]);
  });

  it('lets me pick one of several open RFQs (leaving out those I quoted)', async () => {
    fakeServer.on(apiPaths.rfqOpenOfBuyer, () => ({
      buyerId: 7,
      rfqs: [
        oatMilkRfq,
        { ...oatMilkRfq, id: 42, number: 'RFQ-000042', productName: 'Rice crackers' },
        { ...oatMilkRfq, id: 43, number: 'RFQ-000043', productName: 'Green tea', quotedByMe: true },
      ],
    }));
    const { user } = renderWithApp(<PoolCard />);
    await user.click(screen.getByRole('button', { name: 'Quote Now' }));

    const picker = await screen.findByRole('dialog', { name: 'Which RFQ of Amelia Stone?' }, shown);
    expect(within(picker).queryByText('Green tea')).toBeNull();
    await user.click(within(picker).getByRole('button', { name: /Rice crackers/ }));

    const modal = await screen.findByRole('dialog', { name: 'Quick quotation' }, shown);
    expect(within(modal).getByText('Rice crackers')).toBeTruthy();
  });

  it('offers a quotation in the chat when the buyer has no open RFQ', async () => {
    fakeServer.on(apiPaths.rfqOpenOfBuyer, () => ({ buyerId: 7, rfqs: [] }));
    const { user, router } = renderWithApp(<PoolCard />, { pages: { '/communicate': <p>chat page</p> } });
    await user.click(screen.getByRole('button', { name: 'Quote Now' }));

    expect(await screen.findAllByText('Amelia Stone has no open RFQ', {}, shown)).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send a quotation in the chat' }));

    expect(await screen.findByText('chat page', {}, shown)).toBeTruthy();
    expect(router.state.location.search).toBe('?buyerId=7&action=quotation');
  });
});
