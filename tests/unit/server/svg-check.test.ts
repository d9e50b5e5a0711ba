// The SVG check of issue 33: a real XML parse judged by local names and decoded CSS (prefixes and
// escapes change nothing), an allow-list with a re-serialised result, and refusal by cost before
// anything is rendered.
import { XMLParser } from 'fast-xml-parser';
import { checkSvg, decodeCssEscapes, SVG_LIMITS } from '../../../graphql-server/src/modules/media/svg-check';
import { blurFloodSvg, nestedUseSvg } from '../../support/hostile-svgs';

const svg = (body: string, attributes = 'width="100" height="100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`;

describe('checkSvg: active content whatever its spelling', () => {
  it.each([
    ['a prefixed script', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>')],
    ['a prefixed foreignObject', svg('<s:foreignObject xmlns:s="http://www.w3.org/2000/svg"><p>x</p></s:foreignObject>')],
    ['a script inside dropped metadata', svg('<metadata><script>alert(1)</script></metadata>')],
    ['a CSS-escaped url( in a style attribute', svg('<rect style="fill: u\\72l(https://evil.example/p)" width="5" height="5"/>')],
    ['a CSS-escaped url( in a stylesheet', svg('<style>rect { fill: \\75 rl(https://evil.example/p) }</style>')],
    ['an escaped @import', svg('<style>@\\69mport "https://evil.example/x.css";</style>')],
    [
      'an external href with a prefix of its own',
      svg('<use foo:href="https://evil.example/x.svg#a" xmlns:foo="http://www.w3.org/1999/xlink"/>'),
    ],
    ['an event handler with a prefix', svg('<rect x:onclick="alert(1)" xmlns:x="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_name, text) => {
    expect(checkSvg(text)).toEqual({ ok: false, problem: 'active' });
  });

  it('decodes CSS escapes as a browser does', () => {
    expect(decodeCssEscapes('u\\72l(')).toBe('url(');
    expect(decodeCssEscapes('\\75 rl(')).toBe('url(');
    expect(decodeCssEscapes('\\@import')).toBe('@import');
  });
});

describe('checkSvg: sanitised and re-serialised', () => {
  it('stores only allowed elements and attributes, as well-formed XML', () => {
    const text =
      '<?xml version="1.0"?><!-- made by hand -->' +
      svg(
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
          '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>' +
          '<style><![CDATA[ rect { fill: #0a6 } ]]></style>' +
          '<defs><linearGradient id="g"/></defs>' +
          '<rect inkscape:label="box" fill="url(#g)" width="5" height="5" class=\'a"b\'/><text>R&amp;D &lt;3</text>',
        'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" width="100" height="100"',
      );
    const verdict = checkSvg(text);
    if (!verdict.ok) throw new Error(`refused: ${JSON.stringify(verdict)}`);
    expect(verdict.svg).not.toMatch(/metadata|sodipodi|inkscape|made by hand|rdf/);
    expect(verdict.svg).toContain('<![CDATA[ rect { fill: #0a6 } ]]>');
    expect(verdict.svg).toContain('<text>R&amp;D &lt;3</text>');
    expect(verdict.svg).toContain('class="a&quot;b"');
    // What is stored parses again, to the same document.
    const parser = new XMLParser({ ignoreAttributes: false });
    expect(() => parser.parse(verdict.svg, true)).not.toThrow();
    expect(checkSvg(verdict.svg)).toEqual(verdict);
  });

  it('refuses what is not one well-formed <svg> document', () => {
    expect(checkSvg('<svg><g></svg>')).toEqual({ ok: false, problem: 'broken' });
    expect(checkSvg('<html><body/></html>')).toEqual({ ok: false, problem: 'broken' });
  });
});

describe('checkSvg: cost, before rendering', () => {
  const reason = (text: string) => {
    const verdict = checkSvg(text);
    return verdict.ok === false && verdict.problem === 'complex' ? verdict.reason : verdict;
  };

  it("refuses issue 33's nested <use> (8 levels × 10, 1.7 KB)", () => {
    expect(nestedUseSvg().length).toBeLessThan(1800);
    expect(reason(nestedUseSvg())).toMatch(/elements once <use> is expanded/);
  });

  it('refuses <use> nested deeper than the limit even when it stays small', () => {
    expect(reason(nestedUseSvg(SVG_LIMITS.useDepth + 1, 1))).toMatch(/nested more than/);
    expect(checkSvg(nestedUseSvg(SVG_LIMITS.useDepth - 1, 2)).ok).toBe(true);
  });

  it('refuses a <use> that refers to itself', () => {
    expect(reason(svg('<g id="a"><use href="#a"/></g>'))).toMatch(/refers to itself/);
  });

  it("refuses issue 33's feTurbulence + feGaussianBlur stdDeviation=500 on 7000×7000", () => {
    expect(reason(blurFloodSvg())).toMatch(/filter radius/);
    // A fair blur on the same canvas is still too much canvas for filters; on a small one it is fine.
    expect(reason(blurFloodSvg(5))).toMatch(/filters on a canvas/);
    expect(checkSvg(blurFloodSvg(5, 800)).ok).toBe(true);
  });

  it('refuses too many elements, filter steps, octaves and canvases', () => {
    expect(reason(svg('<rect/>'.repeat(SVG_LIMITS.elements)))).toMatch(/more than 10,000 elements/);
    expect(reason(svg(`<filter id="f">${'<feOffset dx="1"/>'.repeat(SVG_LIMITS.filterPrimitives + 1)}</filter>`))).toMatch(/filter steps/);
    expect(reason(svg('<filter id="f"><feTurbulence numOctaves="30"/></filter>'))).toMatch(/octaves/);
    expect(reason(svg('<rect/>', 'width="20000" height="10"'))).toMatch(/canvas wider or taller/);
    expect(reason(svg('<rect/>', 'viewBox="0 0 10 99999"'))).toMatch(/canvas wider or taller/);
  });

  it('refuses nesting too deep for a parser instead of crashing', () => {
    const deep = svg(`${'<g>'.repeat(200_000)}${'</g>'.repeat(200_000)}`);
    expect(checkSvg(deep).ok).toBe(false);
  });
});
