import { MemberList } from './member-list';

/** /org/{orgId}/crew/members: everyone but removed people (see VIEW_STATUS). */
export default function MembersScreen() {
  return <MemberList view="members" />;
}
