import { apiRef } from '../routes/schemaRefs';
import type { Components, Json } from './components';
import { parameters, type ObjectSchema } from './operations';

interface EventType {
  const: string;
  description?: string;
}

/**
 * The document's webhooks: one per event type of merchant-webhooks.schema.json webhookEventType,
 * the POST a merchant's webhookUrl receives (services/webhooks/webhook-delivery.ts), with the
 * headers of webhookHeaders and the body of webhookEvent narrowed to the event's type: the schemas
 * the server types its events with.
 */
export function documentedWebhooks(components: Components): Record<string, Json> {
  const types = (components.resolve(apiRef('merchant-webhooks', 'webhookEventType').$ref).oneOf ?? []) as EventType[];
  const headers = parameters('header', components.resolve(apiRef('merchant-webhooks', 'webhookHeaders').$ref) as ObjectSchema);
  const event = components.local(apiRef('merchant-webhooks', 'webhookEvent'));
  return Object.fromEntries(
    types.map(({ const: type, description }) => [
      type,
      {
        post: {
          summary: type,
          ...(description === undefined ? {} : { description }),
          parameters: headers,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { allOf: [event], required: ['type'], properties: { type: { const: type } } } } },
          },
          responses: {
            '2XX': {
              description: 'Taken. Answer quickly and do the work after answering; the same id may come again (a retry, a replay): handle each id once.',
            },
            default: {
              description:
                'Any other answer, a redirect (never followed) or no answer in time: a failed attempt, tried again on the retry schedule, then given up.',
            },
          },
        },
      },
    ]),
  );
}
