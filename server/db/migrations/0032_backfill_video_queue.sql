-- The library's videos stored before the video process queue (0031) are queued by a job, once per
-- database (server/videoQueue/videoEnqueue.ts, backfillVideoQueue). A migration runs once, so the job is asked for once.
INSERT INTO "jobs" ("name", "payload", "key") VALUES ('video.backfill', '{}'::jsonb, 'video.backfill') ON CONFLICT DO NOTHING;
