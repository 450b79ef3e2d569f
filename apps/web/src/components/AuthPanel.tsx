import type { ReactNode } from 'react';
import styles from './AuthPanel.module.css';

type AuthPanelProps = {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** `wide` fits two form columns (sign up). */
  width?: 'normal' | 'wide';
  children: ReactNode;
};

/** The white card holding a signed-out form. */
export function AuthPanel({ title, subtitle, width = 'normal', children }: AuthPanelProps) {
  return (
    <section className={`${styles.panel} ${width === 'wide' ? styles.wide : ''}`}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      {children}
    </section>
  );
}
