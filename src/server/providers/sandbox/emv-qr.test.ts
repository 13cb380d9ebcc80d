import { describe, expect, it } from 'vitest';
import { merchantQr, parseTlv, pixCopyPaste, withCrc } from './emv-qr';

describe('EMV QR payloads', () => {
  it('ends a payload in tag 63 with the CRC-16/CCITT-FALSE of everything before its value', () => {
    // The published BR Code example of the Banco Central do Brasil manual ends in CRC 1D3D.
    const example = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***';
    expect(withCrc(example)).toBe(`${example}63041D3D`);
  });

  it('builds a PIX BR Code whose CRC verifies and whose fields carry key, amount and txid', () => {
    const code = pixCopyPaste({
      key: '8f4d2e1a-6c3b-4a5e-9f7d-2b1c0e9a8d76',
      merchantName: 'GANGWAY SANDBOX',
      merchantCity: 'SAO PAULO',
      amount: '150.00',
      txid: 'B123-456',
    });
    expect(withCrc(code.slice(0, -8))).toBe(code);
    const fields = parseTlv(code);
    expect(fields.get('00')).toBe('01');
    expect(parseTlv(fields.get('26') ?? '').get('00')).toBe('br.gov.bcb.pix');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('150.00');
    expect(parseTlv(fields.get('62') ?? '').get('05')).toBe('B123456');
  });

  it('builds a dynamic merchant QR with the scheme template and amount', () => {
    const code = merchantQr({
      templateTag: '26',
      gui: 'ID.CO.QRIS.WWW',
      merchantId: '9360',
      currencyNumeric: '360',
      countryCode: 'ID',
      merchantName: 'M',
      merchantCity: 'JAKARTA',
      amount: '50000',
      reference: 'B1',
    });
    const fields = parseTlv(code);
    expect(fields.get('01')).toBe('12');
    expect(parseTlv(fields.get('26') ?? '').get('00')).toBe('ID.CO.QRIS.WWW');
    expect(fields.get('54')).toBe('50000');
    expect(withCrc(code.slice(0, -8))).toBe(code);
  });
});
