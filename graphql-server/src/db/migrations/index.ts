// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { InitialSchema1763800000000 } from './1763800000000-initial-schema';

export const MIGRATIONS: Function[] = [InitialSchema1763800000000];
