/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * The customer-service help widget of the web app (spec §6): the contact it offers. A merchant whose merchantConfig has customerServiceVisible false shuts the widget down for its sessions.
 */
export interface CustomerServiceConfig {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * The support mailbox the widget links to (mailto:).
   */
  email: string;
  /**
   * How soon support usually answers, in hours; the widget tells the user.
   */
  replyWithinHours: number;
}
