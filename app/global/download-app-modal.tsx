import { Button } from '../../design-system/button/button';
import { Modal } from '../../design-system/modal/modal';
import { StoreButtons } from '../features/get-app/store-buttons';
import { focusPageStart } from '../navigation/page-focus';
import { dismissDownloadApp } from './download-app';

/**
 * The mobile download-app prompt; dismissing it keeps it away for the browser session. It opens
 * by itself, so there is no control to give focus back to: focus goes to the start of the page
 * (its h1, else its main area) instead of falling to the body.
 */
export default function DownloadAppModal() {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) dismissDownloadApp();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusPageStart();
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
