// The saved searches' screens, one chunk (docs/product/browsing.md "Saved searches"); each registers its texts.
export { SavedSearchesPage } from './SavedSearchesPage';
export { UnsubscribePage } from './UnsubscribePage';
