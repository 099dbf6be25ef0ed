-- One row per tool attempt, also when a log write is retried after its answer was lost (the
-- server committed, the connection dropped before the client heard it). An attempt is its
-- call id, attempt number and the function that acted; `created_at` (when the attempt
-- started, fixed when the row is built, so a retry sends the same value) is part of the key
-- because a unique index on a partitioned table must hold the partition key. The writer
-- inserts with `on conflict do nothing` on this key.

-- Copies a lost answer already made are removed first, keeping one row of each attempt.
delete from public.tool_executions duplicate
using public.tool_executions kept
where duplicate.tool_call_id = kept.tool_call_id
  and duplicate.attempt = kept.attempt
  and duplicate.source = kept.source
  and duplicate.created_at = kept.created_at
  and duplicate.id > kept.id;

create unique index tool_executions_attempt_key
  on public.tool_executions (tool_call_id, attempt, source, created_at);
