import type { MessageId } from '../i18n/catalogue';
import type { HttpPort } from '../ports/http';
import { MONEY_PATHS, moneyCall } from './money-api';
import { packagesResponseSchema, type PackageCode, type PackageKind, type PromotionPackage } from './types';

/** A package as the boost screen shows it: the wire package with its name and what it does, from the catalogue. */
export interface PackageOption extends PromotionPackage {
  nameId: MessageId;
  descriptionId: MessageId;
}

const NAME: Record<PackageCode, MessageId> = {
  'top-3': 'boost.package.top-3',
  'top-7': 'boost.package.top-7',
  'top-14': 'boost.package.top-14',
  'highlight-7': 'boost.package.highlight-7',
  'showcase-7': 'boost.package.showcase-7',
};

const DOES: Record<PackageKind, MessageId> = {
  top: 'boost.kind.top',
  highlight: 'boost.kind.highlight',
  showcase: 'boost.kind.showcase',
};

export function toPackageOption(wire: PromotionPackage): PackageOption {
  return { ...wire, nameId: NAME[wire.code], descriptionId: DOES[wire.kind] };
}

/** GET /api/promotion/packages (public): the packages in the server's order. */
export async function fetchPackages(http: HttpPort): Promise<PackageOption[]> {
  const body = await moneyCall(http, MONEY_PATHS.packages, packagesResponseSchema);
  return body.data.map(toPackageOption);
}

/** A package's EUR price (integer cents) in euros, for display beside the denars: never charged. */
export const eurosOf = (cents: number): number => cents / 100;
