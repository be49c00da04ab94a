import type { AccountForms, Admin, Money, Selling, ThemeChoice } from '../../core';
import type { Alerts } from '../../core/alerts/alerts';
import type { SearchBox } from '../../core/search/search-box';
import { loadOnDemand, type AppRoot, type LoadedOnSignIn } from './lazy-parts';

// The web app's own screens' features. Their dynamic imports live here, in a module only the web app's entry
// reaches (not app/web/services.ts, which the embeddable chat shares): a module that only these chunks and the home
// page need then stays in the home page's chunk, instead of being split into a chunk of its own that home downloads
// as well (a bundler must assume the embed could load these chunks too).

export interface ScreenFeatures {
  /** The accounts screens' use cases (app/features/accounts.ts): when one of those screens is first shown — a visitor registers, so not on sign-in. */
  accounts: LoadedOnSignIn<AccountForms>;
  /** The selling screens' use cases (app/features/selling.ts): my listings, saved listings, the listing wizard. */
  selling: LoadedOnSignIn<Selling>;
  /** The moderation console (app/features/admin.ts): only when an admin opens it; no visitor downloads it. */
  admin: LoadedOnSignIn<Admin>;
  /** The money screens and the wallet balance (app/features/money.ts): a money screen, or a signed-in user's menu. */
  money: LoadedOnSignIn<Money>;
  /**
   * The search fields' suggestions and recent searches (app/features/search.ts): when a search field is first
   * focused, the phone's search sheet opens, or a search page records a search.
   */
  search: LoadedOnSignIn<SearchBox>;
  /** Saved searches and the bell's notifications (app/features/alerts.ts): loaded by the bell, the save button or their screens. */
  alerts: LoadedOnSignIn<Alerts>;
  /** The dark-mode switch (app/features/theme.ts): when the switch is first shown. */
  theme: LoadedOnSignIn<ThemeChoice>;
}

/** Each screen family's feature, loaded the first time one of its screens asks for it (app/web/lazy-parts.ts loadOnDemand). */
export function screenFeatures(root: AppRoot): ScreenFeatures {
  return {
    accounts: loadOnDemand(root, 'accounts', async () => (await import('../features/accounts')).accountsFeature),
    selling: loadOnDemand(root, 'selling', async () => (await import('../features/selling')).sellingFeature),
    admin: loadOnDemand(root, 'admin', async () => (await import('../features/admin')).adminFeature),
    money: loadOnDemand(root, 'money', async () => (await import('../features/money')).moneyFeature),
    search: loadOnDemand(root, 'search', async () => (await import('../features/search')).searchFeature),
    alerts: loadOnDemand(root, 'alerts', async () => (await import('../features/alerts')).alertsFeature),
    theme: loadOnDemand(root, 'theme', async () => (await import('../features/theme')).themeFeature),
  };
}
