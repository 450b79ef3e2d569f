DROP TABLE "quota_ledger" CASCADE;--> statement-breakpoint
DROP TABLE "supplier_quotas" CASCADE;--> statement-breakpoint
DROP TABLE "supplier_services" CASCADE;