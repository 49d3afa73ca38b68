-- The hash of what an Idempotency-Key asked for: the same key with other content is refused (422)
-- instead of answered with the first lead. Null for a source's own id and for the keys kept before.
ALTER TABLE "lead_ingestions" ADD COLUMN "body_hash" text;