// The resources library (SPEC §2 'Resources', /resources). Filtering and paging happen on the
// server; a search looks at every type (SPEC §4: a search term overrides the type tab) and
// choosing a tab clears the search.
import { useEffect, useState, type FormEvent } from 'react';
import { Input } from 'antd';
import { MailOutlined, SearchOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { ContentHero } from '../../app/content-page';
import { GridTabs, gridTabId } from '../../app/grid-tabs';
import { usePageMeta } from '../../app/use-page-meta';
import { ALL_TYPES, TYPE_TABS } from './resource-kinds';
import { ResourcesCell } from './resources-cell';
import './resources.css';
import { RESOURCES_LIBRARY_STEP } from '../../../../schema/validation/paging';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';

const SEARCH_DEBOUNCE_MS = 300;
const TABS_ID = 'resource-type';
const PANEL_ID = 'resource-list';

export function ResourcesPage() {
  usePageMeta(
    'FinOps Resources | FinOps Consulting',
    'Free FinOps whitepapers, case studies, templates and infographics to help you plan, run and improve cloud financial management.',
  );

  const [type, setType] = useState<string>(ALL_TYPES);
  const [text, setText] = useState('');
  // The search in force: the typed text, trimmed, once typing pauses (SPEC §5: only when non-empty).
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(RESOURCES_LIBRARY_STEP);

  useEffect(() => {
    const term = text.trim();
    if (term === search) return;
    const timer = window.setTimeout(
      () => {
        setSearch(term);
        setLimit(RESOURCES_LIBRARY_STEP);
      },
      term ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => window.clearTimeout(timer);
  }, [text, search]);

  function selectType(value: string) {
    setType(value);
    setText('');
    setSearch('');
    setLimit(RESOURCES_LIBRARY_STEP);
  }

  // While a search is in force it covers every type, and the tabs say so by showing All.
  const shownType = search ? ALL_TYPES : type;

  return (
    <>
      <ContentHero
        title="FinOps Resources"
        intro="Whitepapers, case studies, templates and infographics to help you plan, run and improve your FinOps practice. Every resource is free to download."
      >
        <form role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
          <Input
            size="large"
            aria-label="Search resources"
            placeholder="Search resources..."
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </ContentHero>

      <div className="container content-body">
        <GridTabs label="Resource types" tabs={TYPE_TABS} value={shownType} onSelect={selectType} idPrefix={TABS_ID} panelId={PANEL_ID} />
        <div id={PANEL_ID} role="tabpanel" aria-labelledby={gridTabId(TABS_ID, shownType)} className="content-body__panel">
          <ResourcesCell
            type={shownType}
            search={search}
            limit={limit}
            pageSize={RESOURCES_LIBRARY_STEP}
            onLoadMore={() => setLimit((current) => current + RESOURCES_LIBRARY_STEP)}
          />
        </div>

        <aside className="resources-banner" aria-labelledby="resources-banner-title">
          <div>
            <PlainTitle level={2} id="resources-banner-title">
              Need Custom Resources?
            </PlainTitle>
            <PlainParagraph>
              We build tailored FinOps frameworks, templates and reports around your cloud estate, your teams and your goals.
            </PlainParagraph>
          </div>
          <ButtonLink to="/#contact" size="large" icon={<MailOutlined aria-hidden />} className="resources-banner__button">
            Contact Us
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}
