// Demo accounts listed in the README. All share one password so a newcomer can try every role.
export const DEMO_PASSWORD = 'eventide-demo';

export interface DemoAccount {
  email: string;
  name: string;
  partnerTypes: ('venue' | 'vendor')[];
  businessName: string | null;
  admin: boolean;
  /** How many sample listings of each partner type this account owns. */
  owns: number;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'customer@example.com',
    name: 'Casey Customer',
    partnerTypes: [],
    businessName: null,
    admin: false,
    owns: 0,
  },
  {
    email: 'venue@example.com',
    name: 'Valentina Venue',
    partnerTypes: ['venue'],
    businessName: 'Skyline Spaces Co.',
    admin: false,
    owns: 3,
  },
  {
    email: 'vendor@example.com',
    name: 'Victor Vendor',
    partnerTypes: ['vendor'],
    businessName: 'Victor Sound & Light',
    admin: false,
    owns: 3,
  },
  { email: 'admin@example.com', name: 'Ada Admin', partnerTypes: [], businessName: null, admin: true, owns: 0 },
  {
    email: 'multi@example.com',
    name: 'Morgan Multi',
    partnerTypes: ['venue', 'vendor'],
    businessName: 'Morgan Events Group',
    admin: true,
    owns: 1,
  },
];
