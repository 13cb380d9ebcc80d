-- Home notices (product §3 Notice) and per-user recent picks for the fiat and crypto lists.

CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  -- An i18n key, translated into the caller's language when served.
  content_key text NOT NULL,
  publish_time bigint NOT NULL,
  end_time bigint NOT NULL
);

INSERT INTO notices (content_key, publish_time, end_time)
VALUES ('server.notice.welcome', 1767225600000, 4102444800000);

-- kind: buyFiat | sellFiat | buyCrypto | sellCrypto; value: a fiat code or a crypto code.
CREATE TABLE user_recent (
  user_no text NOT NULL REFERENCES users (user_no),
  kind text NOT NULL,
  value text NOT NULL,
  used_at bigint NOT NULL,
  PRIMARY KEY (user_no, kind, value)
);

-- Promotions shown by GET /index/v2/activity/time; firstOrderDiscount gates the product §1 first-order discount.
CREATE TABLE activities (
  code text PRIMARY KEY,
  start_time bigint NOT NULL,
  end_time bigint NOT NULL
);

INSERT INTO activities (code, start_time, end_time) VALUES ('firstOrderDiscount', 1767225600000, 4102444800000);
