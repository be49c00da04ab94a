import { firstValueFrom } from 'rxjs';
import { hasRefusedCharacters, INVALID_CHARACTERS } from '../validation/text-input';
import { z } from '../schemas/zod-mini';
import { categoryPath } from '../routes/paths';
import { userPagePath } from '../routes/user-paths';
import { displayName } from '../format/user';
import { messageForOutcome, messageText, type Language } from '../i18n/catalogue';
import { isHttpFailure, type HttpPort } from '../ports/http';
import type { LoggerPort } from '../ports/logger';
import type { FormProblem } from '../accounts/form-problem';
import type { ReportType } from './report-types';
import { LISTING_STATUSES, type ListingStatus } from './statuses';

const isListingStatus = (value: unknown): value is ListingStatus => LISTING_STATUSES.includes(value as ListingStatus);
import { ENDPOINTS, getParsed } from './read-api';
import type { ListingDetail, Seller } from './read-model';
import { id, images, link, listingSummarySchema, str, text, toSummary } from './wire';

/*
 * The listing page's and the public user page's reads (and the report form's write): a module of their own,
 * because bundlers split by module and the home page needs none of it (home's first download).
 */

/** The owner as a listing and the user page carry them (public fields only): the home list does not read them. */
export const publicUserSchema = z.looseObject({
  id,
  slug: text,
  full_name: text,
  verified: z.nullish(z.boolean()),
  is_support: z.nullish(z.boolean()),
  user_meta: z.nullish(z.looseObject({ display_name: text, company_name: text })),
  profile_image: z.nullish(images),
  created_at: text,
});
export type WireUser = z.infer<typeof publicUserSchema>;

export const listingDetailSchema = z.extend(listingSummarySchema, {
  user: z.nullish(publicUserSchema),
  status: text,
  rejection_reason: text,
  description: text,
  images: z.nullish(z.array(images)),
  video: z.optional(z.unknown()),
  youtube_url: text,
  contact_phone: text,
  viber_phone: text,
  whatsapp_phone: text,
  brand: text,
  model: text,
  features: z.nullish(z.record(z.string(), z.unknown())),
  user_type: text,
  company_name: text,
  views: z.nullish(z.number()),
});

type WireDetail = z.infer<typeof listingDetailSchema>;

export function toSeller(user: WireUser): Seller {
  const name = displayName(user) ?? '';
  return {
    id: user.id,
    name,
    href: userPagePath({ id: user.id, slug: user.slug ?? null, full_name: user.full_name ?? null, user_meta: user.user_meta ?? null }),
    verified: user.verified === true,
    avatar: (user.profile_image as Seller['avatar']) ?? null,
    companyName: str(user.user_meta?.company_name),
    memberSince: user.created_at ?? null,
  };
}

export function toDetail(wire: WireDetail): ListingDetail {
  const features = Object.entries(wire.features ?? {})
    .filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]) && String(entry[1]).trim() !== '')
    .map(([key, value]) => ({ key, value }));
  const video = wire.video;
  const videoUrl = typeof video === 'string' ? video : video && typeof video === 'object' ? str((video as Record<string, unknown>).url) : null;
  const gallery = (wire.images ?? []) as ListingDetail['gallery'];
  return {
    ...toSummary(wire),
    slug: wire.slug,
    description: wire.description ?? '',
    categoryLink: link(wire.category, categoryPath),
    parentCategory: link(wire.subcategory?.parent, categoryPath),
    subcategory: link(wire.subcategory, categoryPath),
    brand: wire.brand ?? null,
    model: wire.model ?? null,
    region: wire.location?.region?.name ?? null,
    city: wire.location?.city?.name ?? null,
    country: wire.location?.country?.name ?? null,
    gallery: gallery.length > 0 ? gallery : wire.main_image ? [wire.main_image as ListingDetail['gallery'][number]] : [],
    video: videoUrl,
    youtubeUrl: wire.youtube_url ?? null,
    contactPhone: wire.contact_phone ?? null,
    viberPhone: wire.viber_phone ?? null,
    whatsappPhone: wire.whatsapp_phone ?? null,
    userType: wire.user_type ?? null,
    companyName: wire.company_name ?? null,
    features,
    views: wire.views ?? null,
    seller: wire.user ? toSeller(wire.user) : null,
    status: isListingStatus(wire.status) ? wire.status : 'active',
    rejectionReason: wire.rejection_reason ?? null,
  };
}

export const userPageSchema = z.looseObject({ user: publicUserSchema, active_listings: z.nullish(z.number()) });

export function fetchListing(http: HttpPort, slug: string): Promise<ListingDetail> {
  return getParsed(http, ENDPOINTS.listing(slug), listingDetailSchema, toDetail);
}

/** Counts a view for the owner's statistics (the server counts each visitor once a day); best effort, a failure is only logged. */
export function recordView(services: { http: HttpPort; logger: LoggerPort }, id: number | string): Promise<void> {
  return recordInteraction(services, ENDPOINTS.view(id), undefined, 'listing view not counted');
}

export type ContactKind = 'phone' | 'whatsapp' | 'viber';

/** Counts a use of a contact button for the owner's statistics (issue 19), like a view: best effort, only logged. */
export function recordContact(services: { http: HttpPort; logger: LoggerPort }, id: number | string, kind: ContactKind): Promise<void> {
  return recordInteraction(services, ENDPOINTS.contact(id), { kind }, 'listing contact not counted');
}

async function recordInteraction(services: { http: HttpPort; logger: LoggerPort }, path: string, body: Record<string, unknown> | undefined, failure: string): Promise<void> {
  try {
    await firstValueFrom(services.http.request({ path, method: 'POST', ...(body ? { payload: body } : {}) }));
  } catch (error) {
    services.logger.warn(failure, error);
  }
}

export interface PublicUserPage {
  id: Seller['id'];
  name: string;
  activeListings: number;
  /** docs/product/trust.md: the "Верификуван корисник" mark on the public user page. */
  verified: boolean;
}

export function fetchUserPage(http: HttpPort, slug: string): Promise<PublicUserPage> {
  return getParsed(http, ENDPOINTS.userPage(slug), userPageSchema, (wire) => ({
    id: wire.user.id,
    name: toSeller(wire.user).name,
    activeListings: wire.active_listings ?? 0,
    verified: toSeller(wire.user).verified,
  }));
}

/**
 * The report form's one rule before it is sent (docs/product/trust.md): a reason must be chosen ('Полето Причина е
 * задолжително'); the message is optional. Asked again whenever the choice changes, so the problem goes as soon as
 * it is fixed.
 */
export function reportReasonProblem(type: ReportType | '' | null): FormProblem<'type'> | null {
  return type ? null : { field: 'type', id: 'validation.fieldRequired', labelId: 'report.reason' };
}

export async function submitReport(
  services: { http: HttpPort; language: () => Language },
  report: { listingId: number | string; type: ReportType; message: string },
  token: string | null,
): Promise<{ ok: true } | { ok: false; message: string }> {
  // Core's text-input rule (validation/text-input.ts), as the server applies it: control characters are refused.
  if (hasRefusedCharacters(report.message)) return { ok: false, message: messageText(INVALID_CHARACTERS, services.language()) };
  try {
    await firstValueFrom(
      services.http.request({ path: ENDPOINTS.reports, method: 'POST', token, credentials: true, payload: { listing_id: report.listingId, type: report.type, message: report.message } }),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageForOutcome(isHttpFailure(error) ? error.body : null, { lang: services.language() }) };
  }
}
