// The plain look-alikes (docs/decisions/0035) must write what antd writes for the same props, so
// the shared stylesheet draws them the same and hydration adopts the server's markup. Each case
// renders antd's component and the look-alike under the site's theme and compares the DOM
// (attribute order aside). An antd upgrade that changes its markup fails here.
import type { ReactElement, ReactNode } from 'react';
import { ArrowRightOutlined, CalendarOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { Button, ConfigProvider, Form, Input, Typography } from 'antd';
import { PlainLinkButton } from '../../../web/src/app/plain/plain-button';
import { PlainParagraph, PlainTitle } from '../../../web/src/app/plain/plain-typography';
import { theme } from '../../../web/src/app/theme';
import { ServerHeadContext } from '../../../web/src/app/use-page-meta';
import { FieldMessage, FormField } from '../../../web/src/features/contact/form-field';
import { LeadControl } from '../../../web/src/features/contact/lead-control';
import { LeadSubmitButton } from '../../../web/src/features/contact/lead-form-kit';

// antd marks its link buttons focusable and not disabled; an <a href> is both already.
const ANTD_ONLY = new Set(['tabindex', 'aria-disabled']);

function canonical(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return JSON.stringify(node.textContent);
  const element = node as Element;
  const attributes = [...element.attributes]
    .filter((attribute) => !(element.tagName === 'A' && ANTD_ONLY.has(attribute.name)))
    .map((attribute) => `${attribute.name}=${attribute.name === 'class' ? attribute.value.split(/\s+/).sort().join('.') : attribute.value}`)
    .sort();
  return `<${element.tagName.toLowerCase()} ${attributes.join(' ')}>${[...element.childNodes].map(canonical).join('')}</>`;
}

function markup(element: ReactElement, { server = false } = {}): string {
  const tree: ReactNode = <ConfigProvider theme={theme}>{element}</ConfigProvider>;
  const { container, unmount } = render(server ? <ServerHeadContext.Provider value={{}}>{tree}</ServerHeadContext.Provider> : tree);
  const text = [...container.childNodes].map(canonical).join('');
  unmount();
  return text;
}

const noop = () => undefined;

describe('plain look-alikes write antd markup', () => {
  it.each([
    ['primary, large, with an icon', { type: 'primary', size: 'large', icon: <CalendarOutlined /> }],
    ['default', {}],
    ['link, large', { type: 'link', size: 'large', className: 'extra' }],
    ['text, small, block', { type: 'text', size: 'small', block: true }],
  ] as const)('a link button: %s', (_name, look) => {
    const children = ['Explore ', 'Cost Optimization', ' ', <ArrowRightOutlined key="icon" aria-hidden />];
    expect(
      markup(
        <PlainLinkButton href="#contact" {...look}>
          {children}
        </PlainLinkButton>,
      ),
    ).toBe(
      markup(
        <Button href="#contact" {...look}>
          {children}
        </Button>,
      ),
    );
  });

  it('titles and paragraphs', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      expect(
        markup(
          <PlainTitle level={level} id="t" className="x">
            Title
          </PlainTitle>,
        ),
      ).toBe(
        markup(
          <Typography.Title level={level} id="t" className="x">
            Title
          </Typography.Title>,
        ),
      );
    }
    expect(markup(<PlainParagraph className="intro">Text</PlainParagraph>)).toBe(
      markup(<Typography.Paragraph className="intro">Text</Typography.Paragraph>),
    );
  });

  it.each([
    ['required, valid', { required: true, error: undefined }],
    ['optional, invalid', { required: false, error: 'Enter your name' }],
  ])('a lead field and its input as the server writes them: %s', (_name, { required, error }) => {
    const status = error ? ('error' as const) : undefined;
    const control = { id: 'f-name', name: 'name', value: 'Jo', placeholder: 'Jane Smith', onChange: noop, onBlur: noop };
    const plain = markup(
      <FormField id="f-name" label="Full Name" required={required} error={error}>
        <LeadControl autoComplete="name" status={status} {...control} />
      </FormField>,
      { server: true },
    );
    const antd = markup(
      <Form component={false} layout="vertical" requiredMark={false}>
        <Form.Item label="Full Name" htmlFor="f-name" required={required} validateStatus={status}>
          <Input type="text" autoComplete="name" status={status} {...control} />
          <FieldMessage id="f-name" error={error} />
        </Form.Item>
      </Form>,
    );
    expect(plain).toBe(antd);
  });

  it('a text area as the server writes it', () => {
    const control = { id: 'm', name: 'message', value: '', onChange: noop, onBlur: noop };
    expect(markup(<LeadControl rows={4} status="error" {...control} />, { server: true })).toBe(
      markup(<Input.TextArea rows={4} status="error" {...control} />),
    );
  });

  it("a lead form's submit button as the server writes it", () => {
    const form = { formik: { isSubmitting: false } } as never;
    expect(markup(<LeadSubmitButton form={form} label="Get Free Chapter" />, { server: true })).toBe(
      markup(
        <Button type="primary" htmlType="submit" size="large" block>
          Get Free Chapter
        </Button>,
      ),
    );
  });
});
