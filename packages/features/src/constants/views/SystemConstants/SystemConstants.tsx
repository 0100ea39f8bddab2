import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@vigil/ui';
import { CONSTANTS_MESSAGES as M } from '../../constants.messages';
import { constantsRequested } from '../../state/constants.slice';
import {
  selectConstants,
  selectConstantsError,
  selectConstantsStatus,
  selectDisplayVersion,
} from '../../state/constants.selectors';
import { Facts, Failure, Header, Panel, Status } from './SystemConstants.styles';

/** Shows the product constants and input limits the server reports; loads them on mount. */
export function SystemConstants() {
  const dispatch = useDispatch();
  const status = useSelector(selectConstantsStatus);
  const constants = useSelector(selectConstants);
  const error = useSelector(selectConstantsError);
  const version = useSelector(selectDisplayVersion);
  const titleId = useId();

  useEffect(() => {
    dispatch(constantsRequested());
  }, [dispatch]);

  const reload = () => dispatch(constantsRequested());

  return (
    <Panel aria-labelledby={titleId} aria-busy={status === 'loading'}>
      <Header>
        <h2 id={titleId}>{M.title}</h2>
        {constants && (
          <Button size="sm" onPress={reload} isLoading={status === 'loading'}>
            {M.reload}
          </Button>
        )}
      </Header>
      {status === 'failed' && (
        <Failure role="alert">
          <span>
            {M.loadFailed} {error}
          </span>
          <Button size="sm" variant="primary" onPress={reload}>
            {M.retry}
          </Button>
        </Failure>
      )}
      {!constants && status === 'loading' && <Status role="status">{M.loading}</Status>}
      {constants && (
        <Facts>
          <dt>{M.product}</dt>
          <dd>{constants.product_name}</dd>
          <dt>{M.version}</dt>
          <dd>{version}</dd>
          <dt>{M.pageSize}</dt>
          <dd>{constants.default_page_size}</dd>
          <dt>{M.userNameMax}</dt>
          <dd>{constants.limits.user_name_max}</dd>
          <dt>{M.passwordMax}</dt>
          <dd>{constants.limits.password_max}</dd>
          <dt>{M.emailMax}</dt>
          <dd>{constants.limits.email_max}</dd>
          <dt>{M.codeLength}</dt>
          <dd>{constants.limits.code_length}</dd>
        </Facts>
      )}
    </Panel>
  );
}
