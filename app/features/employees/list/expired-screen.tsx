import { MemberList } from './member-list';

/** /org/{orgId}/crew/expired: invitations that expired before they were accepted. */
export default function ExpiredScreen() {
  return <MemberList view="expired" />;
}
