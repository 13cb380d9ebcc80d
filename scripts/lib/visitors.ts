import type autocannon from 'autocannon';

/** The buy quote the benches ask: the landing's pair and method, 100 USD. */
export const buyQuote = { crypto: 'USDT', fiat: 'USD', side: 'buy', amount: '100', alpha2: 'US', network: 'TRX', payWayCode: '10001' };

let nextAddress = 0;
/** A client address per request (TRUST_PROXY=1: the server reads the one its proxy, the bench, appends), as many phones would be. */
export function clientAddress(): string {
  nextAddress = (nextAddress + 1) % 16_000_000;
  return `10.${nextAddress >> 16}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** autocannon's requests for visitor buy quotes: each from its own client address. */
export function visitorQuoteRequests(): autocannon.Request[] {
  const body = JSON.stringify(buyQuote);
  return [
    {
      method: 'POST',
      setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() }, body }),
    },
  ];
}
