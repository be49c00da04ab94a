import { attributeFamily } from '../../core/listings/attributes';
import { slugify } from '../text/slug';
import type { Random } from './random';

/** Subcategories whose listings are parts or accessories, not the thing itself: no year, size or rooms. */
const ACCESSORIES = new Set(['Авто делови и опрема', 'Додатоци за телефони', 'Компјутерска опрема']);

/**
 * A seeded listing's details, typed and drawn from the definitions the wizard and the filters use
 * (core/listings/attributes.ts), with realistic spreads: cars of 2004–2023 with mileage growing with age, flats of
 * 25–220 m², phones of 32–512 GB. So a seeded marketplace can be filtered as a real one can.
 */
export function seededDetails(random: Random, topName: string, subName: string): Record<string, string | number> {
  const family = attributeFamily(slugify(topName));
  const condition = random.next() < 0.2 ? 'new' : 'used';
  if (ACCESSORIES.has(subName)) return family === 'general' ? {} : { condition };
  switch (family) {
    case 'vehicles': {
      const year = random.int(2004, 2023);
      const age = 2024 - year;
      return {
        year,
        mileage_km: Math.max(5, random.int(age * 8, age * 22)) * 1000,
        fuel: random.pick(['diesel', 'diesel', 'petrol', 'petrol', 'hybrid', 'lpg', 'electric']),
        gearbox: random.next() < 0.35 ? 'automatic' : 'manual',
        body: subName === 'Комбиња и камиони' ? random.pick(['van', 'pickup']) : random.pick(['sedan', 'hatchback', 'estate', 'suv', 'coupe']),
        condition: year >= 2023 && random.next() < 0.5 ? 'new' : 'used',
      };
    }
    case 'realEstate': {
      const rooms = random.int(1, 5);
      return {
        area_m2: random.int(20 + rooms * 15, 40 + rooms * 35),
        rooms,
        floor: random.int(0, 12),
        heating: random.pick(['central', 'central', 'electric', 'wood', 'heat_pump', 'gas']),
        furnished: random.pick(['furnished', 'partly', 'unfurnished']),
      };
    }
    case 'phones':
      return { storage_gb: random.pick([32, 64, 128, 256, 512]), memory_gb: random.pick([3, 4, 6, 8, 12]), condition };
    case 'computers':
      return { memory_gb: random.pick([4, 8, 16, 32, 64]), storage_gb: random.pick([128, 256, 512, 1024, 2048]), condition };
    case 'clothes':
      return { size: random.pick(['xs', 's', 'm', 'm', 'l', 'l', 'xl', 'xxl']), condition };
    default:
      return { condition };
  }
}
