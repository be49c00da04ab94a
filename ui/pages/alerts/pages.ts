// The saved searches' screens, one chunk (docs/product/browsing.md "Saved searches"), with their texts.
import { addTexts } from '../../../core';
import { alertsMk } from '../../../core/i18n/mk/alerts';

addTexts('mk', alertsMk);

export { SavedSearchesPage } from './SavedSearchesPage';
export { UnsubscribePage } from './UnsubscribePage';
