import type { CSSProperties } from 'react';
import { initialsOf } from '../lib/initials';
import styles from './InitialsAvatar.module.css';

/**
 * A name's initials in a coloured circle (decorative: the name is written beside it). Plain CSS,
 * unlike antd's Avatar, which measures its text after each render to scale it (a forced layout per
 * avatar: a list of buyers on a phone paid for it on every load); two initials fit at this font size.
 */
export function InitialsAvatar({
  name,
  size,
  color,
  className,
}: {
  name: string;
  size: number;
  color: string;
  className?: string;
}) {
  const style: CSSProperties = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.42),
    backgroundColor: color,
  };
  return (
    <span className={[styles.avatar, className].filter(Boolean).join(' ')} style={style} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
