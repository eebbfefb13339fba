import { Button } from '../../design-system/button/button';
import { Modal } from '../../design-system/modal/modal';
import { StoreButtons } from '../features/get-app/store-buttons';
import { dismissDownloadApp } from './download-app';

/** The mobile download-app prompt; dismissing it keeps it away for the browser session. */
export default function DownloadAppModal() {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismissDownloadApp();
      }}
      title="Get the Crewcard app"
      description="Clock in and out, and log your time right from your phone."
      footer={
        <Button variant="ghost" onClick={dismissDownloadApp}>
          Not now
        </Button>
      }
    >
      <StoreButtons />
    </Modal>
  );
}
