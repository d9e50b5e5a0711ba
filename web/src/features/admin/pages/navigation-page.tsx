// Admin → Navigation (issue 31, decision 0065): the header and footer menus, each a list of
// entries with a label and a target — a page, a post, a category, a screen of the route table, an
// anchor of the home page, or an https address — reordered by drag and drop or Move up / Move
// down. An entry whose page, post or category is gone or not public is flagged (visitors do not
// see it). Editors and up save a menu (it is live at once); other roles read it. A footer entry
// has its column (Services, Resources, Legal); the footer's details (blurb, contact details,
// social links) are edited below the menus (footer-details-editor.tsx, decision 0071).
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { checkMenuInput, LINKABLE_ROUTES, type MenuTarget } from '../../../../../schema/validation/navigation';
import { FOOTER_COLUMN_TITLES, FOOTER_COLUMNS, type FooterColumn } from '../../../../../schema/validation/footer';
import {
  useAdminNavigationQuery,
  useNavigationTargetsQuery,
  useUpdateNavigationMenuMutation,
  type AdminNavigationMenuFieldsFragment,
  type NavigationTargetsQuery,
} from '../../../graphql/generated';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminToast } from '../../../app/use-admin-toast';
import { AdminPageHead } from '../shared/admin-page-head';
import { EditorLoadError } from '../shared/editor-kit';
import { formatDateTime } from '../shared/admin-format';
import { messageOr } from '../shared/admin-errors';
import { useMayPublish } from '../content/publish-actions';
import { humanize } from './block-fields';
import { moved } from './page-values';
import { FooterDetailsEditor } from './footer-details-editor';
import { LiveRegion, useAnnouncer, useDragReorder } from './reorder';
import '../shared/admin.css';
import './page-editor.css';

type Kind = MenuTarget['kind'];
interface Entry {
  id: string;
  label: string;
  target: Record<string, string>;
  /** A footer entry's column. */
  column?: FooterColumn;
  /** As the server flagged it when loaded. */
  broken: boolean;
}

const KIND_LABELS: Record<Kind, string> = {
  page: 'Page',
  post: 'Blog post',
  category: 'Category',
  route: 'Screen of the site',
  anchor: 'Section of the home page',
  external: 'External https link',
};
/** The target's own field for each kind. */
const KIND_FIELD: Record<Kind, string> = {
  page: 'slug',
  post: 'slug',
  category: 'slug',
  route: 'route',
  anchor: 'anchor',
  external: 'url',
};
const MENU_TITLES: Record<string, string> = { header: 'Header menu', footer: 'Footer menu' };

let nextId = 0;
const entryId = () => `entry-${(nextId += 1)}`;

export function NavigationPage() {
  usePageMeta('Navigation | FinOps Consulting Admin', 'The header and footer menus of the site.');
  const { data, error, refetch } = useAdminNavigationQuery({ fetchPolicy: 'network-only' });
  const targets = useNavigationTargetsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <div className="admin-page container">
      <AdminPageHead title="Navigation" back="/admin/pages" backLabel="Back to Pages" />
      <Typography.Paragraph>
        The menus of the site. An entry whose page, post or category is deleted or not published is flagged here and left out for visitors.
      </Typography.Paragraph>
      {error && <EditorLoadError thing="menus" onRetry={() => void refetch().catch(() => undefined)} />}
      {(data?.adminNavigation ?? []).map((menu) => (
        <MenuEditor key={`${menu.name}-${menu.version}`} menu={menu} targets={targets.data} />
      ))}
      <FooterDetailsEditor />
    </div>
  );
}

/** The editor's rows for a menu's saved entries (each with a key of its own for React and dragging). */
function entriesOf(items: AdminNavigationMenuFieldsFragment['items']): Entry[] {
  return items.map((item) => ({
    id: entryId(),
    label: item.label,
    target: item.target as Record<string, string>,
    column: (item.column as FooterColumn | null) ?? undefined,
    broken: item.broken,
  }));
}

/** Move up, move down and remove, for one entry (the keyboard's way to reorder). */
function EntryActions({
  name,
  first,
  last,
  onMove,
  onRemove,
}: {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  return (
    <Space size={4} className="nav-editor__actions">
      <Button
        size="small"
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={`Move ${name} up`}
        disabled={first}
        onClick={() => onMove(-1)}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={`Move ${name} down`}
        disabled={last}
        onClick={() => onMove(1)}
      />
      <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${name}`} onClick={onRemove} />
    </Space>
  );
}

function MenuEditor({ menu, targets }: { menu: AdminNavigationMenuFieldsFragment; targets?: NavigationTargetsQuery }) {
  const mayEdit = useMayPublish();
  const toast = useAdminToast();
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(menu.items));
  const [version, setVersion] = useState(menu.version);
  const [tried, setTried] = useState(false);
  const [announcement, announce] = useAnnouncer();
  const [save, saving] = useUpdateNavigationMenuMutation();
  const title = MENU_TITLES[menu.name] ?? humanize(menu.name);
  const footer = menu.name === 'footer';
  const input = {
    items: entries.map(({ label, target, column }) => ({
      label: label.trim(),
      target,
      ...(footer ? { column: column ?? 'resources' } : {}),
    })),
    expectedVersion: version || null,
  };
  const checked = checkMenuInput(input);
  const errors = checked.ok ? {} : Object.fromEntries(checked.errors.map((e) => [e.field, e.message]));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= entries.length) return;
    setEntries(moved(entries, from, to));
    announce(`${entries[from].label || 'Entry'} moved to position ${to + 1} of ${entries.length}.`);
  };
  const drag = useDragReorder(move);
  const update = (index: number, next: Partial<Entry>) =>
    setEntries(entries.map((entry, i) => (i === index ? { ...entry, ...next } : entry)));

  const onSave = async () => {
    setTried(true);
    if (!checked.ok) return;
    try {
      const result = await save({ variables: { menu: menu.name, input } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      const saved = result.data.updateNavigationMenu;
      setVersion(saved.version);
      setEntries(entriesOf(saved.items));
      toast.success(`${title} saved`);
    } catch (failure) {
      toast.error('Error', messageOr(failure, `Could not save the ${title.toLowerCase()}`));
    }
  };

  return (
    <Card
      className="admin-card nav-editor"
      title={<h2 className="nav-editor__title">{title}</h2>}
      extra={
        menu.updatedBy ? (
          <Typography.Text type="secondary">
            Saved {formatDateTime(menu.updatedAt)} by {menu.updatedBy}
          </Typography.Text>
        ) : null
      }
    >
      <section aria-label={title}>
        <LiveRegion message={announcement} />
        {!mayEdit && (
          <Alert
            type="info"
            showIcon
            title="Editors and Administrators change the menus; you can read them."
            className="nav-editor__note"
          />
        )}
        <ol className="nav-editor__list">
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              className={`nav-editor__entry${drag.state(index)}`}
              aria-label={`${title} entry ${index + 1}: ${entry.label}`}
              {...drag.target(index)}
            >
              {mayEdit && (
                <span className="page-editor__handle" {...drag.handle(index)} aria-hidden>
                  <HolderOutlined />
                </span>
              )}
              <EntryFields
                entry={entry}
                index={index}
                menu={menu.name}
                targets={targets}
                disabled={!mayEdit}
                errors={tried ? errors : {}}
                onChange={(next) => update(index, next)}
              />
              {mayEdit && (
                <EntryActions
                  name={entry.label || `entry ${index + 1}`}
                  first={index === 0}
                  last={index === entries.length - 1}
                  onMove={(by) => move(index, index + by)}
                  onRemove={() => setEntries(entries.filter((_, i) => i !== index))}
                />
              )}
            </li>
          ))}
        </ol>
        {mayEdit && (
          <Space wrap className="nav-editor__buttons">
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() =>
                setEntries([
                  ...entries,
                  { id: entryId(), label: '', target: { kind: 'page', slug: '' }, column: footer ? 'resources' : undefined, broken: false },
                ])
              }
            >
              Add entry
            </Button>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving.loading} onClick={() => void onSave()}>
              Save {title.toLowerCase()}
            </Button>
          </Space>
        )}
      </section>
    </Card>
  );
}

interface EntryFieldsProps {
  entry: Entry;
  index: number;
  menu: string;
  targets?: NavigationTargetsQuery;
  disabled: boolean;
  errors: Record<string, string>;
  onChange: (next: Partial<Entry>) => void;
}

function EntryFields({ entry, index, menu, targets, disabled, errors, onChange }: EntryFieldsProps) {
  const kind = (entry.target.kind ?? 'page') as Kind;
  const field = KIND_FIELD[kind];
  const id = `nav-${menu}-${index}`;
  const labelError = errors[`items.${index}.label`];
  const targetError = errors[`items.${index}.target.${field}`] ?? errors[`items.${index}.target.kind`] ?? errors[`items.${index}.target`];
  return (
    <div className="nav-editor__fields">
      <label htmlFor={`${id}-label`} className="nav-editor__field">
        <span>Label</span>
        <Input
          id={`${id}-label`}
          value={entry.label}
          disabled={disabled}
          status={labelError ? 'error' : undefined}
          aria-invalid={labelError ? true : undefined}
          aria-describedby={labelError ? `${id}-label-error` : undefined}
          onChange={(event) => onChange({ label: event.target.value })}
        />
        {labelError && (
          <span id={`${id}-label-error`} className="nav-editor__error">
            {labelError}
          </span>
        )}
      </label>
      {menu === 'footer' && (
        <div className="nav-editor__field">
          <label htmlFor={`${id}-column`}>Column</label>
          <Select<FooterColumn>
            id={`${id}-column`}
            value={entry.column ?? 'resources'}
            disabled={disabled}
            options={FOOTER_COLUMNS.map((value) => ({ value, label: FOOTER_COLUMN_TITLES[value] }))}
            onChange={(column) => onChange({ column })}
            popupMatchSelectWidth={false}
          />
        </div>
      )}
      <div className="nav-editor__field">
        <label htmlFor={`${id}-kind`}>Links to</label>
        <Select<Kind>
          id={`${id}-kind`}
          value={kind}
          disabled={disabled}
          options={(Object.keys(KIND_LABELS) as Kind[]).map((value) => ({ value, label: KIND_LABELS[value] }))}
          onChange={(next) => onChange({ target: { kind: next, [KIND_FIELD[next]]: '' }, broken: false })}
          popupMatchSelectWidth={false}
        />
      </div>
      <div className="nav-editor__field">
        <label htmlFor={`${id}-target`}>{KIND_LABELS[kind]}</label>
        <TargetControl
          id={`${id}-target`}
          kind={kind}
          value={entry.target[field] ?? ''}
          targets={targets}
          disabled={disabled}
          invalid={!!targetError}
          onChange={(value) => onChange({ target: { kind, [field]: value }, broken: false })}
        />
        {targetError && <span className="nav-editor__error">{targetError}</span>}
      </div>
      {entry.broken && (
        <Tag color="error" className="nav-editor__broken">
          Broken: its {KIND_LABELS[kind].toLowerCase()} is deleted or not published — hidden from visitors
        </Tag>
      )}
    </div>
  );
}

function TargetControl({
  id,
  kind,
  value,
  targets,
  disabled,
  invalid,
  onChange,
}: {
  id: string;
  kind: Kind;
  value: string;
  targets?: NavigationTargetsQuery;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const options = useMemo(() => {
    switch (kind) {
      case 'page':
        return (targets?.adminPages.items ?? []).map((page) => ({
          value: page.slug,
          label: `${page.title} (/${page.slug === 'home' ? '' : page.slug})`,
        }));
      case 'post':
        return (targets?.adminPosts.items ?? []).map((post) => ({ value: post.slug, label: post.title }));
      case 'category':
        return (targets?.categories ?? []).map((category) => ({ value: category.slug, label: category.name }));
      case 'route':
        return LINKABLE_ROUTES.map((route) => ({ value: route.id, label: `${humanize(route.id)} (${route.path})` }));
      default:
        return null;
    }
  }, [kind, targets]);
  if (!options) {
    return (
      <Input
        id={id}
        value={value}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        addonBefore={kind === 'anchor' ? '/#' : undefined}
        placeholder={kind === 'anchor' ? 'contact' : 'https://example.com/webinar'}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  // A page, post or category no longer listed still shows its slug.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <Select<string>
      id={id}
      value={value || undefined}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Choose…"
      options={known ? options : [{ value, label: `${value} (missing)` }, ...options]}
      onChange={onChange}
      popupMatchSelectWidth={false}
    />
  );
}
