// SPEC §2 "Interactive framework page", §3 "Lifecycle phase" / "Principle", §4 "Framework page".
import {
  CORE_PRINCIPLES,
  LIFECYCLE_PHASES,
  LIFECYCLE_ROTATION_SECONDS,
  PRINCIPLE_TOOLTIP,
  diagramPoint,
  isSelected,
  phaseById,
  phaseTooltip,
  principleById,
  toggleSelection,
  type FrameworkSelection,
} from '../../../web/src/domain/framework';

/** WCAG relative-luminance contrast of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('lifecycle phases', () => {
  it('are the four phases of the spec, in order', () => {
    expect(LIFECYCLE_PHASES.map((phase) => [phase.id, phase.title])).toEqual([
      ['inform', 'Understand / Inform / Plan'],
      ['execute', 'Execute Change'],
      ['operate', 'Operate and Monitor'],
      ['business', 'Business Integration'],
    ]);
  });

  it.each(LIFECYCLE_PHASES.map((phase) => [phase.id, phase] as const))('%s has the full shape', (_id, phase) => {
    expect(Object.keys(phase).sort()).toEqual(['activities', 'color', 'description', 'id', 'position', 'title', 'tools']);
    expect(phase.description.length).toBeGreaterThan(80);
    expect(phase.activities.length).toBeGreaterThanOrEqual(4);
    expect(phase.tools.length).toBeGreaterThanOrEqual(3);
    for (const text of [...phase.activities, ...phase.tools]) expect(text.trim()).toBe(text);
    expect(new Set(phase.activities).size).toBe(phase.activities.length);
    expect(phase.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastWithWhite(phase.color)).toBeGreaterThanOrEqual(4.5);
  });

  it('sit a quarter turn apart around the circle', () => {
    expect(LIFECYCLE_PHASES.map((phase) => phase.position)).toEqual([0, 90, 180, 270]);
  });

  it('rotate once every 30 seconds when animated', () => {
    expect(LIFECYCLE_ROTATION_SECONDS).toBe(30);
  });
});

describe('core principles', () => {
  it('are the six principles of the spec', () => {
    expect(CORE_PRINCIPLES.map((principle) => principle.id)).toEqual([
      'teams',
      'ownership',
      'value',
      'reporting',
      'decisions',
      'accessible',
    ]);
  });

  it.each(CORE_PRINCIPLES.map((principle) => [principle.id, principle] as const))('%s has the full shape', (_id, principle) => {
    expect(Object.keys(principle).sort()).toEqual(['color', 'description', 'id', 'position', 'practices', 'shortTitle', 'title']);
    expect(principle.title.length).toBeGreaterThan(10);
    expect(principle.shortTitle.length).toBeLessThanOrEqual(22);
    expect(principle.description.length).toBeGreaterThan(80);
    expect(principle.practices.length).toBeGreaterThanOrEqual(3);
    expect(contrastWithWhite(principle.color)).toBeGreaterThanOrEqual(4.5);
  });

  it('are spread evenly around the circle, each with its own title', () => {
    expect(CORE_PRINCIPLES.map((principle) => principle.position)).toEqual([0, 60, 120, 180, 240, 300]);
    expect(new Set(CORE_PRINCIPLES.map((principle) => principle.title)).size).toBe(6);
  });
});

describe('tooltips', () => {
  it("read 'Click to explore {phase title}' and 'Click to learn about this principle'", () => {
    expect(phaseTooltip(LIFECYCLE_PHASES[0])).toBe('Click to explore Understand / Inform / Plan');
    expect(phaseTooltip(LIFECYCLE_PHASES[2])).toBe('Click to explore Operate and Monitor');
    expect(PRINCIPLE_TOOLTIP).toBe('Click to learn about this principle');
  });
});

describe('selection: one item at a time across both sections', () => {
  it('selects, replaces and closes on a second click', () => {
    let selection: FrameworkSelection = null;
    selection = toggleSelection(selection, { kind: 'phase', id: 'inform' });
    expect(selection).toEqual({ kind: 'phase', id: 'inform' });
    selection = toggleSelection(selection, { kind: 'principle', id: 'teams' });
    expect(selection).toEqual({ kind: 'principle', id: 'teams' });
    expect(isSelected(selection, 'phase', 'inform')).toBe(false);
    expect(isSelected(selection, 'principle', 'teams')).toBe(true);
    selection = toggleSelection(selection, { kind: 'principle', id: 'teams' });
    expect(selection).toBeNull();
  });

  it('tells a phase from a principle with the same position', () => {
    const selection = toggleSelection(null, { kind: 'phase', id: 'execute' });
    expect(isSelected(selection, 'principle', 'execute')).toBe(false);
  });
});

describe('lookups and geometry', () => {
  it('finds items by id', () => {
    expect(phaseById('operate')?.title).toBe('Operate and Monitor');
    expect(phaseById('nope')).toBeUndefined();
    expect(principleById('value')?.id).toBe('value');
    expect(principleById('constructor')).toBeUndefined();
  });

  it('places positions clockwise from the top', () => {
    expect(diagramPoint(0, 40)).toEqual({ left: 50, top: 10 });
    expect(diagramPoint(90, 40)).toEqual({ left: 90, top: 50 });
    expect(diagramPoint(180, 40)).toEqual({ left: 50, top: 90 });
    expect(diagramPoint(270, 40)).toEqual({ left: 10, top: 50 });
  });
});
