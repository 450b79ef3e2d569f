// @vitest-environment jsdom
import {
  apiPaths,
  CURRENCIES,
  DELIVERY_PLACES,
  ErrorCode,
  INCOTERMS,
  type MyRfqQuote,
  PRICING_UNITS,
  translate,
} from '@sc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/ApiError';
import { chooseOption } from '../../../test/chooseOption';
import { fakeServer } from '../../../test/fakeHttp';
import { fillIn } from '../../../test/fillIn';
import { renderWithApp } from '../../../test/renderWithApp';
import { myOatMilkQuote, oatMilkRfq } from './rfqFixtures';
import { useQuickQuoteFlow } from './useQuickQuoteFlow';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };
const labelled = (group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: translate('en', `${group}.${value}`, {}) }));

function QuotePage({ quote = null }: { quote?: MyRfqQuote | null }) {
  const flow = useQuickQuoteFlow();
  return (
    <>
      <Button onClick={() => flow.open({ rfq: oatMilkRfq, quote, myProductId: null })}>Open the form</Button>
      {flow.modal}
    </>
  );
}

const sentQuote: MyRfqQuote = { ...myOatMilkQuote, state: 'submitted' };

async function fillRequired(user: ReturnType<typeof renderWithApp>['user']) {
  await fillIn(user, 'Price', '12.5');
  await chooseOption(user, 'Currency', 'USD');
  await chooseOption(user, 'Per unit', 'Case');
  await chooseOption(user, 'Terms of delivery', 'FOB');
}

/** The confirmation dialog of antd's modal.confirm, by its title. */
async function confirmDialog(title: string) {
  const headings = await screen.findAllByText(title, {}, shown);
  const dialog = headings.at(-1)?.closest('.ant-modal-confirm');
  if (!(dialog instanceof HTMLElement)) throw new Error('no confirm dialog');
  return dialog;
}

describe('the quick quotation of an RFQ', () => {
  beforeEach(() => {
    fakeServer.reset();
    fakeServer.on(apiPaths.currencyTypes, () => CURRENCIES.map((value) => ({ value, label: value })));
    fakeServer.on(apiPaths.unitMeasures, () => labelled('unit', PRICING_UNITS));
    fakeServer.on(apiPaths.quotationTerms, () => INCOTERMS.map((value) => ({ value, label: value })));
    fakeServer.on(apiPaths.quotationPlaces, () => labelled('place', DELIVERY_PLACES));
    fakeServer.on(apiPaths.quotaInfo, () => ({ total: 10, used: 3, remaining: 7, active: 7 }));
    fakeServer.on(apiPaths.rfqQuoteCreate, () => sentQuote);
  });

  it('sent empty, shows the four required messages of SPEC 5 and sends nothing', async () => {
    const { user } = renderWithApp(<QuotePage />);
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    await user.click(await screen.findByRole('button', { name: 'Send quotation' }, shown));

    expect(await screen.findByText('Please enter the price', {}, shown)).toBeTruthy();
    expect(screen.getByText('Please select the currency')).toBeTruthy();
    expect(screen.getByText('Please select the unit')).toBeTruthy();
    expect(screen.getByText('Please select the terms of delivery')).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.chatCheck)).toEqual([]);
    expect(fakeServer.sentTo(apiPaths.rfqQuoteCreate)).toEqual([]);
  });

  it('asks before spending a contact on a new buyer, sends nothing when cancelled, and sends once confirmed', async () => {
    fakeServer.on(apiPaths.chatCheck, () => ({
      buyerId: 7,
      contactStatus: 'none',
      consumesQuota: true,
      allowed: true,
      refusal: null,
      plan: 'subscription',
    }));
    const { user } = renderWithApp(<QuotePage />, { pages: { '/communicate': <p>chat page</p> } });
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    await screen.findByText(/you will be asked first/, {}, shown);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));

    let dialog = await confirmDialog('Quote Amelia Stone?');
    expect(dialog.textContent).toContain('uses 1 of your 7 remaining buyer contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Quote Amelia Stone?')).toEqual([]));
    expect(fakeServer.sentTo(apiPaths.rfqQuoteCreate)).toEqual([]);
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('12.5');

    await user.click(await screen.findByRole('button', { name: 'Send quotation' }, shown));
    dialog = await confirmDialog('Quote Amelia Stone?');
    await user.click(within(dialog).getByRole('button', { name: 'Send quotation' }));

    await waitFor(() => expect(fakeServer.sentTo(apiPaths.rfqQuoteCreate)).toHaveLength(1));
    expect(fakeServer.sentTo(apiPaths.rfqQuoteCreate)[0]).toMatchObject({
      rfqId: 41,
      price: '12.5',
      currency: 'USD',
      unit: 'case',
      terms: 'FOB',
      sampleOffer: 'none',
      productId: null,
    });
    expect(fakeServer.sentTo(apiPaths.chatCheck)).toEqual([{ buyerId: 7 }, { buyerId: 7 }]);
    expect(await screen.findByText('Your quotation was sent to Amelia Stone.', {}, shown)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Open the chat/ }));
    expect(await screen.findByText('chat page', {}, shown)).toBeTruthy();
  });

  it('sends at once to a buyer already contacted (nothing is spent)', async () => {
    fakeServer.on(apiPaths.chatCheck, () => ({
      buyerId: 7,
      contactStatus: 'contacted',
      consumesQuota: false,
      allowed: true,
      refusal: null,
      plan: 'subscription',
    }));
    const { user } = renderWithApp(<QuotePage />);
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));

    await waitFor(() => expect(fakeServer.sentTo(apiPaths.rfqQuoteCreate)).toHaveLength(1));
    expect(screen.queryAllByText('Quote Amelia Stone?')).toEqual([]);
  });

  it('says why when the contact would be refused, and sends nothing', async () => {
    fakeServer.on(apiPaths.chatCheck, () => ({
      buyerId: 7,
      contactStatus: 'none',
      consumesQuota: true,
      allowed: false,
      refusal: 'QUOTA_EXHAUSTED',
      plan: 'trial',
    }));
    const { user } = renderWithApp(<QuotePage />);
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));

    expect(await confirmDialog('This buyer cannot be contacted now')).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.rfqQuoteCreate)).toEqual([]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    fakeServer.on(apiPaths.chatCheck, () => ({
      buyerId: 7,
      contactStatus: 'responded',
      consumesQuota: false,
      allowed: true,
      refusal: null,
      plan: 'subscription',
    }));
    fakeServer.on(apiPaths.rfqQuoteCreate, () => {
      throw new ApiError({
        code: ErrorCode.RFQ_FULL,
        msg: 'This RFQ has just received its last quote; it is closed now.',
        status: 200,
      });
    });
    const { user } = renderWithApp(<QuotePage />);
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send quotation' }));

    expect(
      await screen.findByText('This RFQ has just received its last quote; it is closed now.', {}, shown),
    ).toBeTruthy();
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('12.5');
    expect(screen.getByRole('dialog', { name: 'Quick quotation' })).toBeTruthy();
  });

  it('revises my quote without asking about contacts, starting from my terms', async () => {
    fakeServer.on(apiPaths.rfqQuoteUpdate, () => ({ ...myOatMilkQuote, version: 2, canRevise: false }));
    const { user } = renderWithApp(<QuotePage quote={myOatMilkQuote} />);
    await user.click(screen.getByRole('button', { name: 'Open the form' }));
    expect(await screen.findByText(/A revision uses no buyer contact/, {}, shown)).toBeTruthy();
    const price = screen.getByLabelText('Price') as HTMLInputElement;
    expect(price.value).toBe('12.5');
    await user.clear(price);
    await user.paste('11.9');
    await user.click(screen.getByRole('button', { name: 'Send revision' }));

    await waitFor(() => expect(fakeServer.sentTo(apiPaths.rfqQuoteUpdate)).toHaveLength(1));
    expect(fakeServer.sentTo(apiPaths.rfqQuoteUpdate)[0]).toMatchObject({
      quoteId: 90,
      price: '11.9',
      moq: 200,
      leadTimeDays: 21,
      sampleOffer: 'free',
    });
    expect(fakeServer.sentTo(apiPaths.chatCheck)).toEqual([]);
    expect(
      await screen.findByText('Your revised quotation was sent to Amelia Stone.', {}, shown),
    ).toBeTruthy();
  });
});
