import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../design-system/card/card';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { StoreButtons } from './store-buttons';

/** /download_app: the same offer for signed-in users, inside the app. */
export default function DownloadAppScreen() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Download the app"
        description="Your crews clock in and out from the Crewcard mobile app."
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Crewcard for iPhone and Android</CardTitle>
          <CardDescription>
            Time tracking with GPS, breaks, photos and tasks, even without signal.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StoreButtons />
        </CardContent>
      </Card>
    </div>
  );
}
