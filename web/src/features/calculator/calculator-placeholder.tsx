import { CheckCircleFilled, LineChartOutlined } from '@ant-design/icons';

// What the results panel shows before a valid submit (SPEC §2 "Calculator page", §4 "Calculators").
export function CalculatorPlaceholder({ benefits }: { benefits: readonly string[] }) {
  return (
    <div className="calc-placeholder">
      <span className="calc-placeholder__icon" aria-hidden>
        <LineChartOutlined />
      </span>
      <p className="calc-placeholder__prompt">Enter your information to see potential savings</p>
      <p className="calc-placeholder__lead">Your estimate includes:</p>
      <ul className="calc-benefits">
        {benefits.map((benefit) => (
          <li key={benefit}>
            <CheckCircleFilled aria-hidden />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
