-- A reward's ledger entry names its credential or invitation through credential_rewards and
-- invitations (the ledger read joins them); the machine notes written before, `credential:<type>`
-- and `Invitation #<id>`, showed as raw text under the entry. Operators' notes are left as written.
UPDATE "service_ledger" SET "note" = NULL WHERE "reason" = 'credential_reward' AND "note" LIKE 'credential:%';--> statement-breakpoint
UPDATE "service_ledger" SET "note" = NULL WHERE "reason" = 'referral_reward' AND "note" LIKE 'Invitation #%';
