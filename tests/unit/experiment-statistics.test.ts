// The experiments' statistics (issue 32, decision 0069) against published worked examples.
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import {
  analyse,
  differenceInterval,
  probabilityToBeat,
  twoProportionZTest,
  wilsonInterval,
} from '../../graphql-server/src/modules/experiments/statistics';

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe('Wilson score interval', () => {
  // R. G. Newcombe, "Two-sided confidence intervals for the single proportion: comparison of seven
  // methods", Statistics in Medicine 17 (1998) 857–872, Table I, method 3 (score, no continuity correction).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
  ])('%i/%i gives %f to %f (Newcombe 1998, Table I)', (x, n, low, high) => {
    const interval = wilsonInterval(x, n);
    expect(round4(interval.low)).toBe(low);
    expect(round4(interval.high)).toBe(high);
  });

  it('is empty for no visitors', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
  });
});

describe('difference of two proportions', () => {
  // R. G. Newcombe, "Interval estimation for the difference between independent proportions:
  // comparison of eleven methods", Statistics in Medicine 17 (1998) 873–890, Table II, method 10.
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
  ])('%i/%i − %i/%i gives %f to %f (Newcombe 1998b, Table II)', (x1, n1, x2, n2, low, high) => {
    const interval = differenceInterval(x1, n1, x2, n2);
    expect(round4(interval.low)).toBe(low);
    expect(round4(interval.high)).toBe(high);
  });
});

describe('two-proportion z-test', () => {
  // The Physicians' Health Study (myocardial infarction: placebo 189/11034, aspirin 104/11037):
  // A. Agresti, "An Introduction to Categorical Data Analysis", 2nd ed. (2007), Table 2.3 and section 2.4:
  // Pearson X² = 25.01 (df 1), which is z² of the pooled two-proportion test.
  it('gives z² = 25.01 and p < 0.0001 for the aspirin study (Agresti 2007)', () => {
    const { z, pValue } = twoProportionZTest(189, 11034, 104, 11037);
    expect(Math.round(z * z * 100) / 100).toBe(25.01);
    expect(z).toBeGreaterThan(0);
    expect(pValue).toBeLessThan(0.0001);
    expect(pValue).toBeGreaterThan(0);
  });

  it('gives p = 1 for equal rates and for no data', () => {
    expect(twoProportionZTest(10, 100, 10, 100).pValue).toBeCloseTo(1, 10);
    expect(twoProportionZTest(0, 0, 0, 0)).toEqual({ z: 0, pValue: 1 });
  });
});

describe('probability to beat control', () => {
  it('is one half for the same data, and P(B > A) + P(A > B) = 1 (continuous posteriors)', () => {
    const a = { visitors: 200, conversions: 20 };
    const b = { visitors: 180, conversions: 27 };
    expect(probabilityToBeat(a, a)).toBeCloseTo(0.5, 10);
    expect(probabilityToBeat(a, b) + probabilityToBeat(b, a)).toBeCloseTo(1, 10);
    expect(probabilityToBeat(a, b)).toBeGreaterThan(0.9);
  });

  it('agrees with the posteriors’ normal approximation for large counts', () => {
    // Beta(1+x, 1+n−x): mean α/(α+β), variance αβ/((α+β)²(α+β+1)); P ≈ Φ((μB − μA) / √(σA² + σB²)).
    const posterior = ({ visitors, conversions }: { visitors: number; conversions: number }) => {
      const [a, b] = [1 + conversions, 1 + visitors - conversions];
      return { mean: a / (a + b), variance: (a * b) / ((a + b) ** 2 * (a + b + 1)) };
    };
    const c = { visitors: 5000, conversions: 500 };
    const d = { visitors: 5000, conversions: 530 };
    const [pc, pd] = [posterior(c), posterior(d)];
    const approximation = normalCdf((pd.mean - pc.mean) / Math.sqrt(pc.variance + pd.variance), 0, 1);
    expect(Math.abs(probabilityToBeat(c, d) - approximation)).toBeLessThan(0.005);
    expect(probabilityToBeat(c, d)).toBeGreaterThan(0.8);
    expect(probabilityToBeat(c, d)).toBeLessThan(0.9);
  });
});

describe('analyse', () => {
  it('names no winner before every arm has the minimum sample', () => {
    const verdict = analyse(
      [
        { arm: 'control', visitors: 99, conversions: 1 },
        { arm: 'b', visitors: 5000, conversions: 2500 },
      ],
      100,
    );
    expect(verdict.enoughData).toBe(false);
    expect(verdict.winner).toBeNull();
    expect(verdict.arms[1].probabilityToBeatControl).toBeGreaterThan(0.99);
  });

  it('names a significant, probable winner and reports uplift against control', () => {
    const verdict = analyse(
      [
        { arm: 'control', visitors: 11037, conversions: 104 },
        { arm: 'b', visitors: 11034, conversions: 189 },
        { arm: 'c', visitors: 11000, conversions: 100 },
      ],
      1000,
    );
    expect(verdict.winner).toBe('b');
    expect(verdict.arms[0].uplift).toBeNull();
    expect(verdict.arms[1].uplift).toBeCloseTo(189 / 11034 / (104 / 11037) - 1, 10);
    expect(verdict.arms[2].pValue).toBeGreaterThan(0.05);
  });
});
