// What both diagrams of the framework page share: the animation
// toggle, the detail panel, the panels' ids and where tooltips open.
import { type CSSProperties, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Button } from 'antd';
import { CloseOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { FrameworkSelection } from '../../domain/framework';

/** Tooltips open inside the page's main landmark (not loose in <body>), so every piece of content sits in a landmark. */
export const insideMain = (trigger: HTMLElement): HTMLElement => trigger.closest('main') ?? document.body;

export const LIFECYCLE_PANEL_ID = 'framework-lifecycle-detail';
export const PRINCIPLES_PANEL_ID = 'framework-principles-detail';

/** What the page hands each diagram: the one open item (across both), and the focus bookkeeping. */
export interface DiagramSectionProps {
  selection: FrameworkSelection;
  setSelection: Dispatch<SetStateAction<FrameworkSelection>>;
  register: (key: string) => (element: HTMLButtonElement | null) => void;
  close: () => void;
  reducedMotion: boolean;
}

export function AnimationToggle({
  on,
  onToggle,
  startLabel,
  stopLabel,
  controls,
}: {
  on: boolean;
  onToggle: () => void;
  startLabel: string;
  stopLabel: string;
  controls: string;
}) {
  return (
    <Button
      icon={on ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
      onClick={onToggle}
      aria-controls={controls}
    >
      {on ? stopLabel : startLabel}
    </Button>
  );
}

export interface DetailPanelProps {
  id: string;
  title?: string;
  color?: string;
  emptyText: string;
  onClose: () => void;
  children?: ReactNode;
}

export function DetailPanel({ id, title, color, emptyText, onClose, children }: DetailPanelProps) {
  const headingId = `${id}-title`;
  return (
    <div
      id={id}
      className={title ? 'fw-detail fw-detail--open' : 'fw-detail'}
      style={color ? ({ '--fw-accent': color } as CSSProperties) : undefined}
    >
      {title ? (
        <article aria-labelledby={headingId} className="fw-detail__body">
          <header className="fw-detail__header">
            <h3 id={headingId} className="fw-detail__title">
              {title}
            </h3>
            <Button type="text" shape="circle" icon={<CloseOutlined aria-hidden />} aria-label="Close details" onClick={onClose} />
          </header>
          {children}
        </article>
      ) : (
        <p className="fw-detail__empty">{emptyText}</p>
      )}
    </div>
  );
}

export function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h4 className="fw-detail__subtitle">{title}</h4>
      <ul className="fw-detail__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
