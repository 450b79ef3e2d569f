import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { SearchBox } from '../../components/SearchBox';
import layout from './consolePage.module.css';

interface ConsolePageHeaderProps {
  title: string;
  /** The page's search box: the search in force, what a new search does, its label. */
  search?: { value: string; onSearch: (keyword: string) => void; label: string };
  /** The page's own toolbar class (its width and spacing). */
  className?: string;
  /** Actions at the toolbar's end. */
  children?: ReactNode;
}

/** A console list page's toolbar: its title, its search box and its actions. */
export function ConsolePageHeader({ title, search, className, children }: ConsolePageHeaderProps) {
  return (
    <div className={className ?? layout.toolbar}>
      <Typography.Title level={4} className={layout.title}>
        {title}
      </Typography.Title>
      {search ? (
        <SearchBox
          className={layout.search}
          value={search.value}
          maxLength={100}
          onSearch={search.onSearch}
          placeholder={search.label}
          aria-label={search.label}
        />
      ) : null}
      {children}
    </div>
  );
}
