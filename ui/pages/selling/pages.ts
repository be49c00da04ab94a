// The selling screens, one chunk (a seller moving between them gets the next one at once).
export { MyListingsPage } from './MyListingsPage';
export { SavedListingsPage } from './SavedListingsPage';
export { ListingWizardPage } from './ListingWizardPage';
export { ListingStatsPage } from './ListingStatsPage';
