// The attached tool results drawn as the site drew them for the visitor (issue 14): the public
// tools' own result components, fed from the stored results (their shape: schema/format/
// tool-result-shapes.ts). Loaded on its own (React.lazy in tool-results-view.tsx), so the public
// tools' styles and components reach the admin bundle only when a lead carries results.
import type { PageCalculatorToolResults, ToolResultsShape } from '../../../../../schema/format/tool-result-shapes';
import { OPTIMIZATION_AREAS } from '../../../domain/page-calculator';
import { quizResultOf } from '../../../domain/maturity-quiz';
import { HomeCalculatorResultCard } from '../../calculator/home-calculator-result';
import { PageCalculatorResultCard } from '../../calculator/page-calculator-result';
import { QuizResultView } from '../../maturity/quiz-result-view';
import { SimulationSummary } from '../../simulator/simulation-summary';

/** Stored areas keep name and amount; the key, share and description come from the definitions. */
function areasOf({ annualSavings, optimizationAreas }: PageCalculatorToolResults['results']) {
  return optimizationAreas.map(({ name, savings }, index) => {
    const definition = OPTIMIZATION_AREAS.find((area) => area.name === name);
    return {
      key: definition?.key ?? `stored-${index}`,
      name,
      description: definition?.description ?? '',
      share: annualSavings > 0 ? savings / annualSavings : 0,
      savings,
    };
  });
}

export default function SiteToolResults({ tool }: { tool: ToolResultsShape }) {
  switch (tool.tool) {
    case 'home-calculator':
      return (
        <div className="calc-panel calc-panel--result admin-tool-result">
          <HomeCalculatorResultCard result={tool.results} monthlySpend={tool.inputs.monthlySpend} />
        </div>
      );
    case 'page-calculator':
      return (
        <div className="calc-panel calc-panel--result admin-tool-result">
          <PageCalculatorResultCard result={{ ...tool.results, optimizationAreas: areasOf(tool.results) }} />
        </div>
      );
    case 'simulator':
      return (
        <div className="sim-results admin-tool-result">
          <SimulationSummary result={tool.results} />
        </div>
      );
    case 'maturity-assessment':
      return (
        <div className="mq-results admin-tool-result">
          <QuizResultView result={quizResultOf(tool.results.score, tool.results.categoryScores)} />
        </div>
      );
  }
}
