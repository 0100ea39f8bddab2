import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@vigil/ui';
import { AUTH_MESSAGES as M } from '../../auth.messages';
import { loginMethodChosen, samlLoginRequested, type LoginMethod } from '../../state/auth.slice';
import { selectLoginMethod, selectLoginMethods, selectLoginPending, selectSamlButtons } from '../../state/auth.selectors';
import { ButtonStack, Divider } from '../LoginScreen/LoginScreen.styles';

/** The button texts of the sign-in forms (the LDAP one from ldap_login_title, spec 2). */
export function methodLabels(productName: string, ldapTitle: string | null | undefined): Record<LoginMethod, string> {
  return {
    standard: M.loginWithPassword,
    ldap: ldapTitle || M.loginWith(productName),
    smartcard: M.smartcardButton,
  };
}

/**
 * The other ways in, under the form: a button per other form the settings offer, then one per
 * SAML identity provider (those send the browser to the IdP).
 */
export function OtherWays({ labels }: { labels: Record<LoginMethod, string> }) {
  const dispatch = useDispatch();
  const methods = useSelector(selectLoginMethods);
  const current = useSelector(selectLoginMethod);
  const saml = useSelector(selectSamlButtons);
  const pending = useSelector(selectLoginPending);
  const others = methods.filter((method) => method !== current);
  if (others.length === 0 && saml.length === 0) return null;

  return (
    <>
      {current !== null && <Divider>{M.otherMethods}</Divider>}
      <ButtonStack>
        {saml.map((button) => (
          <Button key={button.key} variant={current === null ? 'primary' : 'secondary'} isDisabled={pending} onPress={() => dispatch(samlLoginRequested({ idp: button.idp }))}>
            {button.label}
          </Button>
        ))}
        {others.map((method) => (
          <Button key={method} isDisabled={pending} onPress={() => dispatch(loginMethodChosen(method))}>
            {labels[method]}
          </Button>
        ))}
      </ButtonStack>
    </>
  );
}
