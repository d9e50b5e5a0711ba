// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { LeadDelivery1763900000000 } from './1763900000000-lead-delivery';
import { ApiTokens1763920000000 } from './1763920000000-api-tokens';
import { RateLimits1763950000000 } from './1763950000000-rate-limits';

export const MIGRATIONS: Function[] = [InitialSchema1763800000000, LeadDelivery1763900000000, ApiTokens1763920000000, RateLimits1763950000000];
