-- A rate limit's check and count in one statement (issue 22): the buckets' advisory locks, each window's
-- hits, and, when every limit passes, the day-old hits pruned and one new hit per bucket. Before, that was
-- begin, lock, count, record and commit: five round trips on every code sent or checked. A PL/pgSQL
-- function runs its statements in order, each with a fresh snapshot, so the count sees every hit
-- committed by the caller that held the locks before; the locks last until the caller's transaction ends
-- (the statement's own, outside one). A row per bucket, in the order given: its hits, its oldest hit, and
-- the new hits' ids (null when a window was full and nothing was counted).
CREATE FUNCTION "rate_limit_take"(
  p_buckets text[], p_since timestamptz[], p_max int[], p_at timestamptz, p_prune_before timestamptz
) RETURNS TABLE("hits" int, "oldest" timestamptz, "ids" int[]) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_hits int[];
  v_oldest timestamptz[];
  v_ids int[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(s.b, 0))
    FROM (SELECT DISTINCT u.b FROM unnest(p_buckets) AS u(b) ORDER BY u.b) AS s;
  -- each window counted through the index (bucket, created_at), one bucket at a time
  SELECT array_agg(c.hits ORDER BY w.n), array_agg(c.oldest ORDER BY w.n) INTO v_hits, v_oldest
  FROM unnest(p_buckets, p_since) WITH ORDINALITY AS w(bucket, since, n)
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS hits, min(h.created_at) AS oldest FROM rate_limit_hits h
    WHERE h.bucket = w.bucket AND h.created_at > w.since
  ) AS c;
  IF NOT EXISTS (SELECT 1 FROM unnest(v_hits, p_max) AS x(hits, max) WHERE x.hits >= x.max) THEN
    WITH pruned AS (
      DELETE FROM rate_limit_hits WHERE bucket = ANY(p_buckets) AND created_at < p_prune_before
    ), added AS (
      INSERT INTO rate_limit_hits (bucket, created_at) SELECT u.b, p_at FROM unnest(p_buckets) AS u(b)
      RETURNING rate_limit_hits.id
    )
    SELECT array_agg(added.id) INTO v_ids FROM added;
  END IF;
  RETURN QUERY SELECT x.hits, x.oldest, v_ids FROM unnest(v_hits, v_oldest) WITH ORDINALITY AS x(hits, oldest, n)
    ORDER BY x.n;
END $$;
