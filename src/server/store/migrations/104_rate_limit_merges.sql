-- Shared rate-limit counts as each instance's merges (src/server/services/rate-limits.ts): a merge
-- writes one row holding the hits its instance counted since its previous merge, every client's
-- [client key, window start, hits] in a JSON array, and reads the rows the other instances wrote
-- since it last looked. It replaces rate_limit_windows (062), which an instance upserted once per
-- client per merge: a row write per visitor per second. A row goes once every window in it has
-- ended (window_end is the latest; the ended-rate-limit-windows job).

DROP TABLE rate_limit_windows;

CREATE TABLE rate_limit_merges (
  bucket text NOT NULL,
  instance_id text NOT NULL,
  -- Counts one instance's merges from 1; an instance writes them one after another, so a reader
  -- that has read up to a number has read every row of that instance below it.
  seq integer NOT NULL,
  window_end bigint NOT NULL,
  hits text NOT NULL,
  PRIMARY KEY (bucket, instance_id, seq)
);
CREATE INDEX rate_limit_merges_end ON rate_limit_merges (window_end);
