// Auth form schemas with the exact messages of spec §5 (sign-in, sign-up, partner sign-up, password reset).
import { z } from 'zod';
import { FORM_LIMITS } from '../constants.ts';
import { EmailSchema, FullNameSchema, requiredText } from './fields.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

const m = VALIDATION_MESSAGES;

export const PASSWORD_MAX_LENGTH = 128;

// Passwords are never trimmed: spaces are characters the user chose.
export const PasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired, abort: true })
  .min(FORM_LIMITS.passwordMinLength, { error: m.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordTooLong });

export const FirstNameSchema = requiredText(m.firstNameRequired, m.firstNameTooShort, FORM_LIMITS.nameMinLength);
export const LastNameSchema = requiredText(m.lastNameRequired, m.lastNameTooShort, FORM_LIMITS.nameMinLength);
export const BusinessNameSchema = requiredText(
  m.businessNameRequired,
  m.businessNameTooShort,
  FORM_LIMITS.businessNameMinLength,
);

export const PartnerTypeSchema = z.enum(['venue', 'vendor'], { error: m.partnerTypeInvalid });
export type PartnerType = z.infer<typeof PartnerTypeSchema>;

const ConfirmPasswordSchema = z.string({ error: m.passwordsDoNotMatch });

function passwordsMatch(data: { password: string; confirmPassword: string }): boolean {
  return data.password === data.confirmPassword;
}
const mismatch = {
  error: m.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // Check the match as soon as both passwords are there, even while other fields (the email) are still invalid.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

export const SignInSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignIn = z.infer<typeof SignInSchema>;

export const CustomerSignUpSchema = z
  .object({
    fullName: FullNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);
export type CustomerSignUp = z.infer<typeof CustomerSignUpSchema>;

export const PartnerSignUpSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    businessName: BusinessNameSchema,
    partnerType: PartnerTypeSchema,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);
export type PartnerSignUp = z.infer<typeof PartnerSignUpSchema>;

/** §5: a partner's full name is first name plus last name joined. */
export function partnerFullName(first: string, last: string): string {
  return [first.trim(), last.trim()].filter((part) => part.length > 0).join(' ');
}

/** The parsed partner form plus the joined full name the account is created with. */
export function withPartnerFullName(data: PartnerSignUp): PartnerSignUp & { fullName: string } {
  return { ...data, fullName: partnerFullName(data.firstName, data.lastName) };
}

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

// The §5 password rules for the new password; the current one only has to be there.
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: m.passwordRequired }),
    newPassword: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((data) => data.newPassword === data.confirmPassword, {
    error: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** §7 add_partner_role_to_user input (the user comes from the session). */
export const AddPartnerRoleSchema = z.object({
  partnerType: PartnerTypeSchema,
  businessName: BusinessNameSchema,
});
export type AddPartnerRole = z.infer<typeof AddPartnerRoleSchema>;

/** First message per field, for forms that show one line under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
