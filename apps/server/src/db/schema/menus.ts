import { type AnyPgColumn, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The role-based menu: an entry shows to users holding its permission (groups: any visible child). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
  url: text('url').notNull().unique(),
  titleKey: text('title_key').notNull(),
  component: text('component').notNull(),
  icon: text('icon'),
  permission: text('permission'),
  sort: integer('sort').notNull().default(0),
});
