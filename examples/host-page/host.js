// The host side of the postMessage contract in docs/embedding.md.
const params = new URLSearchParams(window.location.search);
// Where the checkout runs (npm start serves it on :8080); ?checkout= overrides it.
const checkoutOrigin = new URL(params.get('checkout') ?? 'http://localhost:8080').origin;
document.getElementById('checkout-origin').value = checkoutOrigin;

// SANDBOX ONLY. A real merchant never ships its secret to the browser: its server signs each link
// (see the Node snippet in docs/embedding.md) and the page only receives the signed link. This
// page signs in the browser because the sandbox merchant's secret is public (config/merchants.json,
// docs/sandbox.md) and a static example has no server.
const sandboxSecrets = {
  'sandbox-demo': 'sandbox-demo-secret-do-not-use-in-production',
  'sandbox-api': 'sandbox-api-secret-do-not-use-in-production',
  'sandbox-sell': 'sandbox-sell-secret-do-not-use-in-production',
};

/** docs/embedding.md: every parameter but signature, sorted by name, as raw name=value joined by &. */
function signingText(link) {
  return [...link.keys()]
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${link.get(name)}`)
    .join('&');
}

/** Hex HMAC-SHA256 of the text with the secret (Web Crypto). */
async function hmacHex(secret, text) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// A merchant link (product §1): table mode on the buy tab unless this page's query says otherwise
// (?type=sell, ?showTable=0, ?route=tradeHistory, ?crypto=USDT&network=TRX&address=…, ?sign=0,
// ?frame=bare …).
// redirectUrl is this page: the checkout sends its messages to that origin, and only to it.
const appId = params.get('appId') ?? 'sandbox-demo';
const route = params.get('route') ?? 'index';
const link = new URLSearchParams({
  appId,
  showTable: params.get('showTable') ?? '1',
  type: params.get('type') ?? 'buy',
  redirectUrl: window.location.origin + window.location.pathname,
});
for (const [key, value] of params) if (!['checkout', 'appId', 'type', 'showTable', 'route', 'sign', 'frame'].includes(key)) link.set(key, value);

// docs/embedding.md "Embedding in a frame": allow="camera; payment" lets KYC photos and Apple Pay or
// Google Pay run in the frame. ?frame=bare leaves them out, as many hosts do: the checkout then tells
// this page (embed.capabilities) and offers those steps in a new tab. allow= is read when the frame
// navigates, so it is set before src.
const bareFrame = params.get('frame') === 'bare';
const otherFrame = new URLSearchParams(params);
if (bareFrame) otherFrame.delete('frame');
else otherFrame.set('frame', 'bare');
if (bareFrame) document.getElementById('checkout').setAttribute('allow', 'clipboard-write');
document.getElementById('frame-permissions').textContent = bareFrame
  ? 'This frame does not allow the camera or payment: the checkout offers Apple Pay, Google Pay and KYC photos in a new tab.'
  : 'This frame allows the camera and payment (allow="camera; payment"): Apple Pay, Google Pay and KYC photos work inside it.';
const frameSwitch = document.getElementById('frame-switch');
frameSwitch.textContent = bareFrame ? 'Use a frame that allows them' : 'Use a frame without them';
frameSwitch.href = `?${otherFrame.toString()}`;

async function start() {
  const secret = sandboxSecrets[appId];
  if (params.get('sign') !== '0' && secret) {
    link.set('timestamp', String(Date.now()));
    link.set('signature', await hmacHex(secret, signingText(link)));
  }
  document.getElementById('checkout').src = `${checkoutOrigin}/#/${route}?${link.toString()}`;
}

const iframe = document.getElementById('checkout');
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
  // The content height, smaller or larger: the frame follows it (with a floor for the first paint).
  if (message.type === 'resize') iframe.style.height = `${Math.max(320, message.payload.height)}px`;
  if (message.type === 'close') iframe.remove();
});

void start();
