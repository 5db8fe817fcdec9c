// Migration 0008_cluster_jobs: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Side effects of a committed change (e-mails, refunds after a capture, affiliate
-- conversions, content syncs) as rows written in the same transaction as the change, run by any
-- instance at least once: claimed with a lease that the runner renews, retried with backoff,
-- left as 'failed' for staff (Operations) after the last attempt.
CREATE TABLE booking_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- One job per cause: a replayed callback or a retried request queues nothing new.
  dedupe_key text UNIQUE,
  tenant text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 8,
  run_after timestamptz NOT NULL,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  finished_at timestamptz
);
CREATE INDEX booking_jobs_due ON booking_jobs (run_after, id) WHERE status IN ('pending', 'running');
CREATE INDEX booking_jobs_failed ON booking_jobs (tenant, created_at DESC) WHERE status = 'failed';
`;
