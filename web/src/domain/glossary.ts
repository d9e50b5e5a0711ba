// The FinOps glossary of SPEC §1: 15 terms, each a display term and a plain-language definition.
// Pure data (no React), kept in schema/glossary.ts: the seed of the page `glossary` (issue 31).

import { GLOSSARY, type GlossaryEntry } from '../../../schema/glossary';

export { GLOSSARY, type GlossaryEntry };

export type GlossaryKey = keyof typeof GLOSSARY;

export const GLOSSARY_KEYS = Object.keys(GLOSSARY) as GlossaryKey[];

export function isGlossaryKey(key: string): key is GlossaryKey {
  return Object.prototype.hasOwnProperty.call(GLOSSARY, key);
}

/** The entry for a key, or undefined for a key the glossary does not know. */
export function glossaryEntry(key: string): GlossaryEntry | undefined {
  return isGlossaryKey(key) ? GLOSSARY[key] : undefined;
}

/**
 * A function that reports an unknown glossary key once per key, however many times it is called
 * (SPEC §1: an unknown key renders as plain text and only a console warning is emitted).
 */
export function createUnknownKeyWarner(warn: (message: string) => void = console.warn): (key: string) => void {
  const warned = new Set<string>();
  return (key) => {
    if (warned.has(key)) return;
    warned.add(key);
    warn(`GlossaryTerm: unknown glossary key "${key}"; rendering it as plain text.`);
  };
}
