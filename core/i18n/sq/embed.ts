import type { embedMk } from '../mk/embed';

export const embedSq: Record<keyof typeof embedMk, string> = {
  'embed.signIn': 'Hyni për mesazhet',
  'embed.promptTitle': 'Mesazhet e Oglasi',
  'embed.promptText': 'Hyni me llogarinë tuaj të Oglasi për të biseduar me shitësit.',
  'embed.close': 'Mbyll',
  'embed.popupBlocked': 'Dritarja e hyrjes u bllokua. Lejoni dritaret kërcyese për këtë faqe dhe provoni përsëri.',
  'embed.signInCancelled': 'Hyrja u ndërpre.',
  'embed.sessionExpired': 'Lidhja me mesazhet skadoi. Hyni përsëri.',
  'embed.originRefused': 'Kjo faqe nuk lejohet të përfshijë mesazhet e Oglasi.',
  'embed.windowTitle': 'Hyrja për mesazhet e Oglasi',
  'embed.windowIntro': 'Hyni me llogarinë tuaj të Oglasi për të biseduar me shitësit e {site}.',
  'embed.email': 'Email-i',
  'embed.password': 'Fjalëkalimi',
  'embed.submit': 'Hyni',
  'embed.connecting': 'Duke u lidhur...',
  'embed.done': 'U lidh. Kjo dritare po mbyllet.',
  'embed.noOpener': 'Hapeni këtë dritare nga mesazhet në faqen e partnerit.',
  'embed.listingUnavailable': 'Shpallja nuk u gjet.',
};
