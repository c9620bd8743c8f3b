// What other features use of the account: the profile and its details form (profile completion).
export { useProfile } from './api.ts';
export { ProfileDetailsForm } from './profile-details-form.tsx';
