/**
 * The two kinds of account, and so of seller a listing shows (docs/product/browsing.md "Filters", docs/api.md): the
 * words the wire carries, the database stores (its check constraints list the same) and a list filters by
 * (`seller=`). A module of its own (no schema library): the answers' schemas, the list contract and the server share
 * one list.
 */
export const ACCOUNT_TYPES = ['private', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
