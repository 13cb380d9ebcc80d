import { createHash } from 'node:crypto';
import { clabe } from 'clabe-validator';
import type { InstructionKind, Local, SandboxConfig } from '../../../shared/generated/sandbox.schema';
import { merchantQr, pixCopyPaste } from './emv-qr';
import type { LocalGateway, LocalPaymentRequest, PaymentInstructions } from './local-gateway';

/** Decimal digits derived from the order number, so every instance issues the same account for an order. */
function orderDigits(orderNo: string, count: number): string {
  const digest = createHash('sha256').update(orderNo).digest();
  let digits = '';
  for (const byte of digest) digits += String(byte % 10);
  return digits.slice(0, count);
}

const VA_LENGTH = 16;
const CLABE_ACCOUNT_DIGITS = 11;

/**
 * Sandbox local schemes (config/sandbox.json `local`): the kind of instructions comes from the
 * catalogue entry (its payWayCode when listed, else its type); the values are valid for their
 * scheme (PIX BR Code with CRC, CLABE with check digit, EMVCo QR) and stable per order.
 */
export function createSandboxLocalGateway(
  config: Local,
  walletCheck: SandboxConfig['walletCheck'],
  sandboxPayUrl: (orderNo: string) => string,
): LocalGateway {
  const kindFor = (request: LocalPaymentRequest): InstructionKind => {
    const kind = config.instructionsByPayWayCode[request.method.payWayCode] ?? config.instructionsByType[request.method.type];
    if (!kind) throw new Error(`config/sandbox.json has no instructions for method type ${request.method.type}`);
    return kind;
  };

  return {
    checkWallet: (_coin, email) => !walletCheck.rejectedEmails.includes(email.trim().toLowerCase()),
    instructionsFor(request): PaymentInstructions {
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
    },
  };
}
