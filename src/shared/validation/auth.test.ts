import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AddPartnerRoleSchema,
  ChangePasswordSchema,
  CustomerSignUpSchema,
  ForgotPasswordSchema,
  PartnerSignUpSchema,
  PartnerTypeSchema,
  PasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  fieldErrors,
  partnerFullName,
  withPartnerFullName,
} from './auth.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('PasswordSchema', () => {
  it('requires at least 8 characters', () => {
    expect(messages(PasswordSchema.safeParse(''))).toEqual(['Password is required']);
    expect(messages(PasswordSchema.safeParse('1234567'))).toEqual(['Password must be at least 8 characters']);
    expect(PasswordSchema.safeParse('12345678').success).toBe(true);
  });
  it('accepts any string of 8 or more characters', () => {
    fc.assert(fc.property(fc.string({ minLength: 8 }), (password) => PasswordSchema.safeParse(password).success));
  });
});

describe('SignInSchema and ForgotPasswordSchema', () => {
  it('validate both fields', () => {
    expect(fieldErrors(SignInSchema.safeParse({ email: 'x', password: '' }).error!)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(ForgotPasswordSchema.safeParse({ email: 'dana@example.com' }).success).toBe(true);
  });
});

describe('CustomerSignUpSchema', () => {
  const valid = {
    fullName: '  Dana Lee ',
    email: 'dana@example.com',
    password: 'longenough',
    confirmPassword: 'longenough',
  };

  it('trims the full name', () => {
    expect(CustomerSignUpSchema.parse(valid).fullName).toBe('Dana Lee');
  });
  it('has the full-name messages', () => {
    expect(fieldErrors(CustomerSignUpSchema.safeParse({ ...valid, fullName: ' ' }).error!).fullName).toBe(
      'Full name is required',
    );
    expect(fieldErrors(CustomerSignUpSchema.safeParse({ ...valid, fullName: 'D' }).error!).fullName).toBe(
      'Please enter your full name',
    );
  });
  it('reports a mismatch on confirmPassword', () => {
    const result = CustomerSignUpSchema.safeParse({ ...valid, confirmPassword: 'different1' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });
  it('reports a mismatch together with other field errors', () => {
    const errors = fieldErrors(
      CustomerSignUpSchema.safeParse({ ...valid, email: 'nope', confirmPassword: 'x' }).error!,
    );
    expect(errors).toEqual({ email: 'Please enter a valid email address', confirmPassword: 'Passwords do not match' });
  });
});

describe('PartnerSignUpSchema', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Ruiz',
    businessName: 'Ruiz Sound',
    partnerType: 'vendor',
    email: 'ana@ruiz.example',
    password: 'longenough',
    confirmPassword: 'longenough',
  };

  it('accepts a complete form and joins the full name', () => {
    const parsed = PartnerSignUpSchema.parse({ ...valid, firstName: ' Ana ' });
    expect(withPartnerFullName(parsed).fullName).toBe('Ana Ruiz');
    expect(partnerFullName(' Ana ', ' ')).toBe('Ana');
  });
  it('has the business name and partner type messages', () => {
    expect(fieldErrors(PartnerSignUpSchema.safeParse({ ...valid, businessName: '' }).error!).businessName).toBe(
      'Business name is required',
    );
    expect(fieldErrors(PartnerSignUpSchema.safeParse({ ...valid, businessName: 'R' }).error!).businessName).toBe(
      'Business name is too short',
    );
    expect(fieldErrors(PartnerSignUpSchema.safeParse({ ...valid, partnerType: 'admin' }).error!).partnerType).toBe(
      'Please select venue or vendor.',
    );
  });
  it('exposes its shape for reuse', () => {
    expect(Object.keys(PartnerSignUpSchema.shape)).toContain('partnerType');
  });
});

describe('other schemas', () => {
  it('PartnerTypeSchema allows venue or vendor only', () => {
    expect(PartnerTypeSchema.options).toEqual(['venue', 'vendor']);
    expect(messages(PartnerTypeSchema.safeParse(undefined))).toEqual(['Please select venue or vendor.']);
  });
  it('ResetPasswordSchema checks length and match', () => {
    expect(fieldErrors(ResetPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }).error!)).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      fieldErrors(ResetPasswordSchema.safeParse({ password: 'longenough', confirmPassword: 'longenougH' }).error!),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
  it('AddPartnerRoleSchema needs a partner type and business name', () => {
    expect(AddPartnerRoleSchema.safeParse({ partnerType: 'venue', businessName: 'Loft 9' }).success).toBe(true);
    expect(AddPartnerRoleSchema.safeParse({ partnerType: 'customer', businessName: 'Loft 9' }).success).toBe(false);
  });
});

describe('ChangePasswordSchema', () => {
  it('needs the current password, a §5 new one, and the same one twice', () => {
    expect(
      fieldErrors(
        ChangePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: '' }).error!,
      ),
    ).toEqual({
      currentPassword: 'Password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      fieldErrors(
        ChangePasswordSchema.safeParse({ currentPassword: 'old', newPassword: 'long enough', confirmPassword: 'other' })
          .error!,
      ),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(
      ChangePasswordSchema.safeParse({
        currentPassword: 'old',
        newPassword: 'long enough',
        confirmPassword: 'long enough',
      }).success,
    ).toBe(true);
  });
});
