import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What the provider's card fields hand the card screen: a token and what the history shows of the card. */
export interface FieldsToken {
  token: string;
  brand: string;
  last4: string;
}

export interface CardFieldsHandle {
  /** Asks the fields for a token: undefined while a field is wrong (the fields show why); throws when they cannot answer. */
  tokenize(): Promise<FieldsToken | undefined>;
}

/** How long the fields have to answer before the payment is given up as failed. */
const answerWithinMs = 30_000;

/**
 * The card processor's own card fields (docs/providers.md 'Card data'), framed: the number, expiry
 * and CVV are typed into the processor's page and never reach the app or its server. The frame
 * answers a `gangway.cardFields.tokenize` message with a token, or says which fields are wrong.
 */
export const CardFieldsFrame = forwardRef<CardFieldsHandle, { url: string }>(function CardFieldsFrame({ url }, ref) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      tokenize: () =>
        new Promise<FieldsToken | undefined>((resolve, reject) => {
          const target = frame.current?.contentWindow;
          if (!target) {
            reject(new Error(t('web.card.fieldsUnavailable')));
            return;
          }
          const origin = new URL(url, window.location.href).origin;
          const timer = window.setTimeout(() => finish(() => reject(new Error(t('web.card.fieldsUnavailable')))), answerWithinMs);
          const listen = (event: MessageEvent) => {
            if (event.source !== target || event.origin !== origin) return;
            const data = event.data as { type?: string; token?: string; brand?: string; last4?: string };
            if (data.type === 'gangway.cardFields.token' && data.token)
              finish(() => resolve({ token: data.token ?? '', brand: data.brand ?? '', last4: data.last4 ?? '' }));
            else if (data.type === 'gangway.cardFields.invalid') finish(() => resolve(undefined));
            else if (data.type === 'gangway.cardFields.failed') finish(() => reject(new Error(t('web.card.fieldsUnavailable'))));
          };
          function finish(settle: () => void) {
            window.clearTimeout(timer);
            window.removeEventListener('message', listen);
            settle();
          }
          window.addEventListener('message', listen);
          target.postMessage({ type: 'gangway.cardFields.tokenize' }, origin);
        }),
    }),
    [t, url],
  );
  return <iframe ref={frame} className="card-fields-frame" src={url} title={t('web.card.fieldsFrame')} />;
});
