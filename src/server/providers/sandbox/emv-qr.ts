import { crc16, crc16Initial } from '../../../shared/address/crc16';

/**
 * EMVCo merchant-presented QR payloads (EMV QRCPS-MPM): a string of tag-length-value fields ending
 * in tag 63, a CRC-16/CCITT-FALSE over everything before it. PIX copy-and-paste codes (BR Code),
 * QRIS, PromptPay, PayNow and VietQR are all this format with a different merchant template.
 */
export function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** Appends the CRC field (tag 63, four upper-case hex digits of the CRC-16/CCITT-FALSE of all before them). */
export function withCrc(payload: string): string {
  const open = `${payload}6304`;
  return open + crc16(new TextEncoder().encode(open), crc16Initial.ccittFalse).toString(16).toUpperCase().padStart(4, '0');
}

export interface MerchantQr {
  templateTag: string;
  gui: string;
  merchantId: string;
  currencyNumeric: string;
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  /** Fixed amount, a decimal string; absent for an open-amount code. */
  amount?: string;
  /** Reference label (tag 62 sub-tag 05), alphanumeric, up to 25 characters. */
  reference: string;
}

/** A dynamic (point of initiation 12: one payment) merchant QR. */
export function merchantQr(qr: MerchantQr): string {
  return withCrc(
    tlv('00', '01') +
      tlv('01', '12') +
      tlv(qr.templateTag, tlv('00', qr.gui) + tlv('01', qr.merchantId)) +
      tlv('52', '0000') +
      tlv('53', qr.currencyNumeric) +
      (qr.amount === undefined ? '' : tlv('54', qr.amount)) +
      tlv('58', qr.countryCode) +
      tlv('59', qr.merchantName) +
      tlv('60', qr.merchantCity) +
      tlv('62', tlv('05', qr.reference.slice(0, 25))),
  );
}

export interface PixCharge {
  key: string;
  merchantName: string;
  merchantCity: string;
  amount: string;
  /** Transaction id: letters and digits only, up to 25 characters (BCB BR Code manual). */
  txid: string;
}

/** A PIX copy-and-paste code (BR Code) for a keyed charge: GUI br.gov.bcb.pix, currency 986, country BR. */
export function pixCopyPaste(pix: PixCharge): string {
  return withCrc(
    tlv('00', '01') +
      tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', pix.key)) +
      tlv('52', '0000') +
      tlv('53', '986') +
      tlv('54', pix.amount) +
      tlv('58', 'BR') +
      tlv('59', pix.merchantName) +
      tlv('60', pix.merchantCity) +
      tlv('62', tlv('05', pix.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25))),
  );
}

/** Parses the top-level fields of a payload (for tests and for reading a code back). */
export function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
