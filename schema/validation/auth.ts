/**
 * Admin login and registration (SPEC §5 "Admin login and register").
 *
 * - loginSchema: the login form and the server's login input.
 * - registerSchema: the registration form (adds confirmPassword).
 * - serverRegisterSchema: the server's register input. The client removes
 *   confirmPassword before sending, so the server checks the login rules only.
 */
import * as yup from 'yup';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

const USERNAME_MIN_MESSAGE = 'Username must be at least 3 characters';
const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

const loginFields = {
  username: yup
    .string()
    .trim()
    .required(USERNAME_MIN_MESSAGE)
    .min(USERNAME_MIN_LENGTH, USERNAME_MIN_MESSAGE)
    .max(USERNAME_MAX_LENGTH, `Username must be ${USERNAME_MAX_LENGTH} characters or less`),
  // Passwords are taken as typed: never trimmed.
  password: yup
    .string()
    .required(PASSWORD_MIN_MESSAGE)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN_MESSAGE)
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or less`),
};

export const loginSchema = yup.object(loginFields);

export const registerSchema = yup.object({
  ...loginFields,
  confirmPassword: yup
    .string()
    .required(PASSWORD_MISMATCH_MESSAGE)
    .oneOf([yup.ref('password')], PASSWORD_MISMATCH_MESSAGE),
});

export const serverRegisterSchema = yup.object(loginFields);

export type LoginInput = yup.InferType<typeof loginSchema>;
export type RegisterInput = yup.InferType<typeof registerSchema>;
