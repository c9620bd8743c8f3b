import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast.ts';
import {
  ArrowLeftRight,
  Bell,
  KeyRound,
  LogOut,
  MonitorSmartphone,
  Settings,
  Trash2,
  UserRound,
  Vibrate,
} from 'lucide-react';
import { showRoleSwitcher } from '#shared/roles.ts';
import type { Profile } from '#shared/account.ts';
import { RoleSwitcher } from '../../components/layout/role-switcher.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { describeApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { haptic, useHapticsPreference } from '../../lib/haptics.ts';
import { useSession } from '../../lib/session.tsx';
import { revokeOtherSessions, useProfile, useUpdateProfile } from './api.ts';
import { AccountFrame } from '../../components/layout/account-frame.tsx';
import { ChangePasswordForm, DeleteAccountDialog } from './password-forms.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfileError, ProfileSkeleton } from './profile-page.tsx';

export const SETTINGS_MESSAGES = {
  notificationsOn: 'Notifications turned on',
  notificationsOff: 'Notifications turned off',
  hapticsOn: 'Haptic feedback turned on',
  hapticsOff: 'Haptic feedback turned off',
  otherDevicesSignedOut: 'Signed out of all other devices',
} as const;

interface SectionProps {
  id: string;
  title: string;
  icon: typeof Bell;
  description?: ReactNode;
  children: ReactNode;
  danger?: boolean;
}

function Section({ id, title, icon: Icon, description, children, danger = false }: SectionProps) {
  return (
    <Card
      id={id}
      aria-labelledby={`${id}-title`}
      role="region"
      className={cn('scroll-mt-24 p-5 sm:p-7', danger && 'border-danger/30')}
    >
      <div className="flex items-start gap-3.5">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            danger ? 'bg-danger-soft text-danger' : 'bg-ember-50 text-brand',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight text-ink">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-[0.9375rem] leading-6 text-muted">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

function SwitchRow({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-dusk-50 px-4 py-3.5">
      <div className="min-w-0">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
      />
    </div>
  );
}

function NotificationsSetting({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const pending = update.isPending ? update.variables?.portalNotificationsEnabled : undefined;
  return (
    <SwitchRow
      label="Booking and message notifications"
      description="Emails about booking requests, confirmations and new messages."
      checked={pending ?? profile.portalNotificationsEnabled}
      onCheckedChange={(on) =>
        update.mutate(
          { portalNotificationsEnabled: on },
          {
            onSuccess: () => toast.success(on ? SETTINGS_MESSAGES.notificationsOn : SETTINGS_MESSAGES.notificationsOff),
            onError: (error) => toast.error(describeApiError(error)),
          },
        )
      }
    />
  );
}

/** §4 Haptic feedback: stored on this device (what the app reads) and in the profile preferences (so it follows the user). */
function HapticsSetting({ profile }: { profile: Profile }) {
  const haptics = useHapticsPreference();
  const update = useUpdateProfile();
  const saved = profile.preferences.haptics;
  const { explicit, setEnabled } = haptics;

  // A device without its own choice takes the one saved on the profile.
  useEffect(() => {
    if (!explicit && typeof saved === 'boolean') setEnabled(saved);
  }, [explicit, saved, setEnabled]);

  return (
    <SwitchRow
      label="Haptic feedback"
      description="A light vibration on taps and confirmations, on devices that support it."
      checked={haptics.enabled}
      onCheckedChange={(on) => {
        haptics.setEnabled(on);
        if (on) haptic();
        update.mutate(
          { haptics: on },
          {
            onSuccess: () => toast.success(on ? SETTINGS_MESSAGES.hapticsOn : SETTINGS_MESSAGES.hapticsOff),
            onError: (error) => toast.error(describeApiError(error)),
          },
        );
      }}
    />
  );
}

function OtherDevices() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await revokeOtherSessions();
          toast.success(SETTINGS_MESSAGES.otherDevicesSignedOut);
        } catch (error) {
          toast.error(describeApiError(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      <MonitorSmartphone aria-hidden="true" />
      Sign out of other devices
    </Button>
  );
}

const SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'haptics', label: 'Haptic feedback' },
  { id: 'password', label: 'Password' },
  { id: 'devices', label: 'Devices' },
  { id: 'delete', label: 'Delete account' },
];

function SettingsContent() {
  const session = useSession();
  const profile = useProfile();
  const [deleting, setDeleting] = useState(false);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError)
    return (
      <ProfileError error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isRefetching} />
    );
  const data = profile.data;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] xl:gap-12">
      <nav aria-label="Settings sections" className="hidden lg:sticky lg:top-24 lg:block">
        <ul className="flex flex-col gap-0.5 text-[0.9375rem]">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="block rounded-xl px-3 py-2 font-semibold text-dusk-600 transition-colors hover:bg-dusk-100 hover:text-ink"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-col gap-6">
        <Section id="profile" title="Profile" icon={UserRound} description={`Signed in as ${data.email}.`}>
          <ProfileDetailsForm profile={data} />
        </Section>
        {showRoleSwitcher(session.roles) ? (
          <Section
            id="role"
            title="Account role"
            icon={ArrowLeftRight}
            description="Switch between the parts of Eventide your account can use."
          >
            <RoleSwitcher size="md" className="max-w-xs" />
          </Section>
        ) : null}
        <Section id="notifications" title="Notifications" icon={Bell}>
          <NotificationsSetting profile={data} />
        </Section>
        <Section
          id="haptics"
          title="Haptic feedback"
          icon={Vibrate}
          description="Saved on this device and on your profile."
        >
          <HapticsSetting profile={data} />
        </Section>
        <Section
          id="password"
          title="Change password"
          icon={KeyRound}
          description="Changing it signs you out on your other devices."
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="devices"
          title="Devices"
          icon={MonitorSmartphone}
          description="Signed in somewhere you no longer use? End those sessions; this one stays signed in."
        >
          <div className="flex flex-wrap gap-2.5">
            <OtherDevices />
            <Button variant="ghost" onClick={session.signOut} loading={session.signingOut}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </Section>
        <Section
          id="delete"
          title="Delete account"
          icon={Trash2}
          danger
          description="Permanently delete your account. This cannot be undone."
        >
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete account…
          </Button>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </Section>
      </div>
    </div>
  );
}

/** /settings: profile, notifications, haptics, password, other devices, sign out, delete account. */
export function SettingsPage() {
  return (
    <AccountFrame
      title="Settings"
      icon={Settings}
      description="Your details, notifications, password and devices."
      what="your settings"
    >
      <SettingsContent />
    </AccountFrame>
  );
}
