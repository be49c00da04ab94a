// The saved searches' screens, one chunk (docs/product/browsing.md "Saved searches").
export { SavedSearchesPage } from './SavedSearchesPage';
export { UnsubscribePage } from './UnsubscribePage';
