import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppShell } from '../../../design-system/app-shell/app-shell';
import { CrewcardWordmark } from '../../../design-system/auth-layout/auth-layout';
import { visibleNav } from '../../access/nav';
import { FrameContext } from '../../navigation/frame-context';
import { useProfile } from '../../api/profile';
import { QueryProvider } from '../../api/query-provider';
import { ImpersonationBanner } from './impersonation-banner';
import { MainNav } from './main-nav';
import { OrgSwitcher } from './org-switcher';
import { useActiveOrg } from './use-active-org';
import { UserMenu } from './user-menu';

/** The frame of the signed-in pages: navigation for the user's role and plan, org switcher, user menu. */
export default function SignedInShell({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (!profile) return <>{children}</>;
  return (
    <QueryProvider>
      <Shell profile={profile}>{children}</Shell>
    </QueryProvider>
  );
}

function Shell({
  profile,
  children,
}: {
  profile: NonNullable<ReturnType<typeof useProfile>>;
  children: ReactNode;
}) {
  const { orgId, org } = useActiveOrg(profile);
  const items = visibleNav({ profile, orgId, org });
  return (
    <AppShell
      brand={
        <Link
          to="/"
          aria-label="Crewcard home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
        >
          {/* On phones the mark alone: the top bar also holds the org switcher and the user menu. */}
          <CrewcardWordmark className="max-sm:gap-0 max-sm:text-[0px]" />
        </Link>
      }
      nav={<MainNav items={items} />}
      topbar={
        <>
          <OrgSwitcher profile={profile} orgId={orgId} org={org} />
          <UserMenu profile={profile} />
        </>
      }
    >
      <ImpersonationBanner profile={profile} />
      <FrameContext.Provider value="home">{children}</FrameContext.Provider>
    </AppShell>
  );
}
