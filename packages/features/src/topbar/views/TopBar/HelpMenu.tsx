import { useState } from 'react';
import { useSelector } from 'react-redux';
import { ConfirmDialog, IconButton, Menu, MenuItem, MenuTrigger } from '@vigil/ui';
import { useLastValue } from '../../../session/views/useLastValue';
import { selectHelpMenuLinks, type HelpMenuLink } from '../../state/topbar.selectors';
import { TOPBAR_MESSAGES as M } from '../../topbar.messages';
import { LinkAddress } from './TopBar.styles';

/**
 * The Help menu: Documentation, Privacy Policy, Support Center (with its permission) and the
 * optional external link. Every one leaves the product, so each asks first.
 */
export function HelpMenu({ openExternal }: { openExternal: (url: string) => void }) {
  const links = useSelector(selectHelpMenuLinks);
  const [leaving, setLeaving] = useState<HelpMenuLink | null>(null);
  // The confirmation keeps its texts while it closes.
  const shown = useLastValue(leaving);

  return (
    <>
      <MenuTrigger>
        <IconButton icon="help" aria-label={M.help} title={M.help} isDisabled={links.length === 0} />
        <Menu
          aria-label={M.help}
          placement="bottom end"
          items={links}
          onAction={(id) => {
            setLeaving(links.find((link) => link.id === id) ?? null);
          }}
        >
          {(link) => <MenuItem id={link.id}>{link.label}</MenuItem>}
        </Menu>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={leaving !== null}
        title={M.leaveTitle}
        confirmLabel={M.leaveContinue}
        cancelLabel={M.cancel}
        onCancel={() => {
          setLeaving(null);
        }}
        onConfirm={() => {
          if (leaving) openExternal(leaving.url);
          setLeaving(null);
        }}
      >
        {shown && (
          <>
            {M.leaveBody(shown.label)}
            <LinkAddress>{shown.url}</LinkAddress>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
