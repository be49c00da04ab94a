import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  Bike,
  Briefcase,
  Car,
  Factory,
  Gamepad2,
  Guitar,
  HeartPulse,
  House,
  Laptop,
  PawPrint,
  Plane,
  Refrigerator,
  Shirt,
  Smartphone,
  Sofa,
  Tag,
  Tractor,
  Tv,
  Watch,
  Wrench,
} from 'lucide-react';

/**
 * The category's icon name (the catalogue's `icon`, server/seed/data/categories.ts) drawn from the icon set
 * (docs/design.md, Icons). Imported one by one so the bundle carries these icons only; an unknown name gets a tag.
 * A chunk of its own (ui/pages/home/CategoryGrid.tsx loads it after the first render): twenty drawings are 5 KB
 * that home's first download need not carry — the circles they sit in are there from the first paint.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  car: Car,
  home: House,
  phone: Smartphone,
  laptop: Laptop,
  tv: Tv,
  fridge: Refrigerator,
  sofa: Sofa,
  shirt: Shirt,
  baby: Baby,
  bike: Bike,
  guitar: Guitar,
  paw: PawPrint,
  briefcase: Briefcase,
  wrench: Wrench,
  factory: Factory,
  tractor: Tractor,
  heart: HeartPulse,
  watch: Watch,
  gamepad: Gamepad2,
  plane: Plane,
};

/** Decorative: the category's name beside it says what it is. */
export function CategoryIcon({ name, size = 24 }: { name: string | null; size?: number }) {
  const Icon = (name && ICONS[name]) || Tag;
  return <Icon size={size} strokeWidth={1.75} aria-hidden="true" focusable="false" />;
}
