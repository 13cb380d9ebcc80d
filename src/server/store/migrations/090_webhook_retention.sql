-- The webhook-retention job deletes events that are no longer pending once they are older than
-- merchants.json webhooks.retentionMs, oldest first, a bounded batch per pass: this index finds them
-- without reading the pending ones or the whole table.
CREATE INDEX webhook_events_ended ON webhook_events (created_at) WHERE state <> 'pending';
