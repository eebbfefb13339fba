import {
  Building,
  Calculator,
  CalendarOff,
  ChartColumn,
  Clock,
  CreditCard,
  FolderKanban,
  Hash,
  LayoutDashboard,
  ListChecks,
  Plug,
  Settings,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { NavId } from '../../navigation/nav-order';

/** Icons of the navigation items, by item id (kept here so the route table stays data). */
export const NAV_ICONS: Record<NavId, LucideIcon> = {
  dashboard: LayoutDashboard,
  timecards: Clock,
  'all-timecards': Clock,
  'time-off': CalendarOff,
  projects: FolderKanban,
  tasks: ListChecks,
  'cost-codes': Hash,
  members: Users,
  teams: UsersRound,
  reports: ChartColumn,
  'job-costing': Calculator,
  integrations: Plug,
  settings: Settings,
  billing: CreditCard,
  organisation: Building,
  orgs: Building,
};
