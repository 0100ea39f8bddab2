/** Story helpers shared by the Modal and Drawer stories: an open-by-default demo, the portal and the backdrop. */
import { useState, type ReactNode } from 'react';
import { within } from 'storybook/test';
import { Button } from '../Button';

/** The open state an overlay demo hands to its dialog. */
export interface OverlayDemoState {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface OverlayDemoProps {
  /** The text of the button that opens the dialog again once closed. */
  triggerLabel: string;
  /** Called whenever the dialog asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Renders the dialog with the given open state. */
  children: (state: OverlayDemoState) => ReactNode;
}

/** Renders a dialog open, with a button to open it again once closed. */
export function OverlayDemo({ triggerLabel, onOpenChange, children }: OverlayDemoProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => { setOpen(true); }}>{triggerLabel}</Button>
      {children({
        isOpen,
        onOpenChange: (open) => {
          setOpen(open);
          onOpenChange?.(open);
        },
      })}
    </>
  );
}

/** The body of the document, where the dialog's portal renders. */
export const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The backdrop of a dialog: its grandparent, overlay > modal box > dialog. */
export function backdropOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.parentElement?.parentElement;
  if (!overlay) throw new Error('no overlay');
  return overlay;
}
