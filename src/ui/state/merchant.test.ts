import { describe, expect, it } from 'vitest';
import type { DockedMerchantConfig, MerchantCheck } from '../../engine/merchant/merchantDockingMachine';
import {
  customerServiceVisible,
  dockedState,
  fixedOn,
  loadAcceptedLink,
  menuBarVisible,
  merchantNoticeShown,
  plainPlan,
  returnToMerchantVisible,
  sameLink,
  saveAcceptedLink,
  type AcceptedLink,
} from './merchant';
import { memoryStorage } from '../../../tests/helpers/memoryStorage';

const config = (over: Partial<DockedMerchantConfig>): DockedMerchantConfig => ({
  menuBarVisible: true,
  customerServiceVisible: true,
  onOrderCompletionBtnVisible: true,
  ...over,
});

const check = (over: Partial<MerchantCheck> = {}): MerchantCheck => ({
  merchantType: 'page',
  merchantStatus: true,
  merchantName: 'Demo Shop',
  merchantConfig: config({ menuBarVisible: false }),
  merchantQueryInfo: { appId: 'shop' },
  signed: false,
  ...over,
});

describe('the merchant options of a session (product §6)', () => {
  it('runs the customer-service widget and shows the menu on a plain visit and after a refused link', () => {
    for (const status of ['plain', 'refused'] as const) {
      expect(customerServiceVisible({ status })).toBe(true);
      expect(menuBarVisible({ status })).toBe(true);
    }
  });

  it("holds the widget and the menu back while a link is checked, then follows the merchant's configuration", () => {
    expect(customerServiceVisible({ status: 'checking' })).toBe(false);
    expect(menuBarVisible({ status: 'checking' })).toBe(false);
    expect(customerServiceVisible({ status: 'docked', appId: 'shop', config: config({ customerServiceVisible: true }) })).toBe(true);
    expect(customerServiceVisible({ status: 'docked', appId: 'shop', config: config({ customerServiceVisible: false }) })).toBe(false);
    expect(menuBarVisible({ status: 'docked', appId: 'shop', config: config({ menuBarVisible: false }) })).toBe(false);
  });

  it('offers the way back to the merchant only with a docked link, a checked redirect URL and the option on', () => {
    const redirectUrl = 'https://shop.example/done';
    expect(returnToMerchantVisible({ status: 'docked', appId: 'shop', redirectUrl, config: config({}) })).toBe(true);
    expect(returnToMerchantVisible({ status: 'docked', appId: 'shop', redirectUrl, config: config({ onOrderCompletionBtnVisible: false }) })).toBe(false);
    expect(returnToMerchantVisible({ status: 'docked', appId: 'shop', config: config({}) })).toBe(false);
    expect(returnToMerchantVisible({ status: 'refused', redirectUrl, config: config({}) })).toBe(false);
    expect(returnToMerchantVisible({ status: 'plain' })).toBe(false);
  });
});

describe('the state of an accepted link', () => {
  const link = (query: Record<string, string>, answer: MerchantCheck): AcceptedLink => ({
    query,
    check: answer,
    fullPath: 'https://checkout.test/#/index?appId=shop',
  });

  it("sends the app id, fixes the link's values on the buy tab and keeps the wallet with the link's full path", () => {
    const answer = check({
      merchantQueryInfo: {
        appId: 'shop',
        crypto: 'USDT',
        network: 'TRX',
        amount: '100',
        address: 'TAddr',
        memo: undefined,
        redirectUrl: 'https://shop.example/done',
      },
    });
    const state = dockedState(link({ appId: 'shop', showTable: '1' }, answer), false, { status: 'checking' });
    expect(state).toMatchObject({
      status: 'docked',
      appId: 'shop',
      merchantType: 'page',
      merchantName: 'Demo Shop',
      plan: { fixedSide: 'buy', orderSide: 'buy', fixed: { crypto: 'USDT', network: 'TRX', amount: '100' }, cryptoFilter: { crypto: 'USDT', network: 'TRX' } },
      wallet: { address: 'TAddr', merchantPath: 'https://checkout.test/#/index?appId=shop' },
      redirectUrl: 'https://shop.example/done',
    });
    expect(fixedOn(state, 'buy')).toEqual({ crypto: 'USDT', network: 'TRX', amount: '100' });
    expect(fixedOn(state, 'sell')).toEqual({});
  });

  it("opens a sell merchant, or a merchant's sell deep link, on the sell tab alone", () => {
    expect(dockedState(link({ appId: 'shop' }, check({ merchantType: 'sell' })), false, { status: 'checking' }).plan).toMatchObject({
      fixedSide: 'sell',
      orderSide: 'sell',
    });
    const deepLink = dockedState(link({ appId: 'shop', source: '3' }, check()), true, { status: 'checking' });
    expect(deepLink).toMatchObject({ merchantType: 'sell', plan: { fixedSide: 'sell' } });
  });

  it("shows the merchant's order for an orderNo, and keeps what the user did on a re-dock", () => {
    const answer = check({ merchantQueryInfo: { appId: 'shop', orderNo: 'B1' } });
    expect(dockedState(link({ appId: 'shop', orderNo: 'B1' }, answer), false, { status: 'checking' }).plan?.orderNo).toBe('B1');
    const again = dockedState(link({ appId: 'shop', orderNo: 'B1' }, answer), false, { status: 'docked', orderDismissed: true, emailChanged: true });
    expect(again).toMatchObject({ orderDismissed: true, emailChanged: true });
  });

  it('reads table mode from a plain link only for type buy or sell', () => {
    expect(plainPlan({ type: 'sell' })).toEqual({ fixedSide: 'sell', orderSide: 'sell', fixed: {} });
    expect(plainPlan({ showTable: '1' })).toBeUndefined();
  });

  it('keeps the accepted link for the session and reads back only a whole one', () => {
    const storage = memoryStorage();
    const accepted = link({ appId: 'shop', timestamp: '1', signature: 'ab' }, check({ dockingGrant: '2.cd' }));
    saveAcceptedLink(storage, accepted);
    expect(loadAcceptedLink(storage)).toEqual(accepted);
    storage.setItem('gangway.merchantLink', '{"query":{}}');
    expect(loadAcceptedLink(storage)).toBeUndefined();
    storage.setItem('gangway.merchantLink', 'not json');
    expect(loadAcceptedLink(storage)).toBeUndefined();
  });

  it('tells the same link from another by every parameter', () => {
    expect(sameLink({ appId: 'a', b: '1' }, { b: '1', appId: 'a' })).toBe(true);
    expect(sameLink({ appId: 'a' }, { appId: 'a', b: '1' })).toBe(false);
    expect(sameLink({ appId: 'a', b: '1' }, { appId: 'a', b: '2' })).toBe(false);
  });
});

describe('the notice of a merchant link (product §1)', () => {
  it('shows for a refused link or an e-mail that logged the user out, until closed; never for a plain or docked session', () => {
    expect(merchantNoticeShown({ status: 'plain' })).toBe(false);
    expect(merchantNoticeShown({ status: 'checking' })).toBe(false);
    expect(merchantNoticeShown({ status: 'refused' })).toBe(true);
    expect(merchantNoticeShown({ status: 'refused', noticeDismissed: true })).toBe(false);
    expect(merchantNoticeShown({ status: 'plain', emailChanged: true })).toBe(true);
    expect(merchantNoticeShown({ status: 'plain', emailChanged: true, noticeDismissed: true })).toBe(false);
  });
});
