import { useRef, useState } from 'react';
import type { RefSelectProps } from 'antd';
import {
  DEFAULT_REGION,
  DEFAULT_SIZE,
  REGIONS,
  canAddResource,
  hasReservation,
  hasSizes,
  resourceTypeById,
  type RegionId,
  type ResourceSize,
  type SimulatorItem,
} from '../../domain/simulator';

export const SIZE_LABELS: Record<ResourceSize, string> = { small: 'Small', medium: 'Medium', large: 'Large', xlarge: 'X-Large' };

export const QUANTITY_HINTS: Record<string, { label: string; placeholder: string }> = {
  'per hour': { label: 'Number of instances', placeholder: 'e.g. 4' },
  'per GB/month': { label: 'Storage in GB', placeholder: 'e.g. 500' },
  'per request': { label: 'Requests per month', placeholder: 'e.g. 1000000' },
};

export function priceHint(typeId: string | undefined): string | undefined {
  const type = typeId ? resourceTypeById(typeId) : undefined;
  if (!type) return undefined;
  const price = type.basePrice < 0.001 ? `$${type.basePrice.toFixed(7)}` : `$${type.basePrice}`;
  return `${price} ${type.priceUnit} in ${REGIONS[0].name}${hasSizes(type) ? ' for a small size' : ''}`;
}

/** The next resource being configured (local state), and the item it makes once it is complete. */
export function useResourceDraft() {
  const [resourceType, setResourceType] = useState<string | undefined>(undefined);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [size, setSize] = useState<ResourceSize>(DEFAULT_SIZE);
  const [region, setRegion] = useState<RegionId>(DEFAULT_REGION);
  const [reserved, setReserved] = useState(false);
  const typeSelect = useRef<RefSelectProps>(null);

  const type = resourceType ? resourceTypeById(resourceType) : undefined;
  const draftReady = canAddResource({ resourceType, quantity });
  const draftItem: SimulatorItem | undefined =
    draftReady && type
      ? {
          resourceType: type.id,
          quantity: quantity as number,
          region,
          reserved: hasReservation(type) && reserved,
          ...(hasSizes(type) ? { size } : {}),
        }
      : undefined;

  /** SPEC §4: adding clears the type and quantity but keeps the chosen region. */
  const clear = () => {
    setResourceType(undefined);
    setQuantity(null);
    setSize(DEFAULT_SIZE);
    setReserved(false);
    typeSelect.current?.focus();
  };

  return {
    resourceType,
    setResourceType,
    quantity,
    setQuantity,
    size,
    setSize,
    region,
    setRegion,
    reserved,
    setReserved,
    typeSelect,
    type,
    draftReady,
    draftItem,
    clear,
  };
}

export type ResourceDraft = ReturnType<typeof useResourceDraft>;
