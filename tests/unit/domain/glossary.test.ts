// SPEC §1 glossary and §3 'Glossary entry: term, definition'.
import { GLOSSARY, GLOSSARY_KEYS, createUnknownKeyWarner, glossaryEntry, isGlossaryKey } from '../../../web/src/domain/glossary';

const SPEC_KEYS = [
  'finops',
  'cloudFinancialManagement',
  'costOptimization',
  'showback',
  'chargeback',
  'reservedInstances',
  'savingsPlans',
  'resourceUtilization',
  'tagManagement',
  'cloudWaste',
  'budgetManagement',
  'costAnomaly',
  'multiCloud',
  'rightSizing',
  'spotInstances',
];

describe('glossary', () => {
  it('has exactly the 15 keys of the spec, in its order', () => {
    expect(GLOSSARY_KEYS).toEqual(SPEC_KEYS);
    expect(GLOSSARY_KEYS).toHaveLength(15);
  });

  it.each(SPEC_KEYS)('%s has a non-empty term and definition', (key) => {
    const entry = glossaryEntry(key);
    expect(entry).toBeDefined();
    expect(Object.keys(entry!).sort()).toEqual(['definition', 'term']);
    expect(entry!.term.trim()).not.toBe('');
    expect(entry!.definition.trim().length).toBeGreaterThan(40);
    // A definition explains the term; it does not just repeat it.
    expect(entry!.definition.toLowerCase()).not.toBe(entry!.term.toLowerCase());
  });

  it('terms are unique', () => {
    const terms = Object.values(GLOSSARY).map((entry) => entry.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('FinOps is spelt as the spec spells it', () => {
    expect(GLOSSARY.finops.term).toBe('FinOps');
  });

  it('an unknown key has no entry', () => {
    expect(isGlossaryKey('kubernetes')).toBe(false);
    expect(glossaryEntry('kubernetes')).toBeUndefined();
    // Keys of Object.prototype are not glossary keys either.
    expect(isGlossaryKey('toString')).toBe(false);
    expect(glossaryEntry('constructor')).toBeUndefined();
  });

  it('an unknown key is reported once per key, however often it is used', () => {
    const warn = jest.fn();
    const warnUnknown = createUnknownKeyWarner(warn);
    warnUnknown('kubernetes');
    warnUnknown('kubernetes');
    warnUnknown('kubernetes');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"kubernetes"'));
    warnUnknown('finOps');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
