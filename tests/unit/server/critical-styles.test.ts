import { CriticalStyles } from '../../../graphql-server/src/http/critical-styles';

// The shapes antd's extracted sheet has: scoped compounds, selector lists, :not(), attribute
// selectors, media groups, keyframes and the cache-path map the browser's antd reads.
const sheet = [
  ':where(.css-var-site){--ant-color-primary:#0f766e}',
  'a{color:var(--ant-color-primary)}',
  ':where(.css-var-site).ant-btn{display:inline-flex}',
  ':where(.css-var-site).ant-btn-loading,:where(.css-var-site).ant-btn-primary{opacity:.65}',
  ':where(.css-var-site).ant-btn:not(.ant-btn-disabled):hover{color:red}',
  '.ant-btn [class^="ant-btn"]{box-sizing:border-box}',
  '.ant-form-item-has-error .ant-input{border-color:#b91c1c}',
  '@media (min-width: 768px){:where(.css-var-site).ant-col-md-12{flex:0 0 50%}:where(.css-var-site).ant-col-md-7{flex:0 0 29%}}',
  '@media (min-width: 992px){:where(.css-var-site).ant-col-lg-3{flex:0 0 12.5%}}',
  '@keyframes antZoomIn{0%{opacity:0}100%{opacity:1}}',
  '.data-ant-cssinjs-cache-path{content:"ant-btn:abc;ant-grid:def"}',
].join('');

const page = (classes: string, text = 'Hello') =>
  `<div class="css-var-site"><button class="ant-btn ${classes}" type="button"><span>${text}</span></button>` +
  '<div class="ant-row"><div class="ant-col ant-col-md-12">x</div></div></div>';

describe('CriticalStyles', () => {
  const styles = new CriticalStyles(sheet);

  it('keeps the rules the markup can match, each selector of a list on its own, in the sheet’s order', () => {
    const css = styles.subset(styles.signature(page('ant-btn-primary')));
    expect(css).toBe(
      [
        ':where(.css-var-site){--ant-color-primary:#0f766e}',
        'a{color:var(--ant-color-primary)}',
        ':where(.css-var-site).ant-btn{display:inline-flex}',
        ':where(.css-var-site).ant-btn-primary{opacity:.65}',
        ':where(.css-var-site).ant-btn:not(.ant-btn-disabled):hover{color:red}',
        '.ant-btn [class^="ant-btn"]{box-sizing:border-box}',
        '@media (min-width: 768px){:where(.css-var-site).ant-col-md-12{flex:0 0 50%}}',
        '@keyframes antZoomIn{0%{opacity:0}100%{opacity:1}}',
      ].join(''),
    );
  });

  it('leaves out states the markup does not show and the cache-path map (the whole sheet carries it)', () => {
    const css = styles.subset(styles.signature(page('')));
    expect(css).not.toContain('ant-btn-loading');
    expect(css).not.toContain('ant-form-item-has-error');
    expect(css).not.toContain('ant-col-lg-3');
    expect(css).not.toContain('cache-path');
    // A field shown with its error (a form posted without JavaScript) gets the error rule.
    const withError = styles.subset(styles.signature(`${page('')}<div class="ant-form-item-has-error"><input class="ant-input"></div>`));
    expect(withError).toContain('.ant-form-item-has-error .ant-input{border-color:#b91c1c}');
  });

  it('cuts the whole sheet into consecutive parts between top-level rules, nothing lost or reordered', () => {
    const parts = styles.parts(200);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('')).toBe(sheet);
    expect(parts.every((part) => part.endsWith('}'))).toBe(true);
    expect(new CriticalStyles('').parts(200)).toEqual(['']);
  });

  it('leaves the theme root’s variables out of the parts when the markup carries its class (the critical part has them)', () => {
    const root = '.css-var-site{--ant-blue:#1677ff;--ant-font-size:14px}';
    const withRoot = new CriticalStyles(root + sheet);
    const signature = withRoot.signature(page('ant-btn-primary'));
    expect(withRoot.rootsIn(signature)).toBe('css-var-site');
    expect(withRoot.subset(signature)).toContain(root);
    expect(withRoot.parts(200, signature).join('')).toBe(sheet);
    // A page without it (no antd component in its markup) gets them with the parts.
    expect(withRoot.rootsIn(withRoot.signature('<p class="plain">x</p>'))).toBe('');
    expect(withRoot.parts(200, withRoot.signature('<p class="plain">x</p>')).join('')).toBe(root + sheet);
  });

  it('keeps in the parts a variables-only rule whose properties another rule declares too (a size variant)', () => {
    // antd's large select: its variables come before the component's own defaults in the sheet.
    // Left out of the parts, the critical part's copy would come before the parts' defaults, which
    // would win: the large select rendered at the default height once the app starts.
    const root = '.css-var-site{--ant-blue:#1677ff}';
    const large = '.ant-select-lg{--ant-select-height:40px}';
    const base = '.ant-select{--ant-select-height:32px;height:var(--ant-select-height)}';
    const variant = new CriticalStyles(root + large + base);
    const signature = variant.signature('<div class="css-var-site"><div class="ant-select ant-select-lg">x</div></div>');
    expect(variant.rootsIn(signature)).toBe('css-var-site');
    expect(variant.parts(200, signature).join('')).toBe(large + base);
  });

  it('gives pages using the same classes the same signature, whatever their text', () => {
    expect(styles.signature(page('ant-btn-primary', 'One'))).toBe(styles.signature(page('ant-btn-primary', 'Another text')));
    expect(styles.signature(page('ant-btn-primary'))).not.toBe(styles.signature(page('ant-btn-loading')));
    // Classes the sheet does not name (the site's own) do not split pages apart.
    expect(styles.signature(page('site-cta'))).toBe(styles.signature(page('')));
  });
});
