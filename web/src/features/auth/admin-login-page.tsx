// The admin login screen (SPEC §2 'Admin login', §4 auth states, §5 rules, §8 toasts): Login and
// Register tabs on one card. A successful sign-in writes the user into the Me query, so the route
// guard (RedirectIfSignedIn) takes the browser on to /admin by itself.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Form, Input, Skeleton, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useFormik, type FormikProps } from 'formik';
import { loginSchema, registerSchema } from '../../../../schema/validation/auth';
import { usePageMeta } from '../../app/use-page-meta';
import { ErrorSummary, type SummaryError } from '../../app/forms/error-summary';
import { useErrorTitle } from '../../app/forms/use-error-title';
import {
  MeDocument,
  useAdminLoginMutation,
  useAdminRegisterMutation,
  useAdminRegistrationOpenQuery,
  type MeQuery,
  type TwoFactorStep,
} from '../../graphql/generated';
import { errorCodeOf, serverMessageOr } from './auth-errors';
import { useAdminToast } from '../../app/use-admin-toast';
import { TwoFactorSignIn } from './two-factor-sign-in';
import './auth.css';

type AuthTab = 'login' | 'register';

/** SPEC §4: a successful login or registration refreshes the current-user query. */
function rememberUser(cache: ApolloCache, user: MeQuery['me']) {
  if (user) cache.writeQuery({ query: MeDocument, data: { me: user } });
}

export function AdminLoginPage() {
  usePageMeta('Admin Login | FinOps Consulting', 'Sign in to manage the website content and review captured leads.');
  const [tab, setTab] = useState<AuthTab>('login');

  return (
    <div className="auth-screen">
      <Card className="auth-card">
        <div className="auth-card__head">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography.Title level={1} className="auth-card__title">
            Admin Login
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="auth-card__note">
            This area is for website administrators only.
          </Typography.Paragraph>
        </div>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as AuthTab)}
          centered
          items={[
            { key: 'login', label: 'Login', children: <LoginForm /> },
            { key: 'register', label: 'Register', children: <RegisterPanel onGoToLogin={() => setTab('login')} /> },
          ]}
        />
        <Link to="/" className="auth-card__return">
          <ArrowLeftOutlined aria-hidden /> Return to website
        </Link>
      </Card>
    </div>
  );
}

interface CredentialsValues {
  username: string;
  password: string;
  confirmPassword?: string;
}

function LoginForm() {
  const toast = useAdminToast();
  const client = useApolloClient();
  // After a right password, an account with two-factor sign-in has a second step (decision 0020).
  const [secondStep, setSecondStep] = useState<TwoFactorStep | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [login] = useAdminLoginMutation({ update: (cache, { data }) => rememberUser(cache, data?.login.user ?? null) });
  const formik = useFormik<CredentialsValues>({
    initialValues: { username: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      const { username, password } = loginSchema.cast(values);
      setFailure(null);
      try {
        const result = await login({ variables: { username, password } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        if (result.data.login.twoFactor) {
          setSecondStep(result.data.login.twoFactor.step);
          return;
        }
        toast.success('Login successful', 'Welcome to the admin dashboard');
      } catch (error) {
        const message = serverMessageOr(error, 'Invalid credentials');
        toast.error('Login failed', message);
        setFailure(message);
      }
    },
  });
  if (secondStep) {
    return (
      <TwoFactorSignIn
        step={secondStep}
        onSignedIn={(user) => rememberUser(client.cache, user)}
        onRestart={() => {
          setSecondStep(null);
          formik.resetForm();
        }}
      />
    );
  }
  return (
    <>
      <CredentialsForm formik={formik} failure={failure} submitLabel="Login" busyLabel="Logging in..." label="Admin login" />
      <Link to="/admin/forgot-password" className="auth-card__forgot">
        Forgot password?
      </Link>
    </>
  );
}

function RegisterPanel({ onGoToLogin }: { onGoToLogin: () => void }) {
  const { data, loading, refetch } = useAdminRegistrationOpenQuery({ fetchPolicy: 'network-only' });
  const [registered, setRegistered] = useState(false);

  if (registered) {
    // SPEC §4: registering hides the register form (the guard then moves on to /admin).
    return <Alert type="success" showIcon title="Your account has been created" description="Opening the admin dashboard..." />;
  }
  if (loading && !data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (data && !data.registrationOpen) {
    return (
      <Alert
        type="info"
        showIcon
        title="Registration is closed"
        description={
          <>
            <p className="auth-closed__text">
              An administrator account already exists, so new accounts cannot be created here. Ask an administrator for access, or sign in
              with your account.
            </p>
            <Button type="primary" onClick={onGoToLogin}>
              Go to Login
            </Button>
          </>
        }
      />
    );
  }
  return <RegisterForm onRegistered={() => setRegistered(true)} onClosed={() => void refetch()} />;
}

function RegisterForm({ onRegistered, onClosed }: { onRegistered: () => void; onClosed: () => void }) {
  const toast = useAdminToast();
  const client = useApolloClient();
  const [register] = useAdminRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<CredentialsValues>({
    initialValues: { username: '', password: '', confirmPassword: '' },
    // SPEC §5: a confirmPassword mismatch fails here, before any request is sent.
    validationSchema: registerSchema,
    onSubmit: async (values) => {
      // confirmPassword is checked above and never sent (SPEC §3).
      const { username, password } = registerSchema.cast(values);
      setFailure(null);
      try {
        const result = await register({ variables: { username, password } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Registration successful', 'Your account has been created');
        onRegistered();
        // Written after the form is hidden, so the redirect does not race the success state.
        rememberUser(client.cache, result.data.register.user);
      } catch (error) {
        const message = serverMessageOr(error, 'Could not create account');
        toast.error('Registration failed', message);
        setFailure(message);
        if (errorCodeOf(error) === 'FORBIDDEN') onClosed();
      }
    },
  });
  return (
    <CredentialsForm
      formik={formik}
      failure={failure}
      submitLabel="Create Account"
      busyLabel="Creating account..."
      label="Register an admin account"
      withConfirm
    />
  );
}

interface CredentialsFormProps {
  formik: FormikProps<CredentialsValues>;
  /** What the server answered to the last submission, when it refused it. */
  failure: string | null;
  submitLabel: string;
  busyLabel: string;
  label: string;
  withConfirm?: boolean;
}

const FIELDS = ['username', 'password', 'confirmPassword'] as const;

function CredentialsForm({ formik, failure, submitLabel, busyLabel, label, withConfirm }: CredentialsFormProps) {
  const id = useId();
  const error = (field: keyof CredentialsValues) => (formik.touched[field] ? formik.errors[field] : undefined);
  // As the public forms (lead-form-kit.tsx): after a failed submission an error summary lists what
  // is wrong, takes the focus, and the document title starts with 'Error: '. A refusal by the
  // server (wrong password) points at the username, where the visitor starts again.
  const summaryErrors: SummaryError[] = [
    ...(failure ? [{ id: `${id}-username`, message: failure }] : []),
    ...FIELDS.flatMap((name) => {
      const message = formik.submitCount > 0 ? error(name) : undefined;
      return message ? [{ id: `${id}-${name}`, message }] : [];
    }),
  ];
  useErrorTitle(summaryErrors.length > 0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const handledSubmit = useRef(0);
  const hasErrors = summaryErrors.length > 0;
  useEffect(() => {
    if (formik.isSubmitting || formik.submitCount <= handledSubmit.current) return;
    handledSubmit.current = formik.submitCount;
    if (hasErrors) summaryRef.current?.focus();
  }, [formik.isSubmitting, formik.submitCount, hasErrors]);
  const field = (name: keyof CredentialsValues, title: string, control: ReactNode) => (
    <Form.Item
      label={title}
      htmlFor={`${id}-${name}`}
      validateStatus={error(name) ? 'error' : undefined}
      help={error(name) ? <span id={`${id}-${name}-error`}>{error(name)}</span> : undefined}
    >
      {control}
    </Form.Item>
  );
  const aria = (name: keyof CredentialsValues) =>
    error(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};

  return (
    <Form component={false} layout="vertical" requiredMark={false}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={label} className="auth-form">
        <ErrorSummary ref={summaryRef} id={`${id}-errors`} errors={summaryErrors} />
        {field(
          'username',
          'Username',
          <Input
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            prefix={<UserOutlined aria-hidden />}
            value={formik.values.username}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...aria('username')}
          />,
        )}
        {field(
          'password',
          'Password',
          <Input.Password
            id={`${id}-password`}
            name="password"
            autoComplete={withConfirm ? 'new-password' : 'current-password'}
            prefix={<LockOutlined aria-hidden />}
            value={formik.values.password}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            {...aria('password')}
          />,
        )}
        {withConfirm &&
          field(
            'confirmPassword',
            'Confirm Password',
            <Input.Password
              id={`${id}-confirmPassword`}
              name="confirmPassword"
              autoComplete="new-password"
              prefix={<LockOutlined aria-hidden />}
              value={formik.values.confirmPassword}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              {...aria('confirmPassword')}
            />,
          )}
        <Button type="primary" htmlType="submit" size="large" block loading={formik.isSubmitting}>
          {formik.isSubmitting ? busyLabel : submitLabel}
        </Button>
      </form>
    </Form>
  );
}
