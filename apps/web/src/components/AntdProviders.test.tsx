// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../lib/motion';
import { stubMatchMedia } from '../test/stubMatchMedia';
import { AntdProviders } from './AntdProviders';

function openDialog() {
  render(
    <AntdProviders>
      <Modal open title="Delete the product?">
        It leaves the showroom too.
      </Modal>
    </AntdProviders>,
  );
  return screen.getByRole('dialog');
}

describe('AntdProviders', () => {
  afterEach(() => vi.restoreAllMocks());

  // jsdom ends no CSS animation: a dialog that animates stays in its zoom's active step.
  it('zooms a dialog in for a user who did not ask for less motion', async () => {
    stubMatchMedia();
    const dialog = openDialog().closest('.ant-modal');
    await waitFor(() => expect(dialog?.className).toContain('ant-zoom-appear-active'));
  });

  it('shows a dialog without animating for a user who asked for less motion', async () => {
    stubMatchMedia(REDUCED_MOTION_QUERY);
    const dialog = openDialog().closest('.ant-modal');
    await waitFor(() => expect(dialog?.className).not.toContain('zoom'));
  });
});
