// The host side of the postMessage contract in docs/embedding.md.
const params = new URLSearchParams(window.location.search);
// Where the checkout runs (npm start serves it on :8080); ?checkout= overrides it.
const checkoutOrigin = new URL(params.get('checkout') ?? 'http://localhost:8080').origin;
document.getElementById('checkout-origin').value = checkoutOrigin;

// A merchant link (spec §1): table mode on the buy tab. A link that fixes the address, memo, e-mail
// or token must be signed by the merchant's server (see docs/embedding.md); this one fixes none.
// redirectUrl is this page: the checkout sends its messages to that origin, and only to it.
const link = new URLSearchParams({
  appId: params.get('appId') ?? 'sandbox-demo',
  showTable: '1',
  type: params.get('type') ?? 'buy',
  redirectUrl: window.location.origin + window.location.pathname,
});
for (const [key, value] of params) if (!['checkout', 'appId', 'type'].includes(key)) link.set(key, value);

const iframe = document.getElementById('checkout');
iframe.src = `${checkoutOrigin}/#/index?${link.toString()}`;

const log = document.getElementById('log');
/** Every accepted message, for tests and for the curious. */
window.gangwayMessages = [];

window.addEventListener('message', (event) => {
  // Only the checkout's own origin, only our source and the contract version we understand.
  if (event.origin !== checkoutOrigin) return;
  const message = event.data;
  if (!message || message.source !== 'gangway' || message.version !== 1) return;
  window.gangwayMessages.push(message);
  const item = document.createElement('li');
  item.textContent = `${message.type} ${JSON.stringify(message.payload)}`;
  log.append(item);
  if (message.type === 'resize') iframe.style.height = `${Math.max(480, message.payload.height)}px`;
  if (message.type === 'close') iframe.remove();
});
