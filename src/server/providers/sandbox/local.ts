import { createHash } from 'node:crypto';
import { clabe } from 'clabe-validator';
import type { InstructionKind, Local } from '../../../shared/generated/sandbox.schema';
import { apiPrefix } from '../../paths';
import type { PaymentFact } from '../facts';
import type { LocalPaymentRequest, LocalProvider, PaymentInstructions } from '../local/local-provider';
import type { SandboxContext } from './context';
import { merchantQr, pixCopyPaste } from './emv-qr';

/** Decimal digits derived from the order number, so every instance issues the same account for an order. */
function orderDigits(orderNo: string, count: number): string {
  const digest = createHash('sha256').update(orderNo).digest();
  let digits = '';
  for (const byte of digest) digits += String(byte % 10);
  return digits.slice(0, count);
}

const VA_LENGTH = 16;
const CLABE_ACCOUNT_DIGITS = 11;

/** The sandbox gateway page a redirect scheme's payUrl opens (docs/sandbox.md): a GET page served by this server. */
export const sandboxGatewayPath = (orderNo: string) => `${apiPrefix}/sandbox/gateway/${encodeURIComponent(orderNo)}`;

/** What an instructions request needs of a payment request (no idempotency key: the instructions are a function of the order). */
type InstructionsRequest = Omit<LocalPaymentRequest, 'idempotencyKey'>;

/**
 * The sandbox schemes' instructions (config/sandbox.json `local`): the kind comes from the
 * catalogue entry (its payWayCode when listed, else its type); the values are valid for their
 * scheme (PIX BR Code with CRC, CLABE with check digit, EMVCo QR) and stable per order.
 */
export function sandboxInstructions(config: Local, sandboxPayUrl: (orderNo: string) => string): (request: InstructionsRequest) => PaymentInstructions {
  const kindFor = (request: InstructionsRequest): InstructionKind => {
    const kind = config.instructionsByPayWayCode[request.method.payWayCode] ?? config.instructionsByType[request.method.type];
    if (!kind) throw new Error(`config/sandbox.json has no instructions for method type ${request.method.type}`);
    return kind;
  };

  return (request) => {
    const { orderNo, fiat, amount } = request;
    switch (kindFor(request)) {
      case 'pix':
        return { kind: 'pix', copyPaste: pixCopyPaste({ ...config.pix, amount, txid: orderNo }) };
      case 'spei':
        return {
          kind: 'spei',
          clabe: clabe.calculate(config.spei.bankCode, config.spei.cityCode, Number(orderDigits(orderNo, CLABE_ACCOUNT_DIGITS))),
          beneficiary: config.spei.beneficiary,
          reference: orderNo,
        };
      case 'virtualAccount': {
        const bankCode = request.bankCode ?? request.method.banks?.[0]?.bankCode;
        const prefix = bankCode === undefined ? undefined : config.virtualAccountPrefixes[bankCode];
        if (bankCode === undefined || prefix === undefined) throw new Error(`config/sandbox.json has no VA prefix for bank ${bankCode}`);
        return { kind: 'virtualAccount', bankCode, vaNumber: prefix + orderDigits(orderNo, VA_LENGTH - prefix.length) };
      }
      case 'qr': {
        const qr = config.qr[fiat];
        if (!qr) throw new Error(`config/sandbox.json has no QR fields for ${fiat}`);
        return { kind: 'qr', qrPayload: merchantQr({ ...qr, amount, reference: orderNo }) };
      }
      case 'bankDetails': {
        const details = config.bankDetails[fiat];
        if (!details) throw new Error(`config/sandbox.json has no bank details for ${fiat}`);
        const shown = Object.entries(details).flatMap(([label, value]) => (value === undefined ? [] : [[label, value] as const]));
        return { kind: 'bankDetails', details: Object.fromEntries(shown), reference: orderNo };
      }
      case 'redirect':
        return { kind: 'redirect', payUrl: sandboxPayUrl(orderNo) };
    }
  };
}

/** What the sandbox keeps of a local payment (sandbox_objects.data). */
export interface LocalPaymentData {
  orderNo: string;
  amount: string;
  fiat: string;
  payWayCode: string;
  instructions: PaymentInstructions;
}

/**
 * Sandbox local-scheme processor: a payment is issued with its instructions and stays pending until
 * the payer "pays" (the sandbox's mark paid action, or the gateway page's Pay), or is cancelled when
 * the payer switches method; each change is reported as a signed event.
 */
export function sandboxLocal(context: SandboxContext): LocalProvider & SandboxLocalActions {
  const { store, now, config } = context;
  const instructionsFor = sandboxInstructions(config.local, sandboxGatewayPath);
  const paymentStatus = async (reference: string): Promise<PaymentFact> => {
    const status = await store.statusOf(reference);
    if (status?.type !== 'payment') throw new Error(`the sandbox scheme has no payment ${reference}`);
    return status;
  };
  const latestOf = (orderNo: string) => store.findBy<LocalPaymentData>('localPayment', 'orderNo', orderNo);
  const pendingStep = async (reference: string, fact: PaymentFact) => {
    if ((await paymentStatus(reference)).status !== 'pending') return false;
    await store.addSteps(reference, [{ provider: 'local', fact, at: now() }]);
    return true;
  };
  return {
    async createPayment(request) {
      const instructions = instructionsFor(request);
      const data: LocalPaymentData = {
        orderNo: request.orderNo,
        amount: request.amount,
        fiat: request.fiat,
        payWayCode: request.method.payWayCode,
        instructions,
      };
      const { object } = await store.create({
        kind: 'localPayment',
        idempotencyKey: request.idempotencyKey,
        prefix: 'sbxloc',
        data,
        status: () => ({ type: 'payment', status: 'pending' }),
        steps: () => [],
      });
      context.answerCreate('local payment');
      return { reference: object.reference, instructions: object.data.instructions };
    },
    paymentStatus,
    async cancel(reference) {
      await pendingStep(reference, { type: 'payment', status: 'cancelled' });
    },
    checkWallet: async (_coin, email) => !config.walletCheck.rejectedEmails.includes(email.trim().toLowerCase()),
    events: context.events('local'),
    async payment(orderNo) {
      const payment = await latestOf(orderNo);
      if (!payment) return undefined;
      return { reference: payment.reference, ...payment.data, pending: (await paymentStatus(payment.reference)).status === 'pending' };
    },
    async pay(orderNo) {
      const payment = await latestOf(orderNo);
      return payment !== undefined && (await pendingStep(payment.reference, { type: 'payment', status: 'succeeded' }));
    },
  };
}

/** The sandbox's own actions: its gateway page and "mark paid" find an order's latest payment and pay it. */
export interface SandboxLocalActions {
  payment(orderNo: string): Promise<(LocalPaymentData & { reference: string; pending: boolean }) | undefined>;
  /** The payer paid: false when the order has no pending payment here. */
  pay(orderNo: string): Promise<boolean>;
}
