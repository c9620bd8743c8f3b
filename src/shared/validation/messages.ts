// The form messages of spec §5, defined once: the client's forms and the server's schemas both use these.
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  // ASVS 5.0: allow long passphrases (at least 64); 128 bounds the hashing work per request.
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  businessNameRequired: 'Business name is required',
  businessNameTooShort: 'Business name is too short',
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Please enter your full name',
  // The spec names no messages for first/last name; these follow the full-name wording.
  firstNameRequired: 'First name is required',
  firstNameTooShort: 'Please enter your first name',
  lastNameRequired: 'Last name is required',
  lastNameTooShort: 'Please enter your last name',
  partnerTypeInvalid: 'Please select venue or vendor.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
} as const;
