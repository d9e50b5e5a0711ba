// The page editor's blocks (issue 31, decision 0065): each block a card with its form (drawn from
// its schema), collapsed or open; added from the "Add block" menu, duplicated, removed, and moved
// by drag and drop on its handle or by keyboard with Move up / Move down. Every move is announced
// in a polite live region ("Hero moved to position 2 of 3"), so a screen reader user hears it.
import { useContext, useState } from 'react';
import { Badge, Button, Popconfirm, Select, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
  HolderOutlined,
  PlusOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { BlockType } from '../../../../../schema/validation/page-blocks';
import { BlockFields, BlockFormContext } from './block-field-controls';
import { blockFields, blockLabel, blockSummary, blockTypeOptions, newBlock, newBlockKey, type BlockValue } from './block-fields';
import { moved } from './page-values';
import { LiveRegion, useAnnouncer, useDragReorder } from './reorder';

interface BlockListProps {
  blocks: BlockValue[];
  onChange: (blocks: BlockValue[]) => void;
}

/** How many problems a block has (shown on its header, also when collapsed). */
function problemsOf(errors: Record<string, string>, index: number): number {
  return Object.keys(errors).filter((field) => field === `blocks.${index}` || field.startsWith(`blocks.${index}.`)).length;
}

export function BlockList({ blocks, onChange }: BlockListProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useAnnouncer();
  const [adding, setAdding] = useState<BlockType>('hero');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length || from === to) return;
    onChange(moved(blocks, from, to));
    setAnnouncement(`${blockLabel(blocks[from].type)} moved to position ${to + 1} of ${blocks.length}.`);
  };
  const duplicate = (index: number) => {
    const copy = { ...(JSON.parse(JSON.stringify(blocks[index])) as BlockValue), key: newBlockKey() };
    onChange([...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)]);
    setAnnouncement(`${blockLabel(copy.type)} duplicated as block ${index + 2} of ${blocks.length + 1}.`);
  };
  const remove = (index: number) => {
    onChange(blocks.filter((_, i) => i !== index));
    setAnnouncement(`${blockLabel(blocks[index].type)} removed.`);
  };
  const add = () => {
    onChange([...blocks, newBlock(adding)]);
    setAnnouncement(`${blockLabel(adding)} added as block ${blocks.length + 1}.`);
  };
  const drag = useDragReorder(move);
  const toggle = (key: string) =>
    setCollapsed((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <section aria-label="Blocks" className="page-editor__blocks">
      <LiveRegion message={announcement} />
      {blocks.length === 0 && <p className="page-editor__empty">No blocks yet: add the first one below.</p>}
      <ol className="page-editor__block-list">
        {blocks.map((block, index) => (
          <BlockCard
            key={block.key ?? index}
            block={block}
            index={index}
            count={blocks.length}
            collapsed={collapsed.has(block.key ?? String(index))}
            drag={{ handle: drag.handle(index), target: drag.target(index), state: drag.state(index) }}
            onToggle={() => toggle(block.key ?? String(index))}
            onMove={(to) => move(index, to)}
            onDuplicate={() => duplicate(index)}
            onRemove={() => remove(index)}
            onChange={(next) => onChange(blocks.map((old, i) => (i === index ? next : old)))}
          />
        ))}
      </ol>
      <div className="page-editor__add">
        <Select<BlockType>
          aria-label="Block type"
          value={adding}
          onChange={setAdding}
          options={blockTypeOptions()}
          showSearch={{ optionFilterProp: 'label' }}
          className="page-editor__add-type"
          popupMatchSelectWidth={false}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add}>
          Add block
        </Button>
      </div>
    </section>
  );
}

interface BlockCardProps {
  block: BlockValue;
  index: number;
  count: number;
  collapsed: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onChange: (next: BlockValue) => void;
  drag: {
    handle: ReturnType<ReturnType<typeof useDragReorder>['handle']>;
    target: ReturnType<ReturnType<typeof useDragReorder>['target']>;
    state: string;
  };
}

function BlockCard({ block, index, count, collapsed, onToggle, onMove, onDuplicate, onRemove, onChange, drag }: BlockCardProps) {
  const { errors } = useContext(BlockFormContext);
  const label = blockLabel(block.type);
  const summary = blockSummary(block);
  const problems = problemsOf(errors, index);
  const name = `Block ${index + 1}: ${label}`;
  const bodyId = `page-block-${block.key ?? index}-body`;
  return (
    <li className={`page-editor__block${drag.state}`} aria-label={name} {...drag.target}>
      <div className="page-editor__block-head">
        <Tooltip title="Drag to move">
          <span className="page-editor__handle" {...drag.handle} aria-hidden>
            <HolderOutlined />
          </span>
        </Tooltip>
        <Button
          type="text"
          className="page-editor__toggle"
          icon={collapsed ? <RightOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="page-editor__block-title">
            {index + 1}. {label}
            {summary && <span className="page-editor__block-summary"> — {summary}</span>}
          </span>
        </Button>
        {problems > 0 && <Badge count={problems} title={`${problems} problem${problems === 1 ? '' : 's'} in this block`} />}
        <div className="page-editor__block-actions">
          <Button
            size="small"
            icon={<ArrowUpOutlined aria-hidden />}
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined aria-hidden />}
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          <Button size="small" icon={<CopyOutlined aria-hidden />} aria-label={`Duplicate ${name}`} onClick={onDuplicate} />
          <Popconfirm title={`Remove ${label.toLowerCase()} block?`} okText="Remove" okButtonProps={{ danger: true }} onConfirm={onRemove}>
            <Button size="small" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Remove ${name}`} />
          </Popconfirm>
        </div>
      </div>
      <div id={bodyId} className="page-editor__block-body" hidden={collapsed}>
        {!collapsed && (
          <BlockFields
            fields={blockFields(block.type)}
            path={`blocks.${index}`}
            value={block}
            onChange={(next) => onChange(next as BlockValue)}
          />
        )}
      </div>
    </li>
  );
}
