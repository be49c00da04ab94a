import type { serverMk } from '../mk/server';

// E-mails and SMS in Albanian (core/i18n/mk/server.ts). They need a review by a native speaker before release.
export const serverSq: Record<keyof typeof serverMk, string> = {
  'mail.activation.subject': 'Konfirmoni adresën tuaj të emailit',
  'mail.activation.body': 'Përshëndetje,\n\nPër të aktivizuar profilin tuaj në Oglasi, hapni lidhjen:\n{link}\n\nLidhja vlen 24 orë.',
  'mail.reset.subject': 'Rivendosja e fjalëkalimit',
  'mail.socialLink.subject': 'Lidhja e llogarisë me {provider}',
  'mail.socialLink.body': 'Përshëndetje,\n\nDikush dëshiron të hyjë në llogarinë tuaj në Oglasi me {provider}. Nëse jeni ju, hapni lidhjen:\n{link}\n\nLidhja vlen 24 orë. Nëse nuk jeni ju, injoroni këtë mesazh.',
  'mail.reset.body': 'Përshëndetje,\n\nPër të vendosur një fjalëkalim të ri, hapni lidhjen:\n{link}\n\nLidhja vlen 1 orë. Nëse nuk e keni kërkuar këtë ndryshim, injoroni këtë mesazh.',
  'sms.code.subject': 'Kodi Oglasi',
  'sms.code.body': 'Kodi juaj Oglasi është {code}. Vlen 10 minuta.',
  'mail.codeAttemptsLocked.subject': 'Përpjekjet me kod u bllokuan',
  'mail.codeAttemptsLocked.body':
    'Përshëndetje,\n\nDikush futi një kod të gabuar shumë herë për profilin ose numrin tuaj të telefonit në Oglasi. Përpjekjet me kod janë bllokuar për 24 orë.\n\nNëse nuk ishit ju, mos ia tregoni askujt kodin që do të merrni. Fjalëkalimi juaj nuk është ndryshuar.',
  'mail.verificationApproved.subject': 'Profili juaj është verifikuar',
  'mail.verificationApproved.body': 'Përshëndetje,\n\nProfili juaj në Oglasi është verifikuar. Shpalljet tuaja tani e tutje publikohen menjëherë.',
  'mail.verificationRejected.subject': 'Kërkesa për verifikim u refuzua',
  'mail.verificationRejected.body': 'Përshëndetje,\n\nKërkesa juaj për verifikim u refuzua.{note}\nMund të paraqisni një kërkesë të re.',
  'mail.verificationRejected.note': ' Shënim: {note}',
};
