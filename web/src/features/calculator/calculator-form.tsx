import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button, Form, Input } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { useFormik, type FormikErrors } from 'formik';
import { useLocation } from 'react-router-dom';
import { ValidationError } from 'yup';
import { calculatorSchema, type CalculatorInput } from '../../../../schema/validation/calculator';
import { FORM_FIELDS, FORM_ID_FIELD, parseSpendText, schemaInput, type PageFormId } from '../../../../schema/validation/page-forms';
import { ErrorSummary } from '../../app/forms/error-summary';
import { NativeSelect } from '../../app/forms/native-select';
import { useAdoptTypedValues } from '../../app/forms/use-adopt-typed-values';
import { useErrorTitle } from '../../app/forms/use-error-title';
import { usePostedForm } from '../../app/page-form-state';
import { FieldMessage } from '../../app/forms/field-message';
import { FINOPS_MATURITY_OPTIONS, type CalculatorOption } from '../../domain/calculator-options';

// The four-field form both calculators share (SPEC §5 "Calculators"): formik validates with the
// shared calculatorSchema, so the messages are the spec's; each reading passes its own option codes.
// A real <form method="post"> to its own page (docs/decisions/0013): without JavaScript the server
// validates it with the same schema and renders the result (or the errors) into the page.

export interface CalculatorFormValues {
  /** As typed ('10,000'); parsed by the shared parseSpendText. */
  monthlySpend: string;
  cloudProvider: string;
  industry: string;
  finopsMaturity: string;
}

export type CalculatorFormId = Extract<PageFormId, 'home-calculator' | 'page-calculator'>;

interface CalculatorFormProps {
  formId: CalculatorFormId;
  /** Prefix of the control ids, unique on the page. */
  idPrefix: string;
  initialSpend: number | null;
  providerOptions: readonly CalculatorOption[];
  industryOptions: readonly CalculatorOption[];
  submitLabel: string;
  onCalculate: (input: CalculatorInput) => void;
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

function formatSpend(value: string | number | null | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  const [whole, fraction] = String(value).split('.');
  return fraction !== undefined ? `${whole.replace(THOUSANDS, ',')}.${fraction}` : whole.replace(THOUSANDS, ',');
}

/** The shared schema's verdict on the form's values, as formik errors. */
function calculatorErrors(form: CalculatorFormId, values: CalculatorFormValues): FormikErrors<CalculatorFormValues> {
  try {
    calculatorSchema.validateSync(schemaInput(form, { ...values }), { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error])
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

/** The input a valid posted (or typed) form stands for. */
export function calculatorInput(form: CalculatorFormId, values: CalculatorFormValues): CalculatorInput {
  return calculatorSchema.cast(schemaInput(form, { ...values }));
}

/** The values of a form posted without JavaScript, when the page is its answer. */
export function usePostedCalculator(form: CalculatorFormId): { values: CalculatorFormValues; valid: boolean } | null {
  const posted = usePostedForm(form);
  if (!posted) return null;
  const text = (field: string) => (typeof posted.values[field] === 'string' ? (posted.values[field] as string) : '');
  const values = {
    monthlySpend: text('monthlySpend'),
    cloudProvider: text('cloudProvider'),
    industry: text('industry'),
    finopsMaturity: text('finopsMaturity'),
  };
  return { values, valid: posted.errors.length === 0 };
}

/** A failed submit moves the focus to the error summary. */
function useFocusSummaryOnFailedSubmit(
  formik: { isSubmitting: boolean; submitCount: number; errors: object },
  summaryRef: RefObject<HTMLDivElement | null>,
): void {
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (formik.isSubmitting || formik.submitCount <= handledSubmit.current) return;
    handledSubmit.current = formik.submitCount;
    if (Object.keys(formik.errors).length > 0) summaryRef.current?.focus();
  }, [formik.isSubmitting, formik.submitCount, formik.errors, summaryRef]);
}

export function CalculatorForm({
  formId,
  idPrefix,
  initialSpend,
  providerOptions,
  industryOptions,
  submitLabel,
  onCalculate,
}: CalculatorFormProps) {
  const { pathname } = useLocation();
  const posted = usePostedCalculator(formId);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const postedErrors = posted && !posted.valid ? calculatorErrors(formId, posted.values) : {};
  const formik = useFormik<CalculatorFormValues>({
    initialValues: posted?.values ?? { monthlySpend: formatSpend(initialSpend), cloudProvider: '', industry: '', finopsMaturity: '' },
    initialErrors: postedErrors,
    initialTouched: Object.fromEntries(Object.keys(postedErrors).map((field) => [field, true])),
    validate: (values) => calculatorErrors(formId, values),
    onSubmit: (values) => onCalculate(calculatorInput(formId, values)),
  });

  useAdoptTypedValues(formRef, formId, (typed) => {
    const changed = FORM_FIELDS[formId].some((field) => typed[field] !== formik.values[field as keyof CalculatorFormValues]);
    if (changed) void formik.setValues({ ...formik.values, ...(typed as Partial<CalculatorFormValues>) }, false);
  });

  const shown = formik.submitCount > 0 || Object.keys(postedErrors).length > 0;
  // Messages appear after a submit (GOV.UK), not on blur: a message appearing on blur would move
  // the submit button away under a click that is on its way.
  const errorOf = (field: keyof CalculatorFormValues): string | undefined => (shown ? formik.errors[field] : undefined);
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const summaryErrors = shown
    ? FORM_FIELDS[formId]
        .filter((field) => formik.errors[field as keyof CalculatorFormValues])
        .map((field) => ({ id: idOf(field), message: formik.errors[field as keyof CalculatorFormValues] as string }))
    : [];
  useErrorTitle(summaryErrors.length > 0);

  useFocusSummaryOnFailedSubmit(formik, summaryRef);

  const fieldProps = (field: keyof CalculatorFormValues) => {
    const error = errorOf(field);
    const id = idOf(field);
    return {
      item: {
        htmlFor: id,
        validateStatus: error ? ('error' as const) : undefined,
      },
      message: <FieldMessage id={id} error={error} />,
      control: {
        id,
        name: field,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
        onBlur: () => void formik.setFieldTouched(field, true),
      },
    };
  };

  const select = (
    field: 'cloudProvider' | 'industry' | 'finopsMaturity',
    label: string,
    placeholder: string,
    options: readonly CalculatorOption[],
  ): ReactNode => {
    const { item, control, message } = fieldProps(field);
    return (
      <Form.Item label={label} required {...item}>
        <NativeSelect
          {...control}
          size="large"
          placeholder={placeholder}
          value={formik.values[field]}
          options={options}
          onChange={(event) => void formik.setFieldValue(field, event.target.value)}
        />
        {message}
      </Form.Item>
    );
  };

  const spend = fieldProps('monthlySpend');

  return (
    <Form layout="vertical" component={false}>
      <form
        ref={formRef}
        className="calc-form"
        method="post"
        action={pathname}
        onSubmit={formik.handleSubmit}
        noValidate
        aria-label="Savings calculator"
      >
        <input type="hidden" name={FORM_ID_FIELD} value={formId} />
        <ErrorSummary ref={summaryRef} id={`${idPrefix}-errors`} errors={summaryErrors} autoFocus={Object.keys(postedErrors).length > 0} />
        <Form.Item label="Monthly Cloud Spend (USD)" required {...spend.item}>
          <Input
            {...spend.control}
            size="large"
            className="calc-form__spend"
            prefix="$"
            placeholder="10,000"
            inputMode="numeric"
            autoComplete="off"
            value={formik.values.monthlySpend}
            onChange={(event) => void formik.setFieldValue('monthlySpend', event.target.value)}
            onBlur={() => {
              const spendValue = parseSpendText(formik.values.monthlySpend);
              if (!Number.isNaN(spendValue)) void formik.setFieldValue('monthlySpend', formatSpend(spendValue), false);
              void formik.setFieldTouched('monthlySpend', true);
            }}
          />
          {spend.message}
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
