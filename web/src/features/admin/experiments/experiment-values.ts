// What the experiment editor offers of a block (issue 32, decision 0069): its top-level text fields
// and its calls to action's labels, each a field a variant may override; and how the editor's
// answers become the variant's `fields` (the server checks the merged block with the block's schema).

export type BlockData = Record<string, unknown>;

/** Keys a variant never changes (the server refuses type and anchor; the rest are not copy). */
const NOT_COPY = new Set(['type', 'anchor', 'visual', 'form', 'layout', 'style', 'icon', 'target']);

export interface CopyField {
  /** `headline`, or `ctas.1.label` / `cta.label` for a call to action's label. */
  path: string;
  label: string;
  current: string;
}

const titleOf = (key: string) => key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

/** The block's copy a variant may change. */
export function copyFields(block: BlockData | undefined): CopyField[] {
  if (!block) return [];
  const fields: CopyField[] = [];
  for (const [key, value] of Object.entries(block)) {
    if (NOT_COPY.has(key)) continue;
    if (typeof value === 'string') fields.push({ path: key, label: titleOf(key), current: value });
    else if (Array.isArray(value) && key === 'ctas') {
      value.forEach((cta, index) => {
        const label = (cta as { label?: unknown }).label;
        if (typeof label === 'string') fields.push({ path: `ctas.${index}.label`, label: `Call to action ${index + 1}`, current: label });
      });
    } else if (value && typeof value === 'object' && key === 'cta') {
      const label = (value as { label?: unknown }).label;
      if (typeof label === 'string') fields.push({ path: 'cta.label', label: 'Call to action', current: label });
    }
  }
  return fields;
}

/**
 * The variant's `fields` from the editor's answers (path → new text; empty: unchanged). A changed
 * CTA label overrides the whole `ctas` list (or `cta`), the other entries as they are.
 */
export function variantFields(block: BlockData, answers: Record<string, string>): BlockData {
  const fields: BlockData = {};
  for (const [path, raw] of Object.entries(answers)) {
    const value = raw.trim();
    if (!value) continue;
    const parts = path.split('.');
    if (parts.length === 1) fields[path] = value;
    else if (parts[0] === 'ctas') {
      const list = ((fields.ctas as BlockData[] | undefined) ?? (block.ctas as BlockData[]).map((cta) => ({ ...cta }))) as BlockData[];
      list[Number(parts[1])] = { ...list[Number(parts[1])], label: value };
      fields.ctas = list;
    } else if (parts[0] === 'cta') fields.cta = { ...(block.cta as BlockData), label: value };
  }
  return fields;
}

export const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
