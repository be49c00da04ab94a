// The money screens, one chunk (issue 21): a user moving between boost, credits, transactions and billing gets the
// next one at once.
export { BoostPage } from './BoostPage';
export { AddCreditsPage } from './AddCreditsPage';
export { BoostResultPage, TopUpResultPage } from './PaymentResultPage';
export { TransactionsPage } from './TransactionsPage';
export { BillingPage } from './BillingPage';
