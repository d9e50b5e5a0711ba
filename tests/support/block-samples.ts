// A block of every type with a chosen text in EVERY text field, generated from the block schemas
// (schema/validation/page-blocks.ts): a field added to a schema is filled without touching the
// tests. Each string field gets the first candidate text its schema accepts; fields that refuse
// every text (links, images, anchors, keys, e-mail addresses) get a safe value of their kind, and
// are listed, so a test can check that only such fields were left out.
import { BLOCK_SCHEMAS, BLOCK_TYPES, validateBlock, type BlockType } from '../../schema/validation/page-blocks';

/** What zod 4 keeps about a schema (the parts walked here). */
interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  innerType?: { _zod: { def: ZodDef } };
  element?: { _zod: { def: ZodDef } };
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: Array<{ _zod: { def: { check: string; value?: number } } }>;
}

type Path = Array<string | number>;

/** Values for the fields that take no free text, tried in order. */
const SAFE_VALUES = ['a', '#contact', '/media/a.png', 'hello@example.com'];

/** Fields that may refuse free text: they hold an address, an image, an anchor or a key. */
export const NON_TEXT_FIELDS = ['target', 'src', 'anchor', 'key', 'address'];

const defOf = (schema: unknown) => (schema as { _zod: { def: ZodDef } })._zod.def;

/** A value of the schema's shape: every optional part present, one item per list, strings as slots. */
function skeleton(def: ZodDef, path: Path, slots: Path[]): unknown {
  switch (def.type) {
    case 'optional':
    case 'default':
      return skeleton(defOf(def.innerType), path, slots);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, value]) => [key, skeleton(value._zod.def, [...path, key], slots)]),
      );
    case 'array':
      return [skeleton(defOf(def.element), [...path, 0], slots)];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'number': {
      const min = def.checks?.map((check) => check._zod.def).find((check) => check.check === 'greater_than');
      return typeof min?.value === 'number' ? min.value : 1;
    }
    case 'boolean':
      return true;
    case 'string':
      slots.push(path);
      return `slot-${slots.length}`;
    default:
      throw new Error(`block-samples: no sample for a ${def.type} at ${path.join('.')}`);
  }
}

function setAt(target: unknown, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}

export interface BlockSample {
  type: BlockType;
  block: Record<string, unknown>;
  /** Dotted paths (in the block) of the fields holding one of the candidate texts. */
  textFields: string[];
  /** Dotted paths of the fields that refused every candidate and hold a safe value. */
  otherFields: string[];
}

/**
 * One block of `type`, its string fields filled: field i tries the candidates from i on (so the
 * candidates spread over the fields), taking the first its schema accepts.
 */
export function sampleBlock(type: BlockType, candidates: readonly string[]): BlockSample {
  const slots: Path[] = [];
  const block = skeleton(defOf(BLOCK_SCHEMAS[type]), [], slots) as Record<string, unknown>;
  const textFields: string[] = [];
  const otherFields: string[] = [];
  slots.forEach((path, index) => {
    const field = path.join('.');
    const accepts = (value: string) => {
      setAt(block, path, value);
      const checked = validateBlock(block);
      return checked.ok || !checked.errors.some((error) => error.field === field);
    };
    const rotated = [...candidates.slice(index % candidates.length), ...candidates.slice(0, index % candidates.length)];
    if (rotated.some(accepts)) textFields.push(field);
    else if (SAFE_VALUES.some(accepts)) otherFields.push(field);
    else throw new Error(`block-samples: no value fits ${type}.${field}`);
  });
  const checked = validateBlock(block);
  if (!checked.ok) throw new Error(`block-samples: ${type} sample refused: ${JSON.stringify(checked.errors)}`);
  return { type, block, textFields, otherFields };
}

/** A block of every type (schema order), every text field holding one of the candidates. */
export function sampleEveryBlock(candidates: readonly string[]): BlockSample[] {
  return BLOCK_TYPES.map((type) => sampleBlock(type, candidates));
}
