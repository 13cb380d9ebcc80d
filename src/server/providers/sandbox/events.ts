import type { EventHeaders, EventParser, Fact } from '../facts';
import { sandboxSignatureHeader, sandboxSignatureValid } from './signing';
import type { ReportingKind } from './store';

/**
 * The sandbox's event body, a processor's webhook in miniature: `{ id, kind, type, created, data }`
 * with type `<subject>.<status>` (payment.succeeded, review.failed, transfer.confirmed,
 * deposit.seen, payout.rejected…) and data the reference plus what the status carries.
 */
export interface SandboxEventBody {
  id: string;
  kind: ReportingKind;
  type: string;
  created: number;
  data: { reference: string } & Record<string, string>;
}

export function sandboxEventBody(id: string, kind: ReportingKind, reference: string, fact: Fact, created: number): SandboxEventBody {
  const { type, status, ...carried } = fact;
  const data: Record<string, string> = { reference };
  for (const [name, value] of Object.entries(carried)) if (typeof value === 'string') data[name] = value;
  return { id, kind, type: `${type}.${status}`, created, data: data as SandboxEventBody['data'] };
}

/** The statuses each subject may report, as the facts of providers/facts.ts list them. */
const statusesOf: Record<Fact['type'], readonly string[]> = {
  payment: ['pending', 'requiresAction', 'succeeded', 'failed', 'expired', 'cancelled'],
  review: ['waiting', 'succeeded', 'failed', 'exception', 'risk'],
  transfer: ['queued', 'submitted', 'mined', 'confirmed', 'failed'],
  deposit: ['none', 'seen', 'confirmed', 'final'],
  payout: ['pending', 'paid', 'rejected'],
  refund: ['pending', 'succeeded', 'failed'],
};

/** The subjects each provider kind reports on. */
const subjectsOf: Record<ReportingKind, readonly Fact['type'][]> = {
  card: ['payment', 'refund'],
  local: ['payment'],
  kyc: ['review'],
  chain: ['transfer', 'deposit'],
  payout: ['payout'],
};

const carriedFields = ['resultCode', 'actionUrl', 'txHash', 'amount'] as const;

function factOf(kind: ReportingKind, type: unknown, data: Record<string, unknown>): Fact | undefined {
  if (typeof type !== 'string') return undefined;
  const [subject, status, ...rest] = type.split('.');
  if (rest.length > 0 || !subjectsOf[kind].some((known) => known === subject)) return undefined;
  if (!statusesOf[subject as Fact['type']].includes(status ?? '')) return undefined;
  const fact: Record<string, string> = { type: subject as string, status: status as string };
  for (const field of carriedFields) if (typeof data[field] === 'string') fact[field] = data[field];
  return fact as unknown as Fact;
}

function single(headers: EventHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The sandbox's parseEvent for one provider kind: the signature over the raw bytes first (a body
 * that is not signed with this kind's secret within the tolerance is not ours), then the body's
 * shape; the events are signed, so they are trusted.
 */
export function sandboxEventParser(kind: ReportingKind, secret: string, now: () => number, toleranceMs: number): EventParser {
  return {
    async parseEvent(rawBody, headers) {
      if (!sandboxSignatureValid(secret, rawBody, single(headers, sandboxSignatureHeader), now(), toleranceMs)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return undefined;
      }
      if (typeof body !== 'object' || body === null) return undefined;
      const { id, kind: bodyKind, type, created, data } = body as Partial<Record<keyof SandboxEventBody, unknown>>;
      if (bodyKind !== kind || typeof id !== 'string' || id === '' || typeof created !== 'number' || typeof data !== 'object' || data === null)
        return undefined;
      const reference = (data as Record<string, unknown>).reference;
      const fact = factOf(kind, type, data as Record<string, unknown>);
      if (typeof reference !== 'string' || reference === '' || !fact) return undefined;
      return { eventId: id, reference, fact, occurredAt: created, trusted: true };
    },
  };
}
