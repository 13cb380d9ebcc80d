import i18next from 'i18next';
import { gangwayConfig } from '../../src/shared/config/nodeSource';
import type { Translate } from '../../src/shared/payout/errors';
import { payoutFormLoader, resolvePayoutForm } from '../../src/shared/payout/resolve';
import type { PayoutFormInUse } from '../../src/shared/payout/resolve';

/** Every file of config/payout-forms/, parsed, keyed by path: what the browser bundle hands in too. */
export const payoutFormFiles = gangwayConfig.payoutForms;

export const loadPayoutForm = payoutFormLoader(payoutFormFiles);

/** The resolved form of a country that must have one. */
export function formOf(country: string): PayoutFormInUse {
  const form = resolvePayoutForm(country, loadPayoutForm);
  if (form === undefined) throw new Error(`no payout form for ${country}`);
  return form;
}

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: gangwayConfig.locales['en-US'] ?? {} } }, initAsync: false });

/** An en-US translate function over the payout locale part. */
export const tEnglish: Translate = (key, params) => i18n.t(key, params);

/** One complete, valid account per country: check digits computed, not guessed. */
export const validAccounts: Record<string, Record<string, string>> = {
  AR: {
    firstName: 'María',
    lastName: 'González',
    idType: 'CUIT',
    idNumber: '20-12345678-6',
    accountNumber: '2850590940090418135201',
    bankCode: '285',
    accountType: 'SAVING',
  },
  BR: { fullName: 'João Silva', cpf: '529.982.247-25', pixKey: 'joao@example.com.br' },
  MX: { fullName: 'Ana López', accountNumber: '032180000118359719' },
  CO: {
    firstName: 'Carlos',
    lastName: 'Pérez',
    idType: 'CC',
    idNumber: '1020304050',
    bankName: 'Bancolombia',
    accountType: 'SAVING',
    accountNumber: '12345678901',
  },
  PE: { firstName: 'Lucía', lastName: 'Quispe', idType: 'DNI', idNumber: '45678912', accountType: 'SAVING', accountNumber: '00219300123456789012' },
  CL: { fullName: 'Pedro Soto', rut: '12.345.678-5', bankCode: '012', accountType: 'CHECKING', accountNumber: '123456789' },
  NG: { fullName: 'Chinedu Okafor', bankCode: '011', accountNumber: '0000014579', idNumber: '123456789012' },
  IN: { fullName: 'Priya Sharma', ifsc: 'HDFC0000001', accountNumber: '50100123456789' },
  GB: { fullName: 'Jane Smith', sortCode: '40-12-76', accountNumber: '12345678' },
  AU: { fullName: 'Liam Brown', bsb: '062-000', accountNumber: '12345678' },
  CA: {
    fullName: 'Emma Tremblay',
    transitNumber: '12345',
    bankCode: '003',
    accountNumber: '1234567',
    address: '100 King St W',
    city: 'Toronto',
    state: 'ON',
    postcode: 'M5X 1A9',
  },
  US: {
    fullName: 'John Doe',
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountType: 'CHECKING',
    address: '1 Main Street',
    city: 'New York',
    state: 'NY',
    postcode: '10013',
  },
  PH: { fullName: 'Jose Santos', bankName: 'BDO Unibank', locationId: 'MNL001', accountNumber: '001234567890' },
  ID: { fullName: 'Budi Santoso', bankName: 'Bank Central Asia', bankCode: '014', accountNumber: '1234567890' },
  VN: { fullName: 'Nguyen Van A', bankName: 'Vietcombank', swiftCode: 'BFTVVNVX', accountNumber: '0071001234567' },
  TR: { fullName: 'Ayşe Yılmaz', idNumber: '10000000146', accountNumber: 'TR33 0006 1005 1978 6457 8413 26' },
  TH: { fullName: 'Somchai Dee', bankName: 'Bangkok Bank', bankCode: '002', accountNumber: '1234567890' },
  SG: { fullName: 'Tan Wei Ming', bankName: 'DBS Bank', bankCode: '7171', accountNumber: '0123456789' },
  HK: { fullName: 'Chan Tai Man', bankName: 'HSBC', bankCode: '004', accountNumber: '123456789' },
  ZA: { fullName: 'Thabo Nkosi', bankName: 'Standard Bank', bankCode: '051001', accountType: 'CHECKING', accountNumber: '1234567890' },
  JP: {
    fullName: 'Yamada Taro',
    bankName: 'MUFG Bank',
    bankCode: '0005',
    branchCode: '001',
    branchName: 'Honten',
    accountType: 'SAVING',
    accountNumber: '1234567',
  },
  PL: { fullName: 'Jan Kowalski', accountNumber: 'PL61 1090 1014 0000 0712 1981 2874' },
  DE: { fullName: 'Max Mustermann', accountNumber: 'DE89 3704 0044 0532 0130 00', swiftCode: 'COBADEFF' },
  FR: { fullName: 'Marie Dupont', accountNumber: 'FR14 2004 1010 0505 0001 3M02 606' },
  AT: { fullName: 'Anna Huber', accountNumber: 'AT61 1904 3002 3457 3201' },
  BE: { fullName: 'Lucas Peeters', accountNumber: 'BE68 5390 0754 7034' },
  ES: { fullName: 'Lucía García', accountNumber: 'ES91 2100 0418 4502 0005 1332' },
  FI: { fullName: 'Mikko Virtanen', accountNumber: 'FI21 1234 5600 0007 85' },
  GR: { fullName: 'Maria Papadopoulou', accountNumber: 'GR16 0110 1250 0000 0001 2300 695' },
  IE: { fullName: 'Sean Murphy', accountNumber: 'IE29 AIBK 9311 5212 3456 78' },
  IT: { fullName: 'Giulia Rossi', accountNumber: 'IT60 X054 2811 1010 0000 0123 456' },
  LU: { fullName: 'Luc Schmit', accountNumber: 'LU28 0019 4006 4475 0000' },
  NL: { fullName: 'Daan de Vries', accountNumber: 'NL91 ABNA 0417 1643 00' },
  PT: { fullName: 'João Santos', accountNumber: 'PT50 0002 0123 1234 5678 9015 4' },
};

/** One complete, valid account per shared form a sell method names for every country (payment-methods.json payoutForm). */
export const validSharedAccounts: Record<string, Record<string, string>> = {
  'shared/card': { fullName: 'Ann Lee', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30' },
  'shared/grabpay': { fullName: 'Tan Wei Ming', walletPhone: '+65 9123 4567' },
  'shared/paynow': { fullName: 'Tan Wei Ming', proxyType: 'NRIC', proxyValue: 'S1234567D' },
};
