import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './accounts.js';
import { buyers } from './buyers.js';

/** Uploaded and generated files; the bytes live in the storage adapter, only metadata here. */
export const files = pgTable(
  'files',
  {
    /** Server-generated and unguessable. */
    id: text('id').primaryKey(),
    /** Owner; null for platform files (master catalogue images), readable by every signed-in user. */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'cascade' }),
    /** Set for a buyer's upload (an RFQ attachment); then supplier_id is null. */
    buyerId: integer('buyer_id').references(() => buyers.id, { onDelete: 'cascade' }),
    /**
     * Public pictures (productImage, catalogue) are served by day-long signed addresses; private files
     * (document, chatImage, import) by minutes-long ones minted only for who may read them.
     */
    purpose: text('purpose', {
      enum: [
        'productImage',
        'chatImage',
        'document',
        'import',
        'catalogue',
        'companyImage',
        'signature',
        'credential',
        'rfqAttachment',
        'staffImport',
      ],
    }).notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_supplier_idx').on(t.supplierId)],
);
