/**
 * What a local scheme tells the payer to do (server: providers/local PaymentInstructions), as
 * POST /pay/{product} answers it. Each kind has its own display: redirect and QR get their own
 * pages, the others show on the payment page.
 */
export type PaymentInstructions =
  | { kind: 'pix'; copyPaste: string }
  | { kind: 'spei'; clabe: string; beneficiary: string; reference: string }
  | { kind: 'virtualAccount'; bankCode: string; vaNumber: string }
  | { kind: 'qr'; qrPayload: string }
  | { kind: 'bankDetails'; details: Record<string, string>; reference: string }
  | { kind: 'redirect'; payUrl: string };

/** The route that shows a kind of instructions on a page of its own (spec §2 wait/redirect and QR pages). */
export function instructionsRoute(instructions: PaymentInstructions): string | undefined {
  if (instructions.kind === 'redirect') return 'payRedirect';
  if (instructions.kind === 'qr') return 'qrCodePay';
  return undefined;
}
