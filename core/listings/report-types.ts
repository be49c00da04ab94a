/**
 * docs/product/trust.md report types, in the order the report form lists them, as the wire words the client sends and the server
 * stores. A module of its own (no schema library) so the form, the server and the schemas share one list cheaply.
 */
export const REPORT_TYPES = ['fake_listing', 'fake_photos', 'wrong_price', 'fraud', 'incorrect_information'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
