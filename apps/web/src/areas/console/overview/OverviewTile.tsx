import { Card, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './ConsoleOverviewPage.module.css';

type OverviewTileProps = {
  /** Names the tile in tests and the page's anchors. */
  id: string;
  title: string;
  /** The headline figure, already formatted, and what it counts. */
  figure: string;
  figureText: string;
  /** The list behind the figures; null when the member may not open it. */
  to: string | null;
  /** Text figures under the headline. */
  children?: ReactNode;
  chart: ReactNode;
};

/** One tile of the overview: the headline figure, text figures, a 30-day chart and the list behind it. */
export function OverviewTile({ id, title, figure, figureText, to, children, chart }: OverviewTileProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={<h2 className={styles.tileTitle}>{title}</h2>}
      extra={
        to ? (
          <Link to={to} aria-label={`${t('consoleOverview.open')}: ${title}`}>
            {t('consoleOverview.open')}
          </Link>
        ) : null
      }
      className={styles.tile}
      data-testid={`overview-${id}`}
    >
      <p className={styles.headline}>
        <span className={styles.figure}>{figure}</span>{' '}
        <span className={styles.figureText}>{figureText}</span>
      </p>
      {children ? <div className={styles.details}>{children}</div> : null}
      {chart}
    </Card>
  );
}

/** A coloured key of a chart series with its figure; a link when the list behind it may be opened. */
export function SeriesKey({ color, label, to }: { color: string; label: string; to?: string | null }) {
  const { token } = theme.useToken();
  const swatch = token[color as 'colorPrimary'] ?? color;
  const content = (
    <>
      <span className={styles.swatch} style={{ background: swatch }} aria-hidden />
      {label}
    </>
  );
  return to ? (
    <Link to={to} className={styles.key}>
      {content}
    </Link>
  ) : (
    <span className={styles.key}>{content}</span>
  );
}
