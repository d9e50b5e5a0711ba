// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ApiTokens1763900000000 } from './1763900000000-api-tokens';

export const MIGRATIONS: Function[] = [InitialSchema1763800000000, ApiTokens1763900000000];
