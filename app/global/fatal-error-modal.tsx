import { Button } from '../../design-system/button/button';
import { Modal } from '../../design-system/modal/modal';
import { getNavigator } from '../navigation/navigator';

/**
 * core.md 8: 'An error happened' with the message, the reference id for support and a way home.
 * It cannot be dismissed: the page behind it is in an unknown state; a full load starts clean.
 */
export default function FatalErrorModal({
  error,
}: {
  error: { message: string; referenceId: string };
}) {
  return (
    <Modal
      open
      onOpenChange={() => undefined}
      isClosable={false}
      title="An error happened"
      description={error.message}
      footer={<Button onClick={() => getNavigator().reload('/')}>Go to home page</Button>}
    >
      <p className="text-sm text-text-muted">
        Reference id <span className="font-mono text-text">{error.referenceId}</span>
      </p>
    </Modal>
  );
}
