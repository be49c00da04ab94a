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
}

/** The five documented demo accounts and the sellers that fill the marketplace. */
export function seedAccounts(supportEmail: string): SeedAccount[] {
  return [
    { key: 'seller', email: 'prodavac@primer.mk', firstName: 'Ана', lastName: 'Петровска', verified: true, phone: '+38970123456', city: 'Скопје', avatarHue: 330 },
    { key: 'buyer', email: 'kupuvac@primer.mk', firstName: 'Марко', lastName: 'Николов', phone: '+38971234567', city: 'Битола', avatarHue: 200 },
    { key: 'new', email: 'nov@primer.mk' },
    { key: 'support', email: supportEmail.toLowerCase(), firstName: 'Поддршка', lastName: 'Огласи', role: 'support', verified: true, avatarHue: 150 },
    { key: 'admin', email: 'admin@primer.mk', firstName: 'Администратор', lastName: 'Огласи', role: 'admin', verified: true },
    { key: 'auto', email: 'avto.skopje@primer.mk', company: 'Авто Скопје ДООЕЛ', firstName: 'Горан', lastName: 'Стојановски', verified: true, phone: '+38972345678', city: 'Скопје', avatarHue: 210, sells: ['Возила'] },
    { key: 'tech', email: 'tehno.market@primer.mk', company: 'Техно Маркет', firstName: 'Бесник', lastName: 'Алиу', verified: true, phone: '+38975456789', city: 'Тетово', avatarHue: 265, sells: ['Мобилни телефони', 'Компјутери', 'Електроника', 'Игри и конзоли'] },
    { key: 'home', email: 'dom.plus@primer.mk', company: 'Дом Плус', firstName: 'Марија', lastName: 'Димитрова', phone: '+38976567890', city: 'Куманово', avatarHue: 95, sells: ['Дом и градина', 'Бела техника'] },
    { key: 'estate', email: 'nedviznosti.centar@primer.mk', company: 'Недвижности Центар', firstName: 'Петар', lastName: 'Јовановски', verified: true, phone: '+38977678901', city: 'Скопје', avatarHue: 25, sells: ['Недвижности', 'Туризам'] },
    { key: 'elena', email: 'elena.t@primer.mk', firstName: 'Елена', lastName: 'Трајковска', phone: '+38978789012', city: 'Охрид' },
    { key: 'ivan', email: 'ivan.s@primer.mk', firstName: 'Иван', lastName: 'Стефановски', phone: '+38970890123', city: 'Прилеп' },
    { key: 'sara', email: 'sara.a@primer.mk', firstName: 'Сара', lastName: 'Ахмети', phone: '+38971901234', city: 'Гостивар' },
    { key: 'nikola', email: 'nikola.r@primer.mk', firstName: 'Никола', lastName: 'Ристов', phone: '+38972012345', city: 'Штип' },
    { key: 'jovana', email: 'jovana.i@primer.mk', firstName: 'Јована', lastName: 'Илиевска', phone: '+38975123450', city: 'Струмица' },
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
