import { Avatar } from 'antd';
import { initialsOf } from '../initials';

const COLORS = ['#1a56db', '#0e9f6e', '#c27803', '#9061f9', '#e74694', '#0694a2', '#d03801', '#5850ec'];

/** A buyer's initials on a colour that stays the same for the same buyer. */
export function BuyerAvatar({ id, name, size = 44 }: { id: number; name: string; size?: number }) {
  return (
    <Avatar
      size={size}
      style={{ backgroundColor: COLORS[id % COLORS.length], flex: 'none' }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </Avatar>
  );
}
