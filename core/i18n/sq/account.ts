import type { accountMk } from '../mk/account';

export const accountSq: Record<keyof typeof accountMk, string> = {
  'login.title': 'Hyrje',
  'login.subtitle': 'Hyni për të ruajtur shpallje, për të biseduar me shitësit dhe për të publikuar.',
  'login.email': 'E-maili',
  'login.password': 'Fjalëkalimi',
  'login.submit': 'Hyr',
  'login.showPassword': 'Shfaq fjalëkalimin',
  'login.hidePassword': 'Fshih fjalëkalimin',
  'login.noAccount': 'Nuk keni llogari?',
  'login.register': 'Regjistrohuni',
  'login.or': 'ose',
  'login.withSms': 'Hyrje me SMS',
  'login.withProvider': 'Hyrje me {provider}',
  'login.phone': 'Numri i telefonit',
  'login.code': 'Kodi nga SMS',
  'login.termsRequired': 'Për të vazhduar, pranoni kushtet e përdorimit.',
  'login.acceptTerms': 'I pranoj kushtet e përdorimit',
  'login.inboxHint': 'Hyni për ta lexuar mesazhin.',
  'login.alreadyLoggedIn': 'Tashmë keni hyrë.',
};
