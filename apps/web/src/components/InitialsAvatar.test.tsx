// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InitialsAvatar } from './InitialsAvatar';

describe('InitialsAvatar', () => {
  it("shows a name's initials at a size that fits two of them, hidden from screen readers (the name is beside it)", () => {
    render(<InitialsAvatar name="Yang Mei Ling" size={44} color="#046c4e" />);
    const avatar = screen.getByText('YM');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    expect(avatar.style.width).toBe('44px');
    expect(avatar.style.fontSize).toBe('18px');
  });
});
