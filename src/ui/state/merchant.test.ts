import { describe, expect, it } from 'vitest';
import type { DockedMerchantConfig } from '../../engine/merchant/merchantDockingMachine';
import { customerServiceVisible, returnToMerchantVisible } from './merchant';

const config = (over: Partial<DockedMerchantConfig>): DockedMerchantConfig => ({
  menuBarVisible: true,
  customerServiceVisible: true,
  onOrderCompletionBtnVisible: true,
  ...over,
});

describe('the merchant options of a session (spec §6)', () => {
  it('runs the customer-service widget on a plain visit', () => {
    expect(customerServiceVisible({})).toBe(true);
  });

  it("holds the widget back until a merchant's configuration is checked, then follows it", () => {
    expect(customerServiceVisible({ appId: 'shop' })).toBe(false);
    expect(customerServiceVisible({ appId: 'shop', config: config({ customerServiceVisible: true }) })).toBe(true);
    expect(customerServiceVisible({ appId: 'shop', config: config({ customerServiceVisible: false }) })).toBe(false);
  });

  it('offers the way back to the merchant only with a checked redirect URL and the option on', () => {
    const redirectUrl = 'https://shop.example/done';
    expect(returnToMerchantVisible({ appId: 'shop', redirectUrl, config: config({}) })).toBe(true);
    expect(returnToMerchantVisible({ appId: 'shop', redirectUrl, config: config({ onOrderCompletionBtnVisible: false }) })).toBe(false);
    expect(returnToMerchantVisible({ appId: 'shop', config: config({}) })).toBe(false);
    expect(returnToMerchantVisible({})).toBe(false);
  });
});
