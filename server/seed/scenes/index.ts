import type { Random } from '../random';
import { compose, type Drawer } from './kit';
import { camera, console_, desktop, games, laptop, peripherals, phone, speaker, tv } from './electronics';
import { bedroom, flat, fridge, house, office, plot, sofa, stove, table, wardrobe, washer } from './home';
import { bicycle, books, cat, coins, dog, fitness, guitar, lake, petGear, piano, skis } from './leisure';
import { bottles, dress, jacket, kidsClothes, necklace, pram, shirt, shoe, suit, toys, watch } from './personal';
import { car, carParts, motorcycle, tractor, van } from './vehicles';
import { briefcase, drill, espresso, lessons, machine, moving, mower, repairs, seedlings, sheep } from './work';

/** Every drawing by its scene name. */
export const SCENES: Readonly<Record<string, Drawer>> = {
  car, motorcycle, van, carParts, tractor, phone, laptop, desktop, peripherals, tv, speaker, camera, console: console_, games,
  fridge, washer, stove, sofa, table, wardrobe, flat, bedroom, house, office, plot, shirt, dress, jacket, suit, shoe, pram, toys,
  kidsClothes, watch, necklace, bottles, bicycle, fitness, skis, guitar, piano, books, coins, dog, cat, petGear, lake,
  briefcase, repairs, moving, lessons, machine, espresso, sheep, seedlings, mower, drill,
};

/** A subcategory's scene, with keyword rules where one subcategory sells different things (a table is not a sofa). */
const BY_SUBCATEGORY: Readonly<Record<string, string | ReadonlyArray<readonly [RegExp, string]>>> = {
  Автомобили: 'car', Мотоцикли: 'motorcycle', 'Комбиња и камиони': 'van', 'Авто делови и опрема': 'carParts',
  Станови: 'flat', Куќи: 'house', 'Деловен простор': 'office', Плацови: 'plot', 'Соби и изнајмување': 'bedroom',
  'Паметни телефони': 'phone', 'Додатоци за телефони': [[/слушалк|airpods|buds/i, 'speaker'], [/./, 'phone']],
  Лаптопи: 'laptop', 'Десктоп компјутери': 'desktop', 'Компјутерска опрема': 'peripherals',
  Телевизори: 'tv', 'Аудио опрема': 'speaker', 'Фото и видео': 'camera',
  Фрижидери: 'fridge', 'Машини за перење': 'washer', Шпорети: 'stove',
  Мебел: [[/маса|столиц|трпезар/i, 'table'], [/плакар|орман|комода|витрина/i, 'wardrobe'], [/кревет|душек/i, 'bedroom'], [/./, 'sofa']],
  Градина: 'mower', Алати: 'drill',
  'Женска облека': [[/фустан|здолниш/i, 'dress'], [/јакна|палто|бунда/i, 'jacket'], [/./, 'shirt']],
  'Машка облека': [[/одело|сако/i, 'suit'], [/јакна|палто|бунда/i, 'jacket'], [/./, 'shirt']],
  Обувки: 'shoe', Колички: 'pram', Играчки: 'toys', 'Детска облека': 'kidsClothes',
  Велосипеди: 'bicycle', Фитнес: 'fitness', 'Зимски спортови': 'skis',
  'Музички инструменти': [[/пијано|клавијатур|синтисајзер/i, 'piano'], [/./, 'guitar']], Книги: 'books', Колекционерство: 'coins',
  Кучиња: 'dog', Мачки: 'cat', 'Опрема за миленичиња': 'petGear',
  'Понуда за работа': 'briefcase', 'Барам работа': 'briefcase',
  Поправки: 'repairs', Превоз: 'moving', 'Часови и обуки': 'lessons',
  Машини: 'machine', 'Угостителска опрема': 'espresso',
  Трактори: 'tractor', Добиток: 'sheep', 'Семиња и садници': 'seedlings',
  Козметика: 'bottles', Парфеми: 'bottles', Часовници: 'watch', Накит: 'necklace',
  Конзоли: 'console', 'Видео игри': 'games', Сместување: 'lake', Аранжмани: 'lake',
};

/** The scene of a top-level category's own icon (data/categories.ts), for a subcategory without one. */
const BY_ICON: Readonly<Record<string, string>> = {
  car: 'car', home: 'flat', phone: 'phone', laptop: 'laptop', tv: 'tv', fridge: 'fridge', sofa: 'sofa', shirt: 'shirt', baby: 'pram',
  bike: 'bicycle', guitar: 'guitar', paw: 'dog', briefcase: 'briefcase', wrench: 'repairs', factory: 'machine', tractor: 'tractor',
  heart: 'bottles', watch: 'watch', gamepad: 'console', plane: 'lake',
};

/** Which scene draws a listing's photos: by its subcategory (and title), else by its category's icon. */
export function sceneFor(subcategory: string, title: string, icon: string): string {
  const rule = BY_SUBCATEGORY[subcategory];
  if (typeof rule === 'string') return rule;
  const matched = rule?.find(([pattern]) => pattern.test(title))?.[1];
  return matched ?? BY_ICON[icon] ?? 'sofa';
}

/** How many views a scene's objects get: vehicles and homes are photographed from more sides. */
export const viewsOf = (scene: string) => (['car', 'flat', 'house', 'motorcycle', 'van'].includes(scene) ? 3 : 2);

/** The SVG of one photo: object `index` of a scene, seen in `view`. */
export function sceneSvg(scene: string, random: Random, view: number): string {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`seed: no scene ${scene}`);
  return compose(draw, random, view);
}
