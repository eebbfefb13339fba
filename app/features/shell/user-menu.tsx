import { ChevronDown } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '../../../contract/profile';
import { Button } from '../../../design-system/button/button';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../../design-system/menu/menu';
import { logout } from '../../session/logout';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The signed-in user's menu: personal settings and sign out. */
export function UserMenu({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  return (
    <Menu>
      <MenuTrigger>
        {/* The name starts with the visible label (the person's name), so a speech user who says
            "click Alex Morgan" reaches it (WCAG 2.5.3). The initials are an avatar, a picture of
            the person like a photo would be: drawn as generated content, they are not text of
            the button that its name would have to contain. */}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${profile.display_name}, account menu`}
          className="gap-2 px-1.5 sm:px-2"
        >
          <span
            aria-hidden="true"
            data-initials={initialsOf(profile.display_name)}
            className="inline-flex size-7 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary before:content-[attr(data-initials)]"
          />
          <span className="hidden max-w-40 truncate md:inline">{profile.display_name}</span>
          <ChevronDown aria-hidden="true" className="hidden md:block" />
        </Button>
      </MenuTrigger>
      <MenuContent align="end" className="w-60">
        <MenuLabel>
          <span className="block truncate font-medium text-text">{profile.display_name}</span>
          <span className="block truncate font-normal text-text-muted">{profile.email}</span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => navigate('/personal/settings')}>Personal settings</MenuItem>
        <MenuItem onSelect={() => navigate('/personal/settings/appearance')}>Appearance</MenuItem>
        <MenuItem onSelect={() => navigate('/download_app')}>Download the app</MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={() => void logout()}>Sign out</MenuItem>
      </MenuContent>
    </Menu>
  );
}
