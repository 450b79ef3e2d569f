import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the select labelled `label`, types `search` when given, and clicks the option shown as `option`. */
export async function chooseOption(
  user: UserEvent,
  label: string,
  option: string,
  search?: string,
): Promise<void> {
  const select = screen.getByLabelText(label);
  await user.click(select);
  if (search) await user.type(select, search);
  await user.click(await screen.findByTitle(option, {}, { timeout: 10_000 }));
}
