import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_init';
import * as m0002 from './0002_accounts_and_listings';
import * as m0010 from './0010_chat';
import * as m0020 from './0020_listing_search_trigrams';
import * as m0030 from './0030_login_throttle';
import * as m0031 from './0031_token_revocation';
import * as m0032 from './0032_phone_only_accounts';
import * as m0033 from './0033_account_deletion';
import * as m0034 from './0034_listing_read_indexes';
import * as m0035 from './0035_listing_view_visitors';
import * as m0036 from './0036_admin_audit';
import * as m0037 from './0037_listing_contacts';
import * as m0040 from './0040_payments_ledger';
import * as m0041 from './0041_promotions_invoices';
import * as m0050 from './0050_catalogue_version';
import * as m0051 from './0051_subcategory_price_indexes';
import * as m0052 from './0052_chat_list_reads';
import * as m0055 from './0055_search_words';
import * as m0045 from './0045_user_language';
import * as m0060 from './0060_refunds_and_late_captures';
import * as m0070 from './0070_albanian_names';
import * as m0075 from './0075_promotion_kinds';
import * as m0080 from './0080_promoted_by_category';
import * as m0085 from './0085_login_throttle_by_identifier';
import * as m0090 from './0090_listing_slugs';
import * as m0095 from './0095_saved_searches';
import * as m0100 from './0100_trust';
import * as m0101 from './0101_ratings';
import * as m0105 from './0105_social_sign_in';
import * as m0110 from './0110_saved_search_seller';
import * as m0112 from './0112_listing_public_price';
import * as m0113 from './0113_saved_search_stop_words';
import * as m0114 from './0114_listing_details_index';
import * as m0115 from './0115_category_place_price_index';

/** Add each new migration file here, in order. Names sort lexically. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_accounts_and_listings': m0002,
  '0010_chat': m0010,
  '0020_listing_search_trigrams': m0020,
  '0030_login_throttle': m0030,
  '0031_token_revocation': m0031,
  '0032_phone_only_accounts': m0032,
  '0033_account_deletion': m0033,
  '0034_listing_read_indexes': m0034,
  '0035_listing_view_visitors': m0035,
  '0036_admin_audit': m0036,
  '0037_listing_contacts': m0037,
  '0040_payments_ledger': m0040,
  '0041_promotions_invoices': m0041,
  '0050_catalogue_version': m0050,
  '0051_subcategory_price_indexes': m0051,
  '0052_chat_list_reads': m0052,
  '0055_search_words': m0055,
  '0045_user_language': m0045,
  '0060_refunds_and_late_captures': m0060,
  '0070_albanian_names': m0070,
  '0075_promotion_kinds': m0075,
  '0080_promoted_by_category': m0080,
  '0085_login_throttle_by_identifier': m0085,
  '0090_listing_slugs': m0090,
  '0095_saved_searches': m0095,
  '0100_trust': m0100,
  '0101_ratings': m0101,
  '0105_social_sign_in': m0105,
  '0110_saved_search_seller': m0110,
  '0112_listing_public_price': m0112,
  '0113_saved_search_stop_words': m0113,
  '0114_listing_details_index': m0114,
  '0115_category_place_price_index': m0115,
};
