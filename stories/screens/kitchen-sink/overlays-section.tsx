import { useState } from 'react';
import { CircleHelp, LogOut, Pencil, User } from 'lucide-react';
import { Button } from '../../../design-system/button/button';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import { Drawer } from '../../../design-system/drawer/drawer';
import { TextField } from '../../../design-system/field/text-field';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../../design-system/menu/menu';
import { Modal } from '../../../design-system/modal/modal';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
} from '../../../design-system/popover/popover';
import { useToast } from '../../../design-system/toast/toast';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../design-system/tooltip/tooltip';
import { DemoPanel, KitchenSinkSection } from './section';

/** The modal, owning its open state as a screen would. */
function InviteModal() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite team member</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Invite a team member"
        description="They get an email and a text with a link to join your organisation."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Send invite</Button>
          </>
        }
      >
        <TextField label="Invitee name" autoComplete="off" />
      </Modal>
    </>
  );
}

/** The side sheet, with its own trigger (focus goes back to it on close). */
function EditCrewDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title="Edit crew"
      description="Changes apply to time cards from the next pay period."
      trigger={<Button variant="secondary">Edit crew</Button>}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => setOpen(false)}>Save crew</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <TextField label="Crew name" defaultValue="North yard framing" autoComplete="off" />
        <TextField label="Foreman" defaultValue="Dana Whitfield" autoComplete="off" />
      </div>
    </Drawer>
  );
}

/** A question before a destructive action. */
function ArchiveCrewConfirm() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Archive crew
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title="Archive North yard framing?"
        message="The crew leaves every schedule. Its time cards stay in reports."
        confirmLabel="Archive crew"
        onConfirm={() => {
          toast.success('North yard framing archived');
        }}
      />
    </>
  );
}

/** Dialogs (closed until asked), a menu, a popover and a tooltip. */
export function OverlaysSection() {
  return (
    <KitchenSinkSection title="Overlays">
      <DemoPanel title="Dialogs" description="A modal, a drawer and a confirmation.">
        <div className="flex flex-wrap gap-2">
          <InviteModal />
          <EditCrewDrawer />
          <ArchiveCrewConfirm />
        </div>
      </DemoPanel>

      <DemoPanel title="Menu" description="Actions behind one button.">
        <Menu>
          <MenuTrigger>
            <Button variant="secondary" className="self-start">
              Account
            </Button>
          </MenuTrigger>
          <MenuContent align="start">
            <MenuLabel>dana@northyard.test</MenuLabel>
            <MenuItem>
              <User aria-hidden="true" />
              Profile
            </MenuItem>
            <MenuItem>
              <Pencil aria-hidden="true" />
              Edit organisation
            </MenuItem>
            <MenuSeparator />
            <MenuItem tone="danger">
              <LogOut aria-hidden="true" />
              Sign out
            </MenuItem>
          </MenuContent>
        </Menu>
      </DemoPanel>

      <DemoPanel
        title="Popover and tooltip"
        description="Details on click, a hint on hover or focus."
      >
        <div className="flex flex-wrap items-center gap-2">
          <Popover>
            <PopoverTrigger>
              <Button variant="secondary">Shift details</Button>
            </PopoverTrigger>
            <PopoverContent title="Tuesday 3 November">
              <div className="flex flex-col gap-3">
                <p className="text-text-muted">7:00 AM to 3:30 PM at North yard, framing crew.</p>
                <PopoverClose>
                  <Button size="sm" variant="secondary" className="self-end">
                    Done
                  </Button>
                </PopoverClose>
              </div>
            </PopoverContent>
          </Popover>
          <Tooltip>
            <TooltipTrigger>
              <Button variant="ghost" size="icon" aria-label="Import help">
                <CircleHelp />
              </Button>
            </TooltipTrigger>
            <TooltipContent>
              Imports employees, projects and cost codes from accounting.
            </TooltipContent>
          </Tooltip>
        </div>
      </DemoPanel>
    </KitchenSinkSection>
  );
}
