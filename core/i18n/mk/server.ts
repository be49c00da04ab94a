/**
 * Texts the server writes to a person outside the app: e-mails and SMS (issue 23: in the recipient's language,
 * docs/decisions/121-language-of-server-texts.md). Not in the first page's catalogue — only the server reads them
 * (server/text/texts.ts registers them). `{link}`, `{code}`, `{note}` are filled in by the sender.
 */
export const serverMk = {
  'mail.activation.subject': 'Потврдете ја вашата е-пошта',
  'mail.activation.body': 'Здраво,\n\nЗа да го активирате вашиот профил на Oglasi, отворете го линкот:\n{link}\n\nЛинкот важи 24 часа.',
  'mail.reset.subject': 'Ресетирање на лозинка',
  'mail.socialLink.subject': 'Поврзување на профилот со {provider}',
  'mail.socialLink.body': 'Здраво,\n\nНекој сака да се најавува на вашиот профил на Oglasi со {provider}. Ако тоа сте вие, отворете го линкот:\n{link}\n\nЛинкот важи 24 часа. Ако не сте вие, игнорирајте ја поракава.',
  'mail.reset.body': 'Здраво,\n\nЗа да поставите нова лозинка, отворете го линкот:\n{link}\n\nЛинкот важи 1 час. Ако не побаравте промена, игнорирајте ја поракава.',
  'sms.code.subject': 'Oglasi код',
  'sms.code.body': 'Вашиот Oglasi код е {code}. Важи 10 минути.',
  'mail.codeAttemptsLocked.subject': 'Обидите со код се блокирани',
  'mail.codeAttemptsLocked.body':
    'Здраво,\n\nНекој внесе погрешен код премногу пати за вашиот профил или телефонски број на Oglasi. Обидите со код се блокирани 24 часа.\n\nАко тоа не бевте вие, не го споделувајте со никого кодот што ќе го добиете. Вашата лозинка не е променета.',
  'mail.verificationApproved.subject': 'Вашиот профил е верификуван',
  'mail.verificationApproved.body': 'Здраво,\n\nВашиот профил на Огласи е верификуван. Вашите огласи од сега се објавуваат веднаш.',
  'mail.verificationRejected.subject': 'Барањето за верификација е одбиено',
  'mail.verificationRejected.body': 'Здраво,\n\nВашето барање за верификација е одбиено.{note}\nМожете да поднесете ново барање.',
  'mail.verificationRejected.note': ' Забелешка: {note}',
} as const;
