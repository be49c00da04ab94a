import type { AccountForms, Admin, Money, Selling } from '../../core';
import type { Alerts } from '../../core/alerts/alerts';
import type { Feature } from '../feature';
import { loadOnDemand, type AppRoot, type LoadedOnSignIn } from './lazy-parts';

// The web app's own screens' features. Their dynamic imports live here, in a module only the web app's entry
// reaches (not app/web/services.ts, which the embeddable chat shares): a module that only these chunks and the home
// page need then stays in the home page's chunk, instead of being split into a chunk of its own that home downloads
// as well (a bundler must assume the embed could load these chunks too).

/**
 * The accounts screens' use cases (app/features/accounts.ts): loaded when one of those screens is first shown —
 * a visitor registers, so not on sign-in.
 */
export function accountsOnDemand(
  root: AppRoot,
  importFeature: () => Promise<Feature<AccountForms>> = async () => (await import('../features/accounts')).accountsFeature,
): LoadedOnSignIn<AccountForms> {
  return loadOnDemand(root, 'accounts', importFeature);
}

/** The selling screens' use cases (app/features/selling.ts): my listings, saved listings, the listing wizard. */
export function sellingOnDemand(
  root: AppRoot,
  importFeature: () => Promise<Feature<Selling>> = async () => (await import('../features/selling')).sellingFeature,
): LoadedOnSignIn<Selling> {
  return loadOnDemand(root, 'selling', importFeature);
}

/** The moderation console (app/features/admin.ts): loaded only when an admin opens it; no visitor downloads it. */
export function adminOnDemand(
  root: AppRoot,
  importFeature: () => Promise<Feature<Admin>> = async () => (await import('../features/admin')).adminFeature,
): LoadedOnSignIn<Admin> {
  return loadOnDemand(root, 'admin', importFeature);
}

/**
 * The money screens' use cases and the wallet balance (app/features/money.ts): loaded when a money screen is first
 * shown, or when a signed-in user opens the user menu (which shows the balance).
 */
export function moneyOnDemand(
  root: AppRoot,
  importFeature: () => Promise<Feature<Money>> = async () => (await import('../features/money')).moneyFeature,
): LoadedOnSignIn<Money> {
  return loadOnDemand(root, 'money', importFeature);
}

/** Saved searches and the bell's notifications (app/features/alerts.ts): loaded by the bell, the save button or their screens. */
export function alertsOnDemand(
  root: AppRoot,
  importFeature: () => Promise<Feature<Alerts>> = async () => (await import('../features/alerts')).alertsFeature,
): LoadedOnSignIn<Alerts> {
  return loadOnDemand(root, 'alerts', importFeature);
}
