-- The contents saved before media_usages existed (0012) have no usages: a job fills them, once
-- per database (server/media/backfillUsages.ts). A migration runs once, so the job is asked for once.
INSERT INTO "jobs" ("name", "payload", "key") VALUES ('media.backfillUsages', '{}'::jsonb, 'media.backfillUsages') ON CONFLICT DO NOTHING;
