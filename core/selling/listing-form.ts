import { messageText, type Language, type MessageId } from '../i18n/catalogue';
import type { WireUser } from '../schemas/user';
import type { z } from '../schemas/zod-mini';
import type { listingSchema } from '../schemas/listing';
import { validatePhoneNumber } from '../validation/profile';
import { GALLERY_MIN_IMAGES, isValidYouTubeUrl } from '../validation/media';
import { cleanTextInput, INVALID_CHARACTERS, type TextShape } from '../validation/text-input';
import { present, required, type FormProblem } from '../accounts/form-problem';
import { ALL_ATTRIBUTES, ATTRIBUTES, attributeValueSchema, type AttributeFamily } from '../listings/attributes';

/** docs/product/selling.md: the add/edit wizard's three steps. */
export const WIZARD_STEPS = ['basic', 'details', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export type ListingField =
  | 'categoryId'
  | 'subcategoryId'
  | 'title'
  | 'brand'
  | 'model'
  | 'regionId'
  | 'cityId'
  | 'price'
  | 'companyName'
  | 'contactPhone'
  | 'viberPhone'
  | 'whatsappPhone'
  | 'description'
  | 'youtubeUrl'
  | 'images'
  /** One of the category's details (core/listings/attributes.ts), by key. */
  | `detail.${string}`;

/** What the seller types (docs/product/selling.md Listing), as the form holds it: text stays text until it is sent. */
export interface ListingFormValues {
  categoryId: number | null;
  subcategoryId: number | null;
  title: string;
  brand: string;
  model: string;
  regionId: number | null;
  cityId: number | null;
  priceType: 'fixed' | 'agreement';
  price: string;
  currency: 'MKD' | 'EUR';
  userType: 'private' | 'company';
  companyName: string;
  contactPhone: string;
  viberPhone: string;
  whatsappPhone: string;
  description: string;
  youtubeUrl: string;
  /** The listing's details (features) as typed, by key: the category's own (attributes.ts) and any others it carries. */
  details: Readonly<Record<string, string>>;
}

/** The server's bounds (server/listings/listing-input.ts), so a refused field is caught before it is sent. */
export const LISTING_LIMITS = { titleMin: 3, titleMax: 120, brandMax: 80, descriptionMax: 5000, companyNameMax: 120 } as const;

/**
 * Top categories whose listings name a brand and model (slugs of the seeded catalogue): vehicles, phones,
 * computers, electronics and appliances. Elsewhere (flats, jobs, pets) the fields would only confuse.
 */
const BRANDED_CATEGORIES: ReadonlySet<string> = new Set(['vozila', 'mobilni-telefoni', 'kompjuteri', 'elektronika', 'bela-tehnika']);

export function categoryHasBrand(categorySlug: string | null | undefined): boolean {
  return typeof categorySlug === 'string' && BRANDED_CATEGORIES.has(categorySlug);
}

/** A new listing's form, with the contact numbers and seller type taken from the profile (issue 18). */
export function emptyListingForm(user: WireUser | null): ListingFormValues {
  const meta = user?.user_meta;
  return {
    categoryId: null,
    subcategoryId: null,
    title: '',
    brand: '',
    model: '',
    regionId: null,
    cityId: null,
    priceType: 'fixed',
    price: '',
    currency: 'EUR',
    userType: user?.account_type === 'company' ? 'company' : 'private',
    companyName: meta?.company_name ?? '',
    contactPhone: user?.phone_number ?? meta?.phone_number ?? '',
    viberPhone: meta?.viber_phone_number ?? '',
    whatsappPhone: meta?.whatsapp_phone_number ?? '',
    description: '',
    youtubeUrl: '',
    details: {},
  };
}

type WireListing = z.infer<typeof listingSchema>;
const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null);

/** An existing listing (edit, or a restored draft) as the form's values. */
export function listingFormFromWire(wire: WireListing, fallback: ListingFormValues): ListingFormValues {
  const currency = typeof wire.currency === 'string' ? wire.currency : wire.currency?.code;
  return {
    ...fallback,
    categoryId: idOf(wire.category?.id),
    subcategoryId: idOf(wire.subcategory?.id),
    title: wire.title,
    brand: wire.brand ?? '',
    model: wire.model ?? '',
    regionId: idOf(wire.location?.region?.id),
    cityId: idOf(wire.location?.city?.id),
    priceType: wire.price_type === 'agreement' ? 'agreement' : 'fixed',
    price: wire.price === null || wire.price === undefined ? '' : String(wire.price),
    currency: currency === 'MKD' ? 'MKD' : 'EUR',
    userType: wire.user_type === 'company' ? 'company' : 'private',
    companyName: wire.company_name ?? fallback.companyName,
    contactPhone: wire.contact_phone ?? '',
    viberPhone: wire.viber_phone ?? '',
    whatsappPhone: wire.whatsapp_phone ?? '',
    description: wire.description ?? '',
    youtubeUrl: wire.youtube_url ?? '',
    details: Object.fromEntries(Object.entries(wire.features ?? {}).map(([key, value]) => [key, String(value)])),
  };
}

const tooLong = (field: ListingField, value: string, max: number): FormProblem<ListingField> | null =>
  value.trim().length > max ? { field, id: 'wizard.tooLong' } : null;
/**
 * A field's text as the server will store it (core's text-input rule, validation/text-input.ts: invisible
 * formatting removed, NFC), so the lengths are counted alike; `false` when it holds refused control characters.
 */
const storedText = (value: string, shape: TextShape): string | false => {
  const checked = cleanTextInput(value, shape);
  return checked.ok ? checked.text : false;
};
const refused = (field: ListingField, value: string, shape: TextShape): FormProblem<ListingField> | null =>
  storedText(value, shape) === false ? { field, id: INVALID_CHARACTERS } : null;
const phone = (field: ListingField, value: string): FormProblem<ListingField> | null => {
  const id: MessageId | null = validatePhoneNumber(value);
  return id ? { field, id } : null;
};

export interface BasicStepContext {
  /** Whether the chosen category has subcategories (then one must be chosen). */
  hasSubcategories: boolean;
  /** Whether the chosen region has towns (then one must be chosen). */
  hasCities: boolean;
  /** The chosen category's family: its details are checked by their definitions (the server's own rule). */
  family?: AttributeFamily;
}

/** The details of `family` that break their definition (a number out of bounds, an unknown choice). */
export function detailProblems(details: Readonly<Record<string, string>>, family: AttributeFamily): FormProblem<ListingField>[] {
  return ATTRIBUTES[family]
    .filter((definition) => (details[definition.key] ?? '').trim() !== '' && !attributeValueSchema(definition).safeParse(details[definition.key]!.trim().replace(',', '.')).success)
    .map((definition) => ({ field: `detail.${definition.key}`, id: 'attr.invalid', labelId: `attr.${definition.key}` as MessageId }));
}

/** Step 1 (basic data): what must be there before the listing can be saved as a draft. */
export function basicStepProblems(values: ListingFormValues, context: BasicStepContext): FormProblem<ListingField>[] {
  const title = storedText(values.title, 'line') || values.title.trim();
  const price = values.price.trim().replace(',', '.');
  return present<ListingField>(
    values.categoryId === null ? { field: 'categoryId', id: 'validation.fieldRequired', labelId: 'wizard.category' } : null,
    values.categoryId !== null && context.hasSubcategories && values.subcategoryId === null ? { field: 'subcategoryId', id: 'validation.fieldRequired', labelId: 'wizard.subcategory' } : null,
    required('title', values.title, 'wizard.title') ??
      refused('title', values.title, 'line') ??
      (title.length < LISTING_LIMITS.titleMin ? { field: 'title', id: 'wizard.titleTooShort' } : tooLong('title', title, LISTING_LIMITS.titleMax)),
    refused('brand', values.brand, 'line') ?? tooLong('brand', values.brand, LISTING_LIMITS.brandMax),
    refused('model', values.model, 'line') ?? tooLong('model', values.model, LISTING_LIMITS.brandMax),
    values.regionId === null ? { field: 'regionId', id: 'validation.fieldRequired', labelId: 'wizard.region' } : null,
    values.regionId !== null && context.hasCities && values.cityId === null ? { field: 'cityId', id: 'validation.fieldRequired', labelId: 'wizard.city' } : null,
    values.priceType === 'fixed'
      ? (required('price', price, 'wizard.price') ?? (/^\d{1,11}(\.\d{1,2})?$/.test(price) ? null : { field: 'price', id: 'wizard.priceInvalid' }))
      : null,
    values.userType === 'company'
      ? (required('companyName', values.companyName, 'wizard.companyName') ?? refused('companyName', values.companyName, 'line') ?? tooLong('companyName', values.companyName, LISTING_LIMITS.companyNameMax))
      : null,
    phone('contactPhone', values.contactPhone),
    phone('viberPhone', values.viberPhone),
    phone('whatsappPhone', values.whatsappPhone),
    ...detailProblems(values.details, context.family ?? 'general'),
  );
}

/** Step 2 (description and photos): at least one photo is there, none still on its way (docs/product/selling.md). */
export function detailsStepProblems(values: ListingFormValues, photos: { ready: number; pending: number }): FormProblem<ListingField>[] {
  return present<ListingField>(
    refused('description', values.description, 'multiline') ?? tooLong('description', values.description, LISTING_LIMITS.descriptionMax),
    values.youtubeUrl.trim() !== '' && !isValidYouTubeUrl(values.youtubeUrl) ? { field: 'youtubeUrl', id: 'validation.invalidYouTubeUrl' } : null,
    photos.pending > 0 ? { field: 'images', id: 'wizard.photosUploading' } : photos.ready < GALLERY_MIN_IMAGES ? { field: 'images', id: 'validation.galleryRequired' } : null,
  );
}

/**
 * Whether the photos' problem still stands after the photos changed (issue 39): 'add at least one' goes as soon as a
 * photo is added (on its way counts: the seller did what was asked), 'wait for the uploads' once none is on its way.
 */
export function photosProblemStands(problem: FormProblem<ListingField>, photos: { ready: number; pending: number }): boolean {
  if (problem.id === 'validation.galleryRequired') return photos.ready + photos.pending < GALLERY_MIN_IMAGES;
  if (problem.id === 'wizard.photosUploading') return photos.pending > 0;
  return true;
}

/**
 * The error summary above a refused step (issue 39): how many fields need fixing, in the language's plural form
 * (Macedonian '1 поле' / '21 поле' / '2 полиња'; Albanian '1 fushë' / '2 fusha').
 */
export function problemCountText(count: number, lang: Language): string {
  const one = new Intl.PluralRules(lang).select(count) === 'one';
  return messageText(one ? 'wizard.problemsOne' : 'wizard.problemsMany', lang, { count });
}

/** The form as the create/manage calls take it (snake_case, docs/product/selling.md; the location is the town, else the region). */
export function listingPayload(values: ListingFormValues): Record<string, string> {
  return {
    category_id: values.categoryId === null ? '' : String(values.categoryId),
    subcategory_id: values.subcategoryId === null ? '' : String(values.subcategoryId),
    title: values.title.trim(),
    brand: values.brand.trim(),
    model: values.model.trim(),
    location_id: String(values.cityId ?? values.regionId ?? ''),
    price_type: values.priceType,
    price: values.priceType === 'fixed' ? values.price.trim().replace(',', '.') : '',
    currency: values.currency,
    user_type: values.userType,
    company_name: values.userType === 'company' ? values.companyName.trim() : '',
    contact_phone: values.contactPhone.trim(),
    viber_phone: values.viberPhone.trim(),
    whatsapp_phone: values.whatsappPhone.trim(),
    description: values.description.trim(),
    youtube_url: values.youtubeUrl.trim(),
    features: JSON.stringify(typedDetails(values.details)),
  };
}

/** The details as stored: a known detail's number as a number (attributes.ts), every other value as its text; empty ones left out. */
export function typedDetails(details: Readonly<Record<string, string>>): Record<string, string | number> {
  const typed: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(details)) {
    const value = raw.trim();
    if (value === '') continue;
    const definition = ALL_ATTRIBUTES.get(key);
    typed[key] = definition?.kind === 'number' && Number.isFinite(Number(value.replace(',', '.'))) ? Number(value.replace(',', '.')) : value;
  }
  return typed;
}
