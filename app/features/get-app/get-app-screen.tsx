import { AuthLayout } from '../../../design-system/auth-layout/auth-layout';
import { TextLink } from '../auth/text-link';
import { StoreButtons } from './store-buttons';

/** /get_app: the mobile app for crews. */
export default function GetAppScreen() {
  return (
    <AuthLayout
      title="Get the Crewcard app"
      description="Clock in and out, log your time and see your tasks right from your phone."
      footer={<TextLink to="/">Continue to Crewcard on the web</TextLink>}
    >
      <StoreButtons />
    </AuthLayout>
  );
}
