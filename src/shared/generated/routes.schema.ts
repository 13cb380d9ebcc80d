/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * Every hash route of the checkout (product §2). The browser router is built from this list, and all navigation looks a route up by its name, never by a literal path.
 */
export interface RouteTable {
  /**
   * Path or URL of this schema, for editors. Ignored by the application.
   */
  $schema?: string;
  /**
   * All routes, public and signed-in. Names and paths must each be unique.
   *
   * @minItems 1
   */
  routes: [Route, ...Route[]];
  /**
   * Name of the route that '/' and any unknown path redirect to (product §2: /index).
   */
  fallback: string;
}
/**
 * One page of the checkout.
 */
export interface Route {
  /**
   * camelCase id that code navigates by, derived from the path (/kyc-error-countryCheck -> kycErrorCountryCheck). Renaming one breaks navigation code.
   */
  name: string;
  /**
   * The hash path exactly as the spec writes it, case included (/PSEWayPay, /id_authentication).
   */
  path: string;
  /**
   * PascalCase name of the React screen component that renders this route. Several routes may share one screen (every local payment route uses LocalPayment).
   */
  screen: string;
  /**
   * True when the user must be signed in; a visitor without a token is sent to the e-mail login first (product §6).
   */
  auth: boolean;
  /**
   * True for the payment confirmation pages of product §2. Each buy payment method's routerPath must name one of these.
   */
  payment: boolean;
  /**
   * True for the page where a seller gives the payout details (product §2/§3: /sell-formUserInfo). Each sell payment method's routerPath must name one of these; a route is not both a payment and a payout route. Absent means false.
   */
  payout?: boolean;
  /**
   * i18n key of the page title shown in the top bar, always route.<name>.title.
   */
  titleKey: string;
  /**
   * Query parameters the screen reads. Parameters not listed here are ignored by the screen.
   */
  query: RouteQueryParameter[];
  /**
   * Position of this page in the buy step bar ('Step {0} of 3', product §2). Absent on pages outside the three buy steps.
   */
  stepOfBuy?: number;
}
/**
 * One query parameter a screen reads.
 */
export interface RouteQueryParameter {
  /**
   * Parameter name as it appears in the URL (fromName, configPaymentFrom, status).
   */
  name: string;
  /**
   * The only values the screen acts on; absent when the value is free (an amount, an address, an order number).
   *
   * @minItems 1
   */
  values?: [string, ...string[]];
}
