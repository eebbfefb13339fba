import { Link, useLocation } from 'react-router-dom';
import { AppShellNavItem, AppShellNavSection } from '../../../design-system/app-shell/app-shell';
import { navCurrent, type NavLinkItem } from '../../access/nav';
import { NAV_ICONS } from './nav-icons';

/** The sidebar links the user's role and plan allow, grouped in sections. */
export function MainNav({ items }: { items: NavLinkItem[] }) {
  const { pathname } = useLocation();
  const sections: { id: NavLinkItem['section']; title?: string }[] = [
    { id: 'main' },
    { id: 'admin', title: 'Provider' },
  ];
  return (
    <>
      {sections.map((section) => {
        const sectionItems = items.filter((item) => item.section === section.id);
        if (sectionItems.length === 0) return null;
        return (
          <AppShellNavSection key={section.id} title={section.title}>
            {sectionItems.map((item) => {
              const Icon = NAV_ICONS[item.id];
              return (
                <AppShellNavItem key={item.id} asChild icon={Icon ? <Icon /> : undefined}>
                  <Link to={item.to} aria-current={navCurrent(item, pathname)}>
                    {item.label}
                  </Link>
                </AppShellNavItem>
              );
            })}
          </AppShellNavSection>
        );
      })}
    </>
  );
}
