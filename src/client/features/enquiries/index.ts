// What other features use of enquiries: the forms visitors send us, shown on the info pages.
export { ContactForm, SponsorshipForm, WaitlistForm } from './enquiry-forms.tsx';
