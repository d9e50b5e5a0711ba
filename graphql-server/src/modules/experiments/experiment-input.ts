// What an editor sends to make or change an experiment (issue 32, decision 0069), checked whole
// before anything is written. Errors name the field: `variants.0.fields.headline`, `controlWeight`…
import { z } from 'zod';
import { ANALYTICS_EVENTS } from '../../../../schema/analytics-events';
import { fieldErrorsFromZod, validateBlock, type Block, type BlockFieldError } from '../../../../schema/validation/page-blocks';
import type { ExperimentArm } from './experiment.entity';

const MAX_VARIANTS = 4;
const ARM_KEYS = ['control', 'b', 'c', 'd', 'e'] as const;

/** Events an experiment may count as its goal (a lead is goal `lead`). */
const GOAL_EVENTS = Object.keys(ANALYTICS_EVENTS).filter((name) => name !== 'pageview');

export const experimentInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the experiment a name.').max(120, 'At most 120 characters.'),
  pageId: z.string().uuid('Choose a page.'),
  blockIndex: z.number().int('A block’s position.').min(0, 'A block’s position.').max(59, 'A block’s position.'),
  controlWeight: z.number().int('Whole percent.').min(1, 'At least 1%.').max(99, 'At most 99%.'),
  variants: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1, 'Give the variant a name.').max(60, 'At most 60 characters.'),
        weight: z.number().int('Whole percent.').min(1, 'At least 1%.').max(99, 'At most 99%.'),
        fields: z.record(z.string(), z.unknown()),
      }),
    )
    .min(1, 'Add at least one variant.')
    .max(MAX_VARIANTS, `At most ${MAX_VARIANTS} variants.`),
  goal: z.enum(['lead', 'event'], { message: 'The goal is a lead (lead) or an event (event).' }),
  goalEvent: z.string().nullish(),
  minVisitorsPerArm: z.number().int('A whole number.').min(10, 'At least 10.').max(1_000_000, 'At most 1,000,000.').optional(),
});

export type ExperimentInput = z.output<typeof experimentInputSchema>;

/** The input's shape, weights and goal; the variants' fields against the block come later (checkArms). */
export function checkExperimentInput(input: unknown): { ok: true; value: ExperimentInput } | { ok: false; errors: BlockFieldError[] } {
  const parsed = experimentInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromZod(parsed.error) };
  const value = parsed.data;
  const errors: BlockFieldError[] = [];
  const total = value.controlWeight + value.variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total !== 100) errors.push({ field: 'controlWeight', message: `The traffic split adds up to ${total}%, not 100%.` });
  if (value.goal === 'event' && !GOAL_EVENTS.includes(value.goalEvent ?? '')) {
    errors.push({ field: 'goalEvent', message: `The goal event is one of ${GOAL_EVENTS.join(', ')}.` });
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** Control and the variants, each variant's fields merged over the block and checked by the block's own schema. */
export function checkArms(
  value: ExperimentInput,
  block: Block,
): { ok: true; arms: ExperimentArm[] } | { ok: false; errors: BlockFieldError[] } {
  const errors: BlockFieldError[] = [];
  const arms: ExperimentArm[] = [{ key: 'control', name: 'Control', weight: value.controlWeight, fields: {} }];
  value.variants.forEach((variant, index) => {
    const prefix = `variants.${index}.fields`;
    const keys = Object.keys(variant.fields);
    if (keys.length === 0) errors.push({ field: prefix, message: 'A variant changes at least one of the block’s fields.' });
    for (const key of keys) {
      if (key === 'type' || key === 'anchor')
        errors.push({ field: `${prefix}.${key}`, message: 'A variant cannot change the block’s type or anchor.' });
      else if (!Object.hasOwn(block, key))
        errors.push({ field: `${prefix}.${key}`, message: `The ${block.type} block has no field '${key}'.` });
    }
    const merged = validateBlock({ ...block, ...variant.fields });
    if (!merged.ok) errors.push(...merged.errors.map((error) => ({ ...error, field: `${prefix}.${error.field}` })));
    arms.push({ key: ARM_KEYS[index + 1], name: variant.name, weight: variant.weight, fields: variant.fields });
  });
  return errors.length ? { ok: false, errors } : { ok: true, arms };
}
