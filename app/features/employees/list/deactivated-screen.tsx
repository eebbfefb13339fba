import { MemberList } from './member-list';

/** /org/{orgId}/crew/deactivated: deactivated team members. */
export default function DeactivatedScreen() {
  return <MemberList view="deactivated" />;
}
