import { InitialsAvatar } from '../../../components/InitialsAvatar';

// Each at least 4.5:1 against the white initials (WCAG AA).
const COLORS = ['#1a56db', '#046c4e', '#8e4b10', '#6c2bd9', '#bf125d', '#036672', '#b43403', '#5145cd'];

/** A buyer's initials on a colour that stays the same for the same buyer. */
export function BuyerAvatar({ id, name, size = 44 }: { id: number; name: string; size?: number }) {
  return <InitialsAvatar name={name} size={size} color={COLORS[id % COLORS.length] ?? '#1a56db'} />;
}
