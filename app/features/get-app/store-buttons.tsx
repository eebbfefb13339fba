import { Smartphone } from 'lucide-react';
import { Button } from '../../../design-system/button/button';

/** The two app stores; store searches, so the links hold whichever listing is current. */
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=crewcard';
export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=crewcard&c=apps';

export function StoreButtons() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button asChild variant="secondary" className="sm:flex-1">
        <a href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
          <Smartphone aria-hidden="true" />
          Download on the App Store
        </a>
      </Button>
      <Button asChild variant="secondary" className="sm:flex-1">
        <a href={PLAY_STORE_URL} target="_blank" rel="noopener noreferrer">
          <Smartphone aria-hidden="true" />
          Get it on Google Play
        </a>
      </Button>
    </div>
  );
}
