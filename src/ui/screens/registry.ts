import type { ComponentType } from 'react';
import type { ScreenProps } from './screenProps';

export type ScreenModule = { default: ComponentType<ScreenProps> };

const instructionsPage = () => import('./pay/InstructionsPageScreen');

/**
 * The one map from a route's `screen` name (config/routes.json) to its lazily loaded module, so
 * each screen is its own chunk (route-level code splitting) and the router needs no other list.
 */
export const screenRegistry: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  Home: () => import('./home/HomeScreen'),
  EmailCode: () => import('./login/EmailCodeScreen'),
  VerifyCode: () => import('./login/VerifyCodeScreen'),
  ReceivingMode: () => import('./buy/ReceivingModeScreen'),
  PaymentMethod: () => import('./buy/PaymentMethodScreen'),
  CardPayment: () => import('./pay/CardPaymentScreen'),
  ErrorFormInfo: () => import('./pay/ErrorFormInfoScreen'),
  // Every local payment family shares one generic page: what differs comes from the method's config.
  LocalPayment: () => import('./pay/LocalPaymentScreen'),
  PayRedirect: instructionsPage,
  QrCodePay: instructionsPage,
  PaymentResult: () => import('./result/PaymentResultScreen'),
  // Sell, KYC, history and account screens.
  SellForm: () => import('./sell/SellFormScreen'),
  SellConfirm: () => import('./sell/SellConfirmScreen'),
  SellOrder: () => import('./sell/SellOrderScreen'),
  RefundRequest: () => import('./sell/RefundRequestScreen'),
  TradeHistory: () => import('./history/TradeHistoryScreen'),
  TradeHistoryBuyDetails: () => import('./history/TradeHistoryBuyDetailsScreen'),
  TradeHistorySellDetails: () => import('./history/TradeHistorySellDetailsScreen'),
  Refund: () => import('./history/RefundScreen'),
  KycVerification: () => import('./kyc/KycStartScreen'),
  KycVerify: () => import('./kyc/KycStartScreen'),
  KycStatus: () => import('./kyc/KycStatusScreen'),
  IdProof: () => import('./kyc/IdProofScreen'),
  FillInformation: () => import('./kyc/FillInformationScreen'),
  IdAuthentication: () => import('./kyc/IdAuthenticationScreen'),
  KycCountryCheckError: () => import('./account/NationalityMismatchScreen'),
  PixUnavailable: () => import('./account/PixUnavailableScreen'),
  AccountsDisabled: () => import('./account/AccountsDisabledScreen'),
  UnauthorizedAccess: () => import('./account/UnauthorizedAccessScreen'),
  // docs/embedding.md "Continuing in a new tab": the new tab takes over the step of an embedded checkout.
  Handoff: () => import('../merchant/embed/HandoffScreen'),
};
