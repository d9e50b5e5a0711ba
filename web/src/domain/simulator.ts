// Cloud cost simulator (SPEC §3 "Cloud resource type", §4/§5 "Simulator", §9 "Simulator"):
// the price table, per-item cost and optimization, the simulation total and shareable URL state.
import { roundTo } from './rounding';
import { onFirstUse } from './first-use';

export type RegionId = 'us-east-1' | 'us-west-1' | 'eu-west-1' | 'eu-central-1' | 'ap-southeast-1' | 'ap-northeast-1';

export interface Region {
  readonly id: RegionId;
  readonly name: string;
}

export const REGIONS: readonly Region[] = [
  { id: 'us-east-1', name: 'US East (N. Virginia)' },
  { id: 'us-west-1', name: 'US West (N. California)' },
  { id: 'eu-west-1', name: 'EU West (Ireland)' },
  { id: 'eu-central-1', name: 'EU Central (Frankfurt)' },
  { id: 'ap-southeast-1', name: 'Asia Pacific (Singapore)' },
  { id: 'ap-northeast-1', name: 'Asia Pacific (Tokyo)' },
];

/** The default region, and the cheapest one: the region optimization moves items to. */
export const DEFAULT_REGION: RegionId = 'us-east-1';

export type ResourceSize = 'small' | 'medium' | 'large' | 'xlarge';
type PriceUnit = 'per hour' | 'per GB/month' | 'per request';
type ResourceTypeId = 'ec2' | 's3' | 'rds' | 'lambda';

export interface CloudResourceType {
  readonly id: ResourceTypeId;
  readonly name: string;
  readonly basePrice: number;
  readonly priceUnit: PriceUnit;
  /** Keyed by region, in REGIONS order. */
  readonly priceMultipliers: Readonly<Record<RegionId, number>>;
  /** Only for types that come in sizes; the Size field is shown only then. */
  readonly sizeOptions?: readonly ResourceSize[];
  /** Fraction off when reserved; the Reserved switch is shown only when it is above 0. */
  readonly reservationDiscount?: number;
}

const SIZE_OPTIONS: readonly ResourceSize[] = ['small', 'medium', 'large', 'xlarge'];

export const SIZE_FACTORS: Readonly<Record<ResourceSize, number>> = { small: 1, medium: 2, large: 4, xlarge: 8 };

/** A sized item without a size is priced as the smallest size. */
export const DEFAULT_SIZE: ResourceSize = 'small';

function multipliers(values: readonly [number, number, number, number, number, number]): Record<RegionId, number> {
  return Object.fromEntries(REGIONS.map((region, index) => [region.id, values[index]])) as Record<RegionId, number>;
}

/** SPEC §9 "Resource types", row for row. */
export const RESOURCE_TYPES: readonly CloudResourceType[] = [
  {
    id: 'ec2',
    name: 'Compute Instances',
    basePrice: 0.0464,
    priceUnit: 'per hour',
    reservationDiscount: 0.4,
    sizeOptions: SIZE_OPTIONS,
    priceMultipliers: multipliers([1, 1.2, 1.1, 1.15, 1.25, 1.3]),
  },
  {
    id: 's3',
    name: 'Storage',
    basePrice: 0.023,
    priceUnit: 'per GB/month',
    reservationDiscount: 0,
    priceMultipliers: multipliers([1, 1.1, 1.05, 1.1, 1.15, 1.2]),
  },
  {
    id: 'rds',
    name: 'Database',
    basePrice: 0.115,
    priceUnit: 'per hour',
    reservationDiscount: 0.35,
    sizeOptions: SIZE_OPTIONS,
    priceMultipliers: multipliers([1, 1.25, 1.15, 1.2, 1.3, 1.35]),
  },
  {
    id: 'lambda',
    name: 'Serverless Functions',
    basePrice: 0.0000002,
    priceUnit: 'per request',
    priceMultipliers: multipliers([1, 1.1, 1.05, 1.1, 1.15, 1.2]),
  },
];

/** Hourly prices are turned into monthly ones with 730 hours a month. */
export const HOURS_PER_MONTH = 730;
/**
 * Simulator amounts keep 10 decimals: fine enough for a per-request price (0.0000002) and
 * coarse enough to drop binary noise (40.64639999999999 -> 40.6464). Display rounds to cents.
 */
const AMOUNT_DECIMALS = 10;

function amount(value: number): number {
  return roundTo(value, AMOUNT_DECIMALS);
}

/** Optimized cost of a large or xlarge item after right-sizing. */
const RIGHT_SIZING_FACTOR = 0.85;
const RIGHT_SIZED_SIZES: readonly ResourceSize[] = ['large', 'xlarge'];

export const GENERIC_RECOMMENDATIONS: readonly string[] = [
  'Implement automated scaling so that capacity matches actual demand instead of peak load',
  'Set up lifecycle policies to clean up unused resources such as stale snapshots, old logs and orphaned volumes',
];

export interface SimulatorItem {
  resourceType: ResourceTypeId;
  /** Instances, GB or requests, depending on the type's unit; a whole number of at least 1. */
  quantity: number;
  region: RegionId;
  /** Ignored for types without a reservation discount (s3, lambda). */
  reserved: boolean;
  /** Ignored for types without sizes. */
  size?: ResourceSize;
}

export interface ItemOptimization {
  optimizedCost: number;
  recommendations: string[];
}

export interface SimulationResult {
  currentMonthlyCost: number;
  optimizedMonthlyCost: number;
  savingsAmount: number;
  /** Percent of the current cost, one decimal; 0 when the current cost is 0. */
  savingsPercentage: number;
  /** savingsAmount x 12. */
  annualSavings: number;
  recommendations: string[];
}

export function resourceTypeById(id: string): CloudResourceType | undefined {
  return RESOURCE_TYPES.find((type) => type.id === id);
}

export function regionById(id: string): Region | undefined {
  return REGIONS.find((region) => region.id === id);
}

/** Whether the Size field applies to this type. */
export function hasSizes(type: CloudResourceType): boolean {
  return (type.sizeOptions?.length ?? 0) > 0;
}

/** The reservation discount when the Reserved switch applies (above 0), otherwise 0. */
export function reservationDiscountOf(type: CloudResourceType): number {
  return type.reservationDiscount !== undefined && type.reservationDiscount > 0 ? type.reservationDiscount : 0;
}

/** Whether the Reserved/Committed Usage switch applies to this type. */
export function hasReservation(type: CloudResourceType): boolean {
  return reservationDiscountOf(type) > 0;
}

function regionalMultiplier(type: CloudResourceType, region: string): number {
  return regionById(region) ? type.priceMultipliers[region as RegionId] : 1;
}

function sizeFactor(type: CloudResourceType, size: ResourceSize | undefined): number {
  return hasSizes(type) ? SIZE_FACTORS[size ?? DEFAULT_SIZE] : 1;
}

/**
 * base price x quantity x regional multiplier x size factor (sized types only)
 * x (1 - discount) when reserved and a discount exists, x 730 for hourly prices.
 * Not rounded to cents: a few thousand requests cost fractions of a cent (see AMOUNT_DECIMALS).
 */
export function monthlyCost(item: SimulatorItem): number {
  const type = resourceTypeById(item.resourceType);
  if (!type) return 0;
  let cost = type.basePrice * item.quantity * regionalMultiplier(type, item.region) * sizeFactor(type, item.size);
  const discount = reservationDiscountOf(type);
  if (item.reserved && discount > 0) cost *= 1 - discount;
  if (type.priceUnit.includes('hour')) cost *= HOURS_PER_MONTH;
  return amount(cost);
}

function percentText(fraction: number): string {
  return `${roundTo(fraction * 100, 0)}%`;
}

/**
 * The optimized cost of one item and the recommendations behind it, in this order:
 * reserve (when not reserved and a discount exists), right-size (large or xlarge),
 * move to us-east-1 (removing the share of the price above the us-east-1 price).
 */
export function optimizeItem(item: SimulatorItem): ItemOptimization {
  const type = resourceTypeById(item.resourceType);
  if (!type) return { optimizedCost: 0, recommendations: [] };
  let cost = monthlyCost(item);
  const recommendations: string[] = [];

  const discount = reservationDiscountOf(type);
  if (!item.reserved && discount > 0) {
    cost *= 1 - discount;
    recommendations.push(`Use reserved instances for ${type.name} to save ${percentText(discount)}`);
  }

  if (hasSizes(type) && item.size && RIGHT_SIZED_SIZES.includes(item.size)) {
    cost *= RIGHT_SIZING_FACTOR;
    recommendations.push(
      `Right-size ${item.size} ${type.name} to a smaller size that matches actual utilization to save about ${percentText(1 - RIGHT_SIZING_FACTOR)}`,
    );
  }

  const multiplier = regionalMultiplier(type, item.region);
  const baseline = type.priceMultipliers[DEFAULT_REGION];
  // Only a region dearer than us-east-1 has anything to gain (all of them, in the table).
  if (item.region !== DEFAULT_REGION && multiplier > baseline) {
    const premium = (multiplier - baseline) / multiplier;
    cost -= cost * premium;
    const from = regionById(item.region)?.name ?? item.region;
    const to = regionById(DEFAULT_REGION)?.name ?? DEFAULT_REGION;
    recommendations.push(
      `Consider running ${type.name} in the lower-cost ${to} region instead of ${from} to save about ${percentText(premium)}`,
    );
  }

  return { optimizedCost: amount(cost), recommendations };
}

/** Totals over all items; recommendations de-duplicated in first-seen order. */
export function runSimulation(items: readonly SimulatorItem[]): SimulationResult {
  let currentMonthlyCost = 0;
  let optimizedMonthlyCost = 0;
  const recommendations = new Set<string>();
  for (const item of items) {
    currentMonthlyCost += monthlyCost(item);
    const optimization = optimizeItem(item);
    optimizedMonthlyCost += optimization.optimizedCost;
    optimization.recommendations.forEach((text) => recommendations.add(text));
  }
  if (items.length > 0) GENERIC_RECOMMENDATIONS.forEach((text) => recommendations.add(text));
  currentMonthlyCost = amount(currentMonthlyCost);
  optimizedMonthlyCost = amount(optimizedMonthlyCost);
  const savingsAmount = amount(currentMonthlyCost - optimizedMonthlyCost);
  return {
    currentMonthlyCost,
    optimizedMonthlyCost,
    savingsAmount,
    savingsPercentage: currentMonthlyCost > 0 ? roundTo((savingsAmount / currentMonthlyCost) * 100, 1) : 0,
    annualSavings: amount(savingsAmount * 12),
    recommendations: [...recommendations],
  };
}

// Configure-tab rules (SPEC §5 "Simulator", §4 "Simulator").

export interface ResourceDraft {
  resourceType?: string | null;
  quantity?: number | null;
}

/** Add Resource is enabled once a known type is chosen and quantity is a whole number >= 1. */
export function canAddResource(draft: ResourceDraft): boolean {
  return (
    typeof draft.resourceType === 'string' &&
    resourceTypeById(draft.resourceType) !== undefined &&
    typeof draft.quantity === 'number' &&
    Number.isSafeInteger(draft.quantity) &&
    draft.quantity >= 1
  );
}

/** Run Cost Simulation is enabled with at least one item. */
export function canRunSimulation(items: readonly SimulatorItem[]): boolean {
  return items.length > 0;
}

/** Removes the item at `index` (SPEC §4: removing deletes the item at that position). */
export function removeItemAt(items: readonly SimulatorItem[], index: number): SimulatorItem[] {
  return items.filter((_item, position) => position !== index);
}

/**
 * Width of the Projected Annual Savings bar, in percent. 100% stands for the whole annual
 * current cost (current monthly x 12), so the bar shows the share of the yearly bill saved;
 * it is capped to 0-100 and 0 when there is no current cost.
 */
export function annualSavingsBarWidth(annualSavings: number, currentMonthlyCost: number): number {
  const annualCost = currentMonthlyCost * 12;
  if (!(annualCost > 0) || !(annualSavings > 0)) return 0;
  return Math.min(100, roundTo((annualSavings / annualCost) * 100, 1));
}

const COST = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Simulator amounts in dollars and cents: 44.71104 -> '$44.71'. */
export function formatCost(amount: number): string {
  return COST().format(amount);
}

/** savingsPercentage with its one decimal: 9.1 -> '9.1%'. */
export function formatSavingsPercentage(percentage: number): string {
  return `${percentage.toFixed(1)}%`;
}

// Shareable scenario in the URL (for example /simulator?scenario=...).

export const SCENARIO_PARAM = 'scenario';
/** Decoding keeps at most this many items, so a crafted link cannot flood the page. */
export const MAX_SCENARIO_ITEMS = 50;

const ITEM_SEPARATOR = '_';
const FIELD_SEPARATOR = '.';
/** Up to 15 digits keeps the quantity a safe integer. */
const QUANTITY_PATTERN = /^[1-9][0-9]{0,14}$/;

/**
 * One token per item, joined by '_': type.quantity.region.reserved(1|0)[.size], for example
 * 'ec2.2.eu-west-1.1.medium_s3.500.us-east-1.0'. Only unreserved URL characters are used,
 * so the text goes into a query string without escaping.
 */
export function encodeScenario(items: readonly SimulatorItem[]): string {
  return items
    .map((item) => {
      const fields = [item.resourceType, String(item.quantity), item.region, item.reserved ? '1' : '0'];
      const type = resourceTypeById(item.resourceType);
      if (type && hasSizes(type) && item.size) fields.push(item.size);
      return fields.join(FIELD_SEPARATOR);
    })
    .join(ITEM_SEPARATOR);
}

function decodeItem(token: string): SimulatorItem | undefined {
  const [typeId, quantityText, regionId, reservedText, sizeText, ...rest] = token.split(FIELD_SEPARATOR);
  if (rest.length > 0) return undefined;
  const type = resourceTypeById(typeId ?? '');
  const region = regionById(regionId ?? '');
  if (!type || !region || !QUANTITY_PATTERN.test(quantityText ?? '')) return undefined;
  if (reservedText !== '0' && reservedText !== '1') return undefined;
  const item: SimulatorItem = {
    resourceType: type.id,
    quantity: Number(quantityText),
    region: region.id,
    reserved: reservedText === '1',
  };
  if (sizeText !== undefined && hasSizes(type)) {
    const size = type.sizeOptions?.find((option) => option === sizeText);
    if (!size) return undefined;
    item.size = size;
  }
  // A size on a type without sizes is meaningless, so it is dropped rather than rejected.
  return item;
}

/** Reads encodeScenario's text back. Never throws: invalid tokens are skipped. */
export function decodeScenario(text: unknown): SimulatorItem[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const items: SimulatorItem[] = [];
  for (const token of text.trim().split(ITEM_SEPARATOR)) {
    const item = decodeItem(token);
    if (item) items.push(item);
    if (items.length >= MAX_SCENARIO_ITEMS) break;
  }
  return items;
}
