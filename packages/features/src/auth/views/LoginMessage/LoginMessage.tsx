import { Button, Tooltip } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { LOGIN_MESSAGE_LONG_CHARS } from '../../auth.constants';
import { MessageRow, MessageText } from './LoginMessage.styles';

/** The tooltip of a login message over 625 characters is the long kind (spec 2). */
export const isLongLoginMessage = (message: string) => message.length > LOGIN_MESSAGE_LONG_CHARS;

/**
 * The administrator's login message under the form: a few lines, and the whole text in a
 * tooltip (the large one for a long message) on a button reachable by keyboard.
 */
export function LoginMessage({ message }: { message: string }) {
  const long = isLongLoginMessage(message);
  return (
    <MessageRow data-long={long || undefined}>
      <MessageText>{message}</MessageText>
      <Tooltip content={message} size={long ? 'lg' : 'md'} placement="top">
        <Button size="sm" variant="ghost" aria-label={M.loginMessageFull}>
          …
        </Button>
      </Tooltip>
    </MessageRow>
  );
}
