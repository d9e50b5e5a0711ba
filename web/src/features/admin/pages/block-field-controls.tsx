// One control per kind of field the block schemas have (block-fields.ts): the page editor draws a
// block's form from its schema with these, so a block type added to page-blocks.ts gets a form
// without editor code. Each control shows the shared schema's message for its path under it, once
// the field was left or a save was tried (the same rule as the other editors' fields).
import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import { Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MediaFieldButtons } from '../media/media-field';
import { emptyValue, humanize, type FieldSpec } from './block-fields';
import { moved } from './page-values';

// The article editor (TipTap) loads only when a page has a rich-text block.
const RichTextEditor = lazy(() => import('../content/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

interface BlockFormState {
  /** Every problem of the page, by path (`blocks.2.items.0.answer`). */
  errors: Record<string, string>;
  /** Whether a path's message is shown (it was left, or a save was tried). */
  shown: (path: string) => boolean;
  visit: (path: string) => void;
}

export const BlockFormContext = createContext<BlockFormState>({ errors: {}, shown: () => false, visit: () => undefined });

/** `blocks.2.items.0.answer` → `page-blocks-2-items-0-answer`: the control's id, which its label names. */
const controlId = (path: string) => `page-${path.replace(/\./g, '-')}`;

function useFieldMessage(path: string): string | undefined {
  const { errors, shown } = useContext(BlockFormContext);
  return shown(path) ? errors[path] : undefined;
}

interface FieldProps {
  field: FieldSpec;
  /** The field's full path in the form. */
  path: string;
  value: unknown;
  onChange: (next: unknown) => void;
}

function Item({
  path,
  label,
  required,
  extra,
  children,
}: {
  path: string;
  label: string;
  required: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const message = useFieldMessage(path);
  return (
    <Form.Item
      label={label}
      htmlFor={controlId(path)}
      required={required}
      extra={extra}
      validateStatus={message ? 'error' : undefined}
      help={message ? <span id={`${controlId(path)}-error`}>{message}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

function aria(path: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': `${controlId(path)}-error` } : {};
}

function TextControl({ field, path, value, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: 'text' }> }) {
  const { visit } = useContext(BlockFormContext);
  const message = useFieldMessage(path);
  const common = {
    id: controlId(path),
    value: typeof value === 'string' ? value : '',
    onBlur: () => visit(path),
    status: message ? ('error' as const) : undefined,
    ...aria(path, message),
  };
  return (
    <Item path={path} label={field.label} required={field.required}>
      {field.multiline ? (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => onChange(event.target.value)}
          showCount={field.max ? { formatter: ({ count }) => `${count} / ${field.max}` } : false}
        />
      ) : (
        <Input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
    </Item>
  );
}

function RichTextControl({ field, path, value, onChange }: FieldProps) {
  const { visit } = useContext(BlockFormContext);
  const message = useFieldMessage(path);
  return (
    <Item path={path} label={field.label} required={field.required}>
      <Suspense fallback={<Input.TextArea disabled rows={6} aria-label={`${field.label} (loading the editor)`} />}>
        <RichTextEditor
          id={controlId(path)}
          value={typeof value === 'string' ? value : ''}
          onChange={(html) => onChange(html)}
          onBlur={() => visit(path)}
          invalid={!!message}
          describedBy={message ? `${controlId(path)}-error` : undefined}
        />
      </Suspense>
    </Item>
  );
}

function SelectControl({ field, path, value, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: 'select' }> }) {
  const { visit } = useContext(BlockFormContext);
  const message = useFieldMessage(path);
  return (
    <Item path={path} label={field.label} required={field.required}>
      <Select<string>
        id={controlId(path)}
        value={typeof value === 'string' ? value : undefined}
        allowClear={!field.required}
        placeholder={field.required ? undefined : 'Default'}
        options={field.options.map((option) => ({ value: option, label: humanize(option) }))}
        onChange={(next) => onChange(next ?? undefined)}
        onBlur={() => visit(path)}
        status={message ? 'error' : undefined}
        {...aria(path, message)}
      />
    </Item>
  );
}

function NumberControl({ field, path, value, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: 'number' }> }) {
  const { visit } = useContext(BlockFormContext);
  const message = useFieldMessage(path);
  return (
    <Item path={path} label={field.label} required={field.required}>
      <InputNumber
        id={controlId(path)}
        value={typeof value === 'number' ? value : null}
        min={field.min}
        max={field.max}
        onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
        onBlur={() => visit(path)}
        status={message ? 'error' : undefined}
        {...aria(path, message)}
      />
    </Item>
  );
}

function BooleanControl({ field, path, value, onChange }: FieldProps) {
  return (
    <Item path={path} label={field.label} required={false}>
      <Switch id={controlId(path)} checked={value === true} onChange={(checked) => onChange(checked)} />
    </Item>
  );
}

function ObjectFields({
  fields,
  path,
  value,
  onChange,
}: {
  fields: FieldSpec[];
  path: string;
  value: Record<string, unknown>;
  onChange: (next: unknown) => void;
}) {
  return (
    <>
      {fields.map((child) => (
        <BlockField
          key={child.name}
          field={child}
          path={`${path}.${child.name}`}
          value={value[child.name]}
          onChange={(next) => onChange({ ...value, [child.name]: next })}
        />
      ))}
    </>
  );
}

/** An object field: a group of fields; an optional one is added and removed as a whole. */
function GroupControl({ field, path, value, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: 'group' | 'image' }> }) {
  const message = useFieldMessage(path);
  if (!value || typeof value !== 'object') {
    return (
      <Button icon={<PlusOutlined aria-hidden />} className="page-editor__add-group" onClick={() => onChange(emptyValue(field))}>
        Add {field.label.toLowerCase()}
      </Button>
    );
  }
  const object = value as Record<string, unknown>;
  const src = typeof object.src === 'string' ? object.src : '';
  return (
    <fieldset className="page-editor__group">
      <legend>{field.label}</legend>
      {message && <div className="page-editor__group-error">{message}</div>}
      <ObjectFields fields={field.fields} path={path} value={object} onChange={onChange} />
      {field.kind === 'image' && (
        <div className="page-editor__image">
          <MediaFieldButtons imagesOnly onPick={(item) => onChange({ ...object, src: item.url })} />
          {src && /^(\/media\/|https:\/\/)/.test(src) && <img src={src} alt="" className="page-editor__thumb" />}
        </div>
      )}
      {!field.required && (
        <Button type="link" danger icon={<DeleteOutlined aria-hidden />} onClick={() => onChange(undefined)}>
          Remove {field.label.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}

/** A list field: its items with move up/down and remove, and "Add …" up to the schema's maximum. */
function ListControl({ field, path, value, onChange }: FieldProps & { field: Extract<FieldSpec, { kind: 'list' }> }) {
  const message = useFieldMessage(path);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const full = field.max !== undefined && items.length >= field.max;
  const itemName = field.itemLabel[0].toUpperCase() + field.itemLabel.slice(1);
  return (
    <fieldset className="page-editor__group page-editor__list">
      <legend>{field.label}</legend>
      {message && (
        <div className="page-editor__group-error" id={`${controlId(path)}-error`}>
          {message}
        </div>
      )}
      {items.map((item, index) => (
        <div key={index} className="page-editor__list-item">
          <div className="page-editor__list-head">
            <span className="page-editor__list-name">
              {itemName} {index + 1}
            </span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={`Move ${field.itemLabel} ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(items, index, index - 1))}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={`Move ${field.itemLabel} ${index + 1} down`}
              disabled={index === items.length - 1}
              onClick={() => onChange(moved(items, index, index + 1))}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove ${field.itemLabel} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            />
          </div>
          {field.item.kind === 'group' || field.item.kind === 'image' ? (
            <ObjectFields
              fields={field.item.fields}
              path={`${path}.${index}`}
              value={(item ?? {}) as Record<string, unknown>}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
            />
          ) : (
            <BlockField
              field={{ ...field.item, label: `${itemName} ${index + 1}` }}
              path={`${path}.${index}`}
              value={item}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
            />
          )}
        </div>
      ))}
      <Button icon={<PlusOutlined aria-hidden />} disabled={full} onClick={() => onChange([...items, emptyValue(field.item)])}>
        Add {field.itemLabel}
      </Button>
    </fieldset>
  );
}

/** The control of one field, chosen by its kind. */
function BlockField(props: FieldProps) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextControl {...props} field={field} />;
    case 'rich-text':
      return <RichTextControl {...props} />;
    case 'select':
      return <SelectControl {...props} field={field} />;
    case 'number':
      return <NumberControl {...props} field={field} />;
    case 'boolean':
      return <BooleanControl {...props} />;
    case 'group':
    case 'image':
      return <GroupControl {...props} field={field} />;
    case 'list':
      return <ListControl {...props} field={field} />;
  }
}

/** A block's whole form: each field of its type's schema. */
export function BlockFields({
  fields,
  path,
  value,
  onChange,
}: {
  fields: FieldSpec[];
  path: string;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
}) {
  return <ObjectFields fields={fields} path={path} value={value} onChange={(next) => onChange(next as Record<string, unknown>)} />;
}
