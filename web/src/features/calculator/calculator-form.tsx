import type { ReactNode } from 'react';
import { Button, Form, InputNumber, Select } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { calculatorSchema, type CalculatorInput } from '../../../../schema/validation/calculator';
import { FINOPS_MATURITY_OPTIONS, type CalculatorOption } from '../../domain/calculator-options';

// The four-field form both calculators share (SPEC §5 "Calculators"): formik validates with the
// shared calculatorSchema, so the messages are the spec's; each reading passes its own option codes.

export interface CalculatorFormValues {
  monthlySpend: number | null;
  cloudProvider: string;
  industry: string;
  finopsMaturity: string;
}

interface CalculatorFormProps {
  /** Prefix of the control ids, unique on the page. */
  idPrefix: string;
  initialSpend: number | null;
  providerOptions: readonly CalculatorOption[];
  industryOptions: readonly CalculatorOption[];
  submitLabel: string;
  onCalculate: (input: CalculatorInput) => void;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

function formatSpend(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole, fraction] = String(value).split('.');
  return fraction !== undefined ? `${whole.replace(THOUSANDS, ',')}.${fraction}` : whole.replace(THOUSANDS, ',');
}

function parseSpend(text: string | undefined): number {
  return Number((text ?? '').replace(/[^0-9.]/g, ''));
}

export function CalculatorForm({ idPrefix, initialSpend, providerOptions, industryOptions, submitLabel, onCalculate }: CalculatorFormProps) {
  const formik = useFormik<CalculatorFormValues>({
    initialValues: { monthlySpend: initialSpend, cloudProvider: '', industry: '', finopsMaturity: '' },
    validationSchema: calculatorSchema,
    onSubmit: (values) => onCalculate(calculatorSchema.cast(values)),
  });

  const errorOf = (field: keyof CalculatorFormValues): string | undefined =>
    formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;

  const fieldProps = (field: keyof CalculatorFormValues) => {
    const error = errorOf(field);
    const id = `${idPrefix}-${field}`;
    return {
      item: {
        htmlFor: id,
        validateStatus: error ? ('error' as const) : undefined,
        help: error ? <span id={`${id}-error`}>{error}</span> : undefined,
      },
      control: {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        onBlur: () => void formik.setFieldTouched(field, true),
      },
    };
  };

  const select = (field: 'cloudProvider' | 'industry' | 'finopsMaturity', label: string, placeholder: string, options: readonly CalculatorOption[]): ReactNode => {
    const { item, control } = fieldProps(field);
    return (
      <Form.Item label={label} required {...item}>
        <Select
          {...control}
          size="large"
          placeholder={placeholder}
          value={formik.values[field] || undefined}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
          onChange={(value: string) => void formik.setFieldValue(field, value)}
          virtual={false}
        />
      </Form.Item>
    );
  };

  const spend = fieldProps('monthlySpend');

  return (
    <Form layout="vertical" component={false}>
      <form className="calc-form" onSubmit={formik.handleSubmit} noValidate aria-label="Savings calculator">
        <Form.Item label="Monthly Cloud Spend (USD)" required {...spend.item}>
          <InputNumber<number>
            {...spend.control}
            size="large"
            className="calc-form__spend"
            prefix="$"
            min={0}
            step={1000}
            placeholder="10,000"
            inputMode="numeric"
            value={formik.values.monthlySpend}
            formatter={formatSpend}
            parser={parseSpend}
            onChange={(value) => void formik.setFieldValue('monthlySpend', value)}
          />
        </Form.Item>
        {select('cloudProvider', 'Cloud Provider', 'Select your cloud provider', providerOptions)}
        {select('industry', 'Industry', 'Select your industry', industryOptions)}
        {select('finopsMaturity', 'FinOps Maturity', 'Select your FinOps maturity level', FINOPS_MATURITY_OPTIONS)}
        <Button type="primary" htmlType="submit" size="large" block icon={<CalculatorOutlined aria-hidden />}>
          {submitLabel}
        </Button>
      </form>
    </Form>
  );
}
