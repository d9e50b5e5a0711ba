// The dashboard's funnel maths (issue 32): share of the first step, drop-off from the previous one.
import { funnelSteps } from '../../../graphql-server/src/modules/analytics/funnel';

describe('funnelSteps', () => {
  it('gives each step its share of the first and its drop-off from the one before', () => {
    expect(
      funnelSteps([
        ['landed', 200],
        ['usedTool', 50],
        ['startedForm', 20],
        ['lead', 5],
      ]),
    ).toEqual([
      { step: 'landed', visits: 200, ofFirst: 1, dropOff: 0 },
      { step: 'usedTool', visits: 50, ofFirst: 0.25, dropOff: 0.75 },
      { step: 'startedForm', visits: 20, ofFirst: 0.1, dropOff: 0.6 },
      { step: 'lead', visits: 5, ofFirst: 0.025, dropOff: 0.75 },
    ]);
  });

  it('never counts a step above the one before, and divides by nothing as 0', () => {
    expect(
      funnelSteps([
        ['landed', 0],
        ['usedTool', 3],
      ]),
    ).toEqual([
      { step: 'landed', visits: 0, ofFirst: 0, dropOff: 0 },
      { step: 'usedTool', visits: 0, ofFirst: 0, dropOff: 0 },
    ]);
    expect(
      funnelSteps([
        ['landed', 3],
        ['lead', 1],
      ])[1],
    ).toEqual({ step: 'lead', visits: 1, ofFirst: 0.3333, dropOff: 0.6667 });
  });
});
