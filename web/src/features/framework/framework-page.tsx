import { useEffect, useRef, useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../app/use-page-meta';
import type { FrameworkSelection } from '../../domain/framework';
import { useReducedMotion } from '../../app/reduced-motion';
import { LIFECYCLE_PANEL_ID, PRINCIPLES_PANEL_ID } from './framework-kit';
import { LifecycleSection } from './lifecycle-section';
import { PrinciplesSection } from './principles-section';
import './framework.css';

// The interactive framework page (SPEC §2 "Interactive framework page"): a lifecycle wheel and a
// ring of principles. One item is open at a time across both (toggleSelection); the two animation
// toggles are independent. Items are real buttons, so Tab and Enter/Space work everywhere.

export function FrameworkPage() {
  usePageMeta(
    'Interactive FinOps Framework | FinOps Consulting',
    'Explore the FinOps lifecycle and its six core principles: what each phase involves, the key activities and the tools teams use.',
  );
  const [selection, setSelection] = useState<FrameworkSelection>(null);
  const reducedMotion = useReducedMotion();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // On narrow screens the panel sits under the diagram: bring a newly opened one into view.
  useEffect(() => {
    if (!selection) return;
    const panel = document.getElementById(selection.kind === 'phase' ? LIFECYCLE_PANEL_ID : PRINCIPLES_PANEL_ID);
    if (!panel) return;
    const { top } = panel.getBoundingClientRect();
    if (top > window.innerHeight - 120) panel.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [selection, reducedMotion]);

  const close = () => {
    if (!selection) return;
    // Focus goes back to the item that opened the panel, which is about to lose its content.
    buttons.current.get(`${selection.kind}:${selection.id}`)?.focus();
    setSelection(null);
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const diagram = { selection, setSelection, register, close, reducedMotion };

  return (
    <div className="fw-page">
      <section className="fw-hero">
        <div className="container">
          <Link to="/" className="fw-back">
            <ArrowLeftOutlined aria-hidden /> Back to Home
          </Link>
          <h1 className="fw-hero__title">Interactive FinOps Framework</h1>
          <p className="fw-hero__lead">
            FinOps is a continuous loop guided by a handful of principles. Select a phase of the lifecycle or one of the core principles to
            see what it involves, the key activities and the tools and practices teams use to put it to work.
          </p>
        </div>
      </section>

      <LifecycleSection {...diagram} />
      <PrinciplesSection {...diagram} />
    </div>
  );
}
