import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, expect, it } from 'vitest';
import { migrateUpTo } from '../test/migrateUpTo.js';
import { migrateDatabase } from './migrate.js';

let client: PGlite | undefined;
afterAll(() => client?.close());

// What the migrations do to rows earlier releases wrote (the schema tests cover the shapes): each
// release's rows go in right after its last migration, then the next ones run.
it("brings rows written by earlier releases forward: reward notes cleared (operators' kept), the buyer's last message found", async () => {
  client = await PGlite.create({ extensions: { pg_trgm } });
  // The rows stand alone: no supplier, buyer or conversation behind them.
  await client.exec('SET session_replication_role = replica');
  const granted = `'subscription', now(), now() + interval '30 days'`;

  await migrateUpTo(client, '0021_team_roles');
  await client.exec(`
    insert into service_ledger (id, supplier_id, reason, days, plan, period_starts_at, period_ends_at, note) values
      (1, 1, 'credential_reward', 30, ${granted}, 'credential:iso9001'),
      (2, 1, 'referral_reward', 30, ${granted}, 'Invitation #12'),
      (3, 1, 'credential_reward', 30, ${granted}, 'Granted by hand after the fair'),
      (4, 1, 'operator_grant', 15, ${granted}, 'credential: checked by phone'),
      (5, 1, 'reward_reversal', -30, ${granted}, 'Invitation #12 was a fraud'),
      (6, 1, 'referral_reward', 30, ${granted}, null)`);

  await migrateUpTo(client, '0022_ledger_reward_notes');
  await client.exec(`
    insert into messages (id, conversation_id, sender_kind, create_code, sender_name, type, content) values
      (1, 1, 'system', 'system', 'Supplier Cloud', 9999, 'notice.rfqAwarded')`);

  await migrateUpTo(client, '0023_chat_notice_params');
  await client.exec(`
    insert into conversations (id, supplier_id, buyer_id, started_by, last_message_id, last_message_at, created_at) values
      (1, 1, 1, 'supplier', 3, '2026-03-02T10:00:00Z', '2026-03-01T09:00:00Z'),
      (2, 1, 2, 'supplier', null, '2026-03-05T08:00:00Z', '2026-03-05T08:00:00Z');
    insert into messages (id, conversation_id, sender_kind, create_code, sender_name, type, content, created_at) values
      (2, 1, 'supplier', 'S1', 'Olivia', 1, 'Hello', '2026-03-01T09:30:00Z'),
      (3, 1, 'system', 'system', 'Supplier Cloud', 9999, 'notice.rfqAwarded', '2026-03-02T10:00:00Z')`);

  await migrateDatabase({ client });
  const ledger = await client.query<{ id: number; note: string | null }>(
    'select id, note from service_ledger order by id',
  );
  expect(ledger.rows).toEqual([
    { id: 1, note: null },
    { id: 2, note: null },
    { id: 3, note: 'Granted by hand after the fair' },
    { id: 4, note: 'credential: checked by phone' },
    { id: 5, note: 'Invitation #12 was a fraud' },
    { id: 6, note: null },
  ]);
  // 0023: a notice sent before has no values for its text (it shows the text as it is).
  const notices = await client.query<{ content: string; notice_params: unknown }>(
    'select content, notice_params from messages order by id',
  );
  expect(notices.rows).toEqual([
    { content: 'notice.rfqAwarded', notice_params: null },
    { content: 'Hello', notice_params: null },
    { content: 'notice.rfqAwarded', notice_params: null },
  ]);
  // 0024: the buyer's last message is the last one that is not a notice; none yet: the conversation's start.
  const seen = await client.query<{ id: number; buyer_last_message_id: number | null; at: string }>(
    `select id, buyer_last_message_id, to_char(buyer_last_message_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
     from conversations order by id`,
  );
  expect(seen.rows).toEqual([
    { id: 1, buyer_last_message_id: 2, at: '2026-03-01 09:30' },
    { id: 2, buyer_last_message_id: null, at: '2026-03-05 08:00' },
  ]);
});
