import type { sessionMk } from '../mk/session';

// Albanian texts: need a native reviewer. 'Invalid credential' is kept in English as in the Macedonian UI.
export const sessionSq: Record<keyof typeof sessionMk, string> = {
  'session.invalidInformation': 'Të dhëna të pavlefshme.',
  'session.loginSuccess': 'Hyrja u krye me sukses!',
  'session.googleLoginSuccess': 'Hyrja me Google u krye me sukses!',
  'session.googleLoginFailed': 'Gabim gjatë hyrjes me Google',
  'session.socialLoginFailed': 'Gabim gjatë hyrjes me {provider}',
  'session.invalidCredential': 'Invalid credential',
  'session.logoutSuccess': 'Dalja u krye me sukses',
  'session.endedByServer': 'Keni dalë: seanca u mbyll (ndryshim i fjalëkalimit ose dalje nga të gjitha pajisjet). Hyni përsëri.',

  'favourites.loginRequired': 'Vetëm përdoruesit e regjistruar mund të ruajnë shpallje',

  'onboarding.loading': 'Po kontrollohen detyrat...',
  'onboarding.title': 'Plotësoni profilin tuaj',
  'onboarding.task.profile.title': 'Plotësoni profilin',
  'onboarding.task.profile.description': 'Shkruani emrin, mbiemrin, numrin e telefonit dhe vendndodhjen.',
  'onboarding.task.listing.title': 'Publikoni shpalljen e parë',
  'onboarding.task.listing.description': 'Keni të paktën një shpallje aktive.',
  'onboarding.task.verification.title': 'Verifikoni profilin',
  'onboarding.task.verification.description': 'Konfirmoni identitetin tuaj dhe merrni shenjën e përdoruesit të verifikuar.',

  'verification.loading': 'Po kontrollohet...',
  'verification.none': 'I paverifikuar',
  'verification.pending': 'Në pritje',
  'verification.approved': 'I verifikuar',
  'verification.rejected': 'Refuzuar - provoni përsëri',
  'verification.badge': 'Përdorues i verifikuar',
} as const;
