import { ATTRIBUTES, attributeFamily, attributeValueSchema } from '../../core/listings/attributes';
import type { Kysely } from 'kysely';
import { isValidYouTubeUrl } from '../../core';
import type { Database } from '../db/schema';
import { normalisePhone } from '../accounts/sms-codes';
import { cleanFormText } from '../http/text-fields';
import { readFeatures } from './features';

/** How long a published listing stays up before it expires (renewing starts a new period). */
export const LISTING_LIFETIME_DAYS = 60;

export interface ListingValues {
  title: string;
  category_id: number;
  subcategory_id: number | null;
  location_id: number | null;
  price: number | null;
  price_type: 'fixed' | 'agreement';
  currency: 'EUR' | 'MKD';
  description: string;
  youtube_url: string | null;
  contact_phone: string | null;
  viber_phone: string | null;
  whatsapp_phone: string | null;
  brand: string | null;
  model: string | null;
  features: Record<string, string | number | boolean>;
  /** The seller type and company name shown on the listing; absent = the account's own. */
  user_type?: 'private' | 'company';
  company_name?: string | null;
}

const optionalText = (value: string | undefined, max: number): string | null | false => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  return text.length <= max ? text : false;
};

/** The listing's stored text fields and their shapes (core's text-input rule, docs/api.md "Text input"). */
const LISTING_TEXT = { title: 'line', description: 'multiline', brand: 'line', model: 'line', company_name: 'line' } as const;

/**
 * The add/edit form's fields (snake_case, JSON or multipart) → column values, or per-field catalogue ids.
 * `category_id` may name a subcategory: its parent becomes the category. Prices need a number unless by agreement.
 * Text with refused characters is answered first, alone (`textRefused`), so its message is the one shown.
 * `features` is the JSON body's object when there is one, else the form's `features` field (JSON text).
 */
export async function readListingInput(
  db: Kysely<Database>,
  fields: Record<string, string>,
  rawFeatures: unknown = fields.features,
): Promise<{ ok: true; values: ListingValues } | { ok: false; errors: Record<string, string[]>; textRefused?: true }> {
  const errors: Record<string, string[]> = cleanFormText(fields, LISTING_TEXT);
  const featuresRead = rawFeatures === undefined || rawFeatures === '' ? undefined : readFeatures(rawFeatures);
  if (featuresRead && !featuresRead.ok && featuresRead.messageId === 'invalidCharacters') errors.features = ['invalidCharacters'];
  if (Object.keys(errors).length > 0) return { ok: false, errors, textRefused: true };
  const fail = (field: string, id: string) => (errors[field] ??= []).push(id);
  const title = fields.title?.trim().replace(/\s+/g, ' ') ?? '';
  if (title.length < 3) fail('title', 'validation.fieldRequired');
  else if (title.length > 120) fail('title', 'invalidRequest');

  let categoryId = 0;
  let subcategoryId: number | null = null;
  const rawCategory = Number(fields.subcategory_id || fields.category_id);
  const category = Number.isInteger(rawCategory) && rawCategory > 0 && rawCategory < 2_147_483_647
    ? await db
        .selectFrom('categories as c')
        .leftJoin('categories as p', 'p.id', 'c.parent_id')
        .select(['c.id', 'c.parent_id', 'c.slug', 'p.slug as parent_slug'])
        .where('c.id', '=', rawCategory)
        .executeTakeFirst()
    : undefined;
  if (!category) fail('category_id', 'validation.fieldRequired');
  else if (category.parent_id === null) categoryId = category.id;
  else {
    categoryId = category.parent_id;
    subcategoryId = category.id;
  }

  let locationId: number | null = null;
  if (fields.location_id) {
    const id = Number(fields.location_id);
    const location = Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst() : undefined;
    if (!location) fail('location_id', 'invalidRequest');
    else locationId = location.id;
  }

  const priceType = fields.price_type === 'agreement' ? 'agreement' : 'fixed';
  let price: number | null = null;
  if (priceType === 'fixed') {
    price = Number(fields.price);
    if (fields.price === undefined || fields.price.trim() === '' || !Number.isFinite(price) || price < 0 || price > 1e11) fail('price', 'validation.fieldRequired');
  }
  const currency = fields.currency === 'MKD' ? 'MKD' : fields.currency === undefined || fields.currency === '' || fields.currency === 'EUR' ? 'EUR' : undefined;
  if (!currency) fail('currency', 'invalidRequest');

  const description = fields.description?.trim() ?? '';
  if (description.length > 5000) fail('description', 'invalidRequest');
  const youtube = fields.youtube_url?.trim() || null;
  if (youtube && !isValidYouTubeUrl(youtube)) fail('youtube_url', 'validation.invalidYouTubeUrl');

  const phones: Record<'contact_phone' | 'viber_phone' | 'whatsapp_phone', string | null> = { contact_phone: null, viber_phone: null, whatsapp_phone: null };
  for (const key of Object.keys(phones) as (keyof typeof phones)[]) {
    const value = fields[key]?.trim();
    if (!value) continue;
    const phone = normalisePhone(value);
    if (phone) phones[key] = phone;
    else fail(key, 'validation.phoneInvalid');
  }
  const brand = optionalText(fields.brand, 80);
  const model = optionalText(fields.model, 80);
  if (brand === false) fail('brand', 'invalidRequest');
  if (model === false) fail('model', 'invalidRequest');

  // The seller type shown on the listing (issue 18's wizard asks it); a company names itself.
  const seller: Pick<ListingValues, 'user_type' | 'company_name'> = {};
  if (fields.user_type !== undefined && fields.user_type !== '') {
    if (fields.user_type !== 'private' && fields.user_type !== 'company') fail('user_type', 'invalidRequest');
    else {
      const company = optionalText(fields.company_name, 120);
      if (company === false) fail('company_name', 'companyNameMax');
      else if (fields.user_type === 'company' && !company) fail('company_name', 'validation.fieldRequired');
      seller.user_type = fields.user_type;
      seller.company_name = fields.user_type === 'company' && company ? company : null;
    }
  }

  let features: Record<string, string | number | boolean> = {};
  if (featuresRead?.ok) features = featuresRead.features;
  else if (featuresRead) fail('features', featuresRead.messageId);
  // The category's details by the wizard's own rule (core/listings/attributes.ts): numbers stored as numbers, choices
  // as their keys; a wrong one is named by its field (`features.<key>`).
  if (featuresRead?.ok && category) {
    const family = attributeFamily(category.slug, category.parent_slug);
    for (const definition of ATTRIBUTES[family]) {
      const value = features[definition.key];
      if (value === undefined || value === '') {
        delete features[definition.key];
        continue;
      }
      const typed = attributeValueSchema(definition).safeParse(value);
      if (typed.success) features[definition.key] = typed.data;
      else fail(`features.${definition.key}`, 'attr.invalid');
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      title,
      category_id: categoryId,
      subcategory_id: subcategoryId,
      location_id: locationId,
      price,
      price_type: priceType,
      currency: currency as 'EUR' | 'MKD',
      description,
      youtube_url: youtube,
      ...phones,
      brand: brand || null,
      model: model || null,
      features,
      ...seller,
    },
  };
}
