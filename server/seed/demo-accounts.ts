import type { UserMeta } from '../db/schema';

/** Every seeded account signs in with this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Oglasi2025!';

export interface SeedAccount {
  key: string;
  email: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  role?: 'user' | 'support' | 'admin';
  verified?: boolean;
  phone?: string;
  city?: string;
  avatarHue?: number;
  /** Top-level category names this seller mostly posts in. */
  sells?: string[];
  /** A shop's logo: a drawn emblem (images.ts logoSvg), never letters. */
  logo?: number;
}

/** The five documented demo accounts and the sellers that fill the marketplace. */
export function seedAccounts(supportEmail: string): SeedAccount[] {
  return [
    { key: 'seller', email: 'prodavac@primer.mk', firstName: 'Ана', lastName: 'Петровска', verified: true, phone: '+38970123456', city: 'Скопје', avatarHue: 330 },
    { key: 'buyer', email: 'kupuvac@primer.mk', firstName: 'Марко', lastName: 'Николов', phone: '+38971234567', city: 'Битола', avatarHue: 200 },
    { key: 'new', email: 'nov@primer.mk' },
    { key: 'support', email: supportEmail.toLowerCase(), firstName: 'Поддршка', lastName: 'Огласи', role: 'support', verified: true, avatarHue: 150 },
    { key: 'admin', email: 'admin@primer.mk', firstName: 'Администратор', lastName: 'Огласи', role: 'admin', verified: true },
    { key: 'auto', email: 'avto.skopje@primer.mk', company: 'Авто Скопје ДООЕЛ', firstName: 'Горан', lastName: 'Стојановски', verified: true, phone: '+38972345678', city: 'Скопје', avatarHue: 210, sells: ['Возила'], logo: 0 },
    { key: 'tech', email: 'tehno.market@primer.mk', company: 'Техно Маркет', firstName: 'Бесник', lastName: 'Алиу', verified: true, phone: '+38975456789', city: 'Тетово', avatarHue: 265, sells: ['Мобилни телефони', 'Компјутери', 'Електроника', 'Игри и конзоли'], logo: 1 },
    { key: 'home', email: 'dom.plus@primer.mk', company: 'Дом Плус', firstName: 'Марија', lastName: 'Димитрова', phone: '+38976567890', city: 'Куманово', avatarHue: 95, sells: ['Дом и градина', 'Бела техника'], logo: 2 },
    { key: 'estate', email: 'nedviznosti.centar@primer.mk', company: 'Недвижности Центар', firstName: 'Петар', lastName: 'Јовановски', verified: true, phone: '+38977678901', city: 'Скопје', avatarHue: 25, sells: ['Недвижности', 'Туризам'], logo: 3 },
    { key: 'elena', email: 'elena.t@primer.mk', firstName: 'Елена', lastName: 'Трајковска', phone: '+38978789012', city: 'Охрид' },
    { key: 'ivan', email: 'ivan.s@primer.mk', firstName: 'Иван', lastName: 'Стефановски', phone: '+38970890123', city: 'Прилеп' },
    { key: 'sara', email: 'sara.a@primer.mk', firstName: 'Сара', lastName: 'Ахмети', phone: '+38971901234', city: 'Гостивар' },
    { key: 'nikola', email: 'nikola.r@primer.mk', firstName: 'Никола', lastName: 'Ристов', phone: '+38972012345', city: 'Штип' },
    { key: 'jovana', email: 'jovana.i@primer.mk', firstName: 'Јована', lastName: 'Илиевска', phone: '+38975123450', city: 'Струмица' },
  ];
}

/**
 * The sellers who joined later: more private people and four more shops, so that the fuller marketplace
 * (issue 40) has many faces. After the five documented accounts and the first sellers, whose ids tests rely on.
 */
export function moreSellers(): SeedAccount[] {
  return [
    { key: 'bebe', email: 'bebe.svet@primer.mk', company: 'Бебе Свет', firstName: 'Ивана', lastName: 'Стојчевска', verified: true, phone: '+38970234561', city: 'Битола', avatarHue: 300, sells: ['Бебиња и деца', 'Облека и обувки'], logo: 4 },
    { key: 'sport', email: 'sport.maks@primer.mk', company: 'Спорт Макс', firstName: 'Дејан', lastName: 'Костовски', verified: true, phone: '+38971345672', city: 'Охрид', avatarHue: 140, sells: ['Спорт и рекреација', 'Хоби и музика'], logo: 5 },
    { key: 'agro', email: 'agro.centar@primer.mk', company: 'Агро Центар', firstName: 'Васил', lastName: 'Митрев', phone: '+38972456783', city: 'Струмица', avatarHue: 75, sells: ['Земјоделство', 'Бизнис и индустрија'], logo: 6 },
    { key: 'zoo', email: 'zoo.raj@primer.mk', company: 'Зоо Рај', firstName: 'Лејла', lastName: 'Реџепи', phone: '+38975567894', city: 'Скопје', avatarHue: 15, sells: ['Миленичиња'], logo: 7 },
    { key: 'dragan', email: 'dragan.p@primer.mk', firstName: 'Драган', lastName: 'Петковски', phone: '+38976678905', city: 'Велес', avatarHue: 40 },
    { key: 'ardita', email: 'ardita.b@primer.mk', firstName: 'Ардита', lastName: 'Бајрами', phone: '+38977789016', city: 'Тетово', avatarHue: 280 },
    { key: 'stefan', email: 'stefan.m@primer.mk', firstName: 'Стефан', lastName: 'Манев', phone: '+38978890127', city: 'Кавадарци', avatarHue: 190 },
    { key: 'biljana', email: 'biljana.k@primer.mk', firstName: 'Билјана', lastName: 'Костадинова', phone: '+38970901238', city: 'Кочани', avatarHue: 350 },
    { key: 'emir', email: 'emir.h@primer.mk', firstName: 'Емир', lastName: 'Хасани', phone: '+38971012349', city: 'Гостивар', avatarHue: 220 },
    { key: 'vesna', email: 'vesna.d@primer.mk', firstName: 'Весна', lastName: 'Димовска', phone: '+38972123450', city: 'Куманово', avatarHue: 120 },
    { key: 'toni', email: 'toni.g@primer.mk', firstName: 'Тони', lastName: 'Георгиев', phone: '+38975234561', city: 'Гевгелија', avatarHue: 10 },
    { key: 'marina', email: 'marina.j@primer.mk', firstName: 'Марина', lastName: 'Јованова', phone: '+38976345672', city: 'Струга', avatarHue: 250 },
  ];
}

export function accountMeta(account: SeedAccount): UserMeta {
  const meta: UserMeta = {};
  if (account.firstName) meta.first_name = account.firstName;
  if (account.lastName) meta.last_name = account.lastName;
  if (account.company) meta.company_name = account.company;
  if (account.phone) {
    meta.phone_number = account.phone;
    meta.viber_phone_number = account.phone;
    meta.whatsapp_phone_number = account.phone;
  }
  return meta;
}
