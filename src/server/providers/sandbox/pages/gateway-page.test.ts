import { describe, expect, it } from 'vitest';
import { appRouteUrl } from '../../../paths';
import { renderGatewayPage } from './gateway-page';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);
const page = {
  lng: 'en-US',
  t,
  merchantName: 'Shop & <Co>',
  orderNo: 'B"1',
  methodName: "O'Pay",
  amount: '10.00',
  fiat: 'USD',
  payAction: '/api/sandbox/gateway/B%221?lang=en-US',
  backUrl: appRouteUrl('payRedirect', 'B"1'),
};

describe('the sandbox gateway page', () => {
  it('escapes every value it shows', () => {
    const html = renderGatewayPage(page);
    expect(html).toContain('<dd>Shop &amp; &lt;Co&gt;</dd>');
    expect(html).toContain('<dd>B&quot;1</dd>');
    expect(html).toContain('<dd>O&#39;Pay</dd>');
    expect(html).not.toContain('<Co>');
  });

  it('leads back to the app by the route names of config/routes.json', () => {
    expect(appRouteUrl('paymentResult', 'B1')).toBe('/#/paymentResult?orderNo=B1');
    expect(appRouteUrl('payRedirect', 'B 1&x')).toBe('/#/payRedirect?orderNo=B+1%26x');
  });

  it('offers Pay and Cancel, or only the way back with the reason when the order cannot be paid', () => {
    expect(renderGatewayPage(page)).toMatch(/<form method="post"[^>]*><button type="submit">server\.sandboxGateway\.pay/);
    const refused = renderGatewayPage({ ...page, problem: 'No longer payable' });
    expect(refused).toContain('<p class="problem" role="alert">No longer payable</p>');
    expect(refused).not.toContain('<form');
  });
});
