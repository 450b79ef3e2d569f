// @vitest-environment jsdom
import { apiPaths } from '@sc/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fakeHttp';
import { renderWithApp } from '../../../test/renderWithApp';
import { TranslateLine } from './TranslateLine';

vi.mock('../../../lib/http', () => import('../../../test/fakeHttp'));

const shown = { timeout: 10_000 };

describe('the Translate action under a buyer message', () => {
  beforeEach(() => fakeServer.reset());

  it('is not there at all while the portal has no translation service', async () => {
    fakeServer.on(apiPaths.translateStatus, () => ({ available: false }));
    const { container } = renderWithApp(<TranslateLine messageId={5} />);
    await waitFor(() => expect(fakeServer.sentTo(apiPaths.translateStatus)).toHaveLength(1));
    // Let the answer arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Translate')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('translates the message into my language when the portal has one', async () => {
    fakeServer.on(apiPaths.translateStatus, () => ({ available: true }));
    fakeServer.on(apiPaths.translateInquiry, () => ({ text: 'Hello', target: 'en' }));
    const { user } = renderWithApp(<TranslateLine messageId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Translate' }, shown));
    expect(await screen.findByText('Hello', {}, shown)).toBeTruthy();
    expect(fakeServer.sentTo(apiPaths.translateInquiry)).toEqual([{ messageId: 5, target: 'en' }]);
  });
});
