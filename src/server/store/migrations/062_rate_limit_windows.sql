-- Fixed-window request counters: one row per limit, client key and window, counted with an upsert,
-- so every instance sharing the database counts the same requests. Rows of ended windows are
-- deleted by a periodic job (src/server/housekeeping-jobs.ts).

CREATE TABLE rate_limit_windows (
  bucket text NOT NULL,
  client_key text NOT NULL,
  window_start bigint NOT NULL,
  window_end bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, client_key, window_start)
);
CREATE INDEX rate_limit_windows_end ON rate_limit_windows (window_end);
