import { z } from '../schemas/zod-mini';

/**
 * The payments wire types (issue 21, docs/payments.md "HTTP calls"): zod/mini schemas and their inferred types.
 * Objects are loose like the other wire schemas, so a server that adds a field never breaks the screens.
 */
export const PACKAGE_CODES = ['top-3', 'top-7', 'top-14', 'highlight-7', 'showcase-7'] as const;
export const PACKAGE_KINDS = ['top', 'highlight', 'showcase'] as const;
export const ENTRY_TYPES = ['top_up', 'purchase', 'refund', 'expiry', 'adjustment'] as const;
export const PAYMENT_PURPOSES = ['top_up', 'promotion'] as const;
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'expired'] as const;
export const PURCHASE_METHODS = ['credits', 'card'] as const;
export const BILLING_KINDS = ['person', 'company'] as const;

const text = z.string().check(z.maxLength(500));
const nullableText = z.nullable(text);
const iso = z.string().check(z.minLength(1), z.maxLength(64));
const denars = z.int();
const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const listingId = z.nullable(z.union([z.int(), z.string().check(z.maxLength(100))]));

export const packageCodeSchema = z.enum(PACKAGE_CODES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const packageSchema = z.looseObject({
  code: packageCodeSchema,
  kind: z.enum(PACKAGE_KINDS),
  days: z.int().check(z.positive()),
  price_mkd: denars,
  price_eur_cents: denars,
});

export const entrySchema = z.looseObject({
  id: z.union([z.int(), z.string().check(z.maxLength(100))]),
  type: z.enum(ENTRY_TYPES),
  amount: denars,
  balance_after: denars,
  listing_id: listingId,
  listing_title: nullableText,
  package_code: z.nullable(packageCodeSchema),
  payment_id: z.nullable(uuid),
  invoice_number: nullableText,
  created_at: iso,
});

export const paymentSchema = z.looseObject({
  id: uuid,
  purpose: z.enum(PAYMENT_PURPOSES),
  status: paymentStatusSchema,
  amount: denars,
  currency: z.literal('MKD'),
  listing_id: listingId,
  package_code: z.nullable(packageCodeSchema),
  invoice_number: nullableText,
  created_at: iso,
  completed_at: z.nullable(iso),
});

export const billingDetailsSchema = z.looseObject({
  kind: z.enum(BILLING_KINDS),
  name: text,
  company_name: nullableText,
  tax_number: nullableText,
  address: text,
  city: text,
  postal_code: nullableText,
});

export const invoiceSchema = z.looseObject({
  number: text,
  payment_id: uuid,
  amount: denars,
  currency: z.literal('MKD'),
  description: text,
  issued_at: iso,
});

export const promotionSchema = z.looseObject({ listing_id: listingId, package_code: packageCodeSchema, starts_at: iso, ends_at: iso });

const paged = <T extends z.ZodMiniType>(item: T) =>
  z.looseObject({
    status: z.literal('success'),
    data: z.array(item).check(z.maxLength(1_000)),
    current_page: z.int(),
    last_page: z.int(),
    total: z.int(),
  });

export const packagesResponseSchema = z.looseObject({ status: z.literal('success'), data: z.array(packageSchema).check(z.maxLength(100)) });
export const walletResponseSchema = z.looseObject({ status: z.literal('success'), balance: denars });
export const entriesResponseSchema = paged(entrySchema);
export const invoicesResponseSchema = paged(invoiceSchema);
export const paymentResponseSchema = z.looseObject({ status: z.literal('success'), payment: paymentSchema });
/** 201/200 to a top-up or a card purchase: the payment and the hosted page to send the browser to. */
export const paymentStartedSchema = z.looseObject({ status: z.literal('success'), payment: paymentSchema, redirect_url: text });
/** 200 to a purchase with credits. */
export const creditsPurchaseResponseSchema = z.looseObject({
  status: z.literal('success'),
  messageId: z.literal('promotionActivated'),
  promotion: promotionSchema,
  balance: denars,
});
export const billingResponseSchema = z.looseObject({ status: z.literal('success'), details: z.nullable(billingDetailsSchema) });

/** Request bodies. `idempotency_key` is a UUID the screen makes once per intended action (docs/payments.md). */
export const topUpRequestSchema = z.object({ amount: denars, idempotency_key: uuid });
export const purchaseRequestSchema = z.object({
  listing_id: z.union([z.int(), z.string().check(z.maxLength(100))]),
  package_code: packageCodeSchema,
  method: z.enum(PURCHASE_METHODS),
  idempotency_key: uuid,
});

export type PackageCode = z.infer<typeof packageCodeSchema>;
export type PackageKind = (typeof PACKAGE_KINDS)[number];
export type EntryType = (typeof ENTRY_TYPES)[number];
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];
export type BillingKind = (typeof BILLING_KINDS)[number];
export type PromotionPackage = z.infer<typeof packageSchema>;
export type WalletEntry = z.infer<typeof entrySchema>;
export type Payment = z.infer<typeof paymentSchema>;
export type BillingDetails = z.infer<typeof billingDetailsSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;
export type PurchaseRequest = z.infer<typeof purchaseRequestSchema>;

export const isPackageCode = (value: unknown): value is PackageCode =>
  typeof value === 'string' && (PACKAGE_CODES as readonly string[]).includes(value);
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuid.safeParse(value).success;
