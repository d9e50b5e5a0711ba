// antd's theme tokens derived at build time (decision 0048): the site's algorithm answers the seed
// it was built for from the built tokens (what antd itself derives), and derives any other seed.
// That the ConfigProvider asks for exactly that seed is a component test (tests/component/app).
import { theme as antdTheme } from 'antd';
import { algorithmFrom, buildMapToken, siteSeed } from '../../../web/src/app/theme';

it('answers that seed from the built tokens, which are what antd derives', () => {
  const built = buildMapToken();
  const spy = jest.spyOn(antdTheme, 'defaultAlgorithm');
  try {
    const answer = algorithmFrom(built)(siteSeed());
    expect(spy).not.toHaveBeenCalled();
    expect(answer).toEqual(built.map);
    // A copy: antd may extend what it is given without touching the built value.
    expect(answer).not.toBe(built.map);
  } finally {
    spy.mockRestore();
  }
  expect(built.map).toEqual(antdTheme.defaultAlgorithm(siteSeed()));
  expect(built.map.colorPrimary).toBe('#0f766e');
});

it('derives any other seed, and every seed when nothing was built', () => {
  const other = { ...siteSeed(), colorPrimary: '#1d4ed8' };
  expect(algorithmFrom(buildMapToken())(other)).toEqual(antdTheme.defaultAlgorithm(other));
  expect(algorithmFrom(undefined)(siteSeed())).toEqual(antdTheme.defaultAlgorithm(siteSeed()));
});
