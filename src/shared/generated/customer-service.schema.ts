/* Generated from schemas/ by `npm run gen:types`. Do not edit: change the schema and run it again. */

/**
 * The customer-service help widget of the web app (product §6): the contact it offers; and the operator the terms of service and privacy policy name. A merchant whose merchantConfig has customerServiceVisible false shuts the widget down for its sessions.
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
  /**
   * Who operates this deployment: named in the terms of service and the privacy policy (product §1), which the user accepts at login.
   */
  operator: {
    /**
     * The operator's name (a person or a company), as it should appear in the terms.
     */
    name: string;
    /**
     * Where users write about the terms, their data and their rights.
     */
    email: string;
    /**
     * The operator's postal address, shown in the terms and the privacy policy when set.
     */
    address?: string;
    /**
     * The date the terms and the privacy policy were last changed (YYYY-MM-DD), shown as their version.
     */
    legalUpdated: string;
  };
}
