import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Radio, RadioGroup, TextField } from '@vigil/ui';
import type { SamlMetadata } from '@vigil/openapi';
import { FeatureGate } from '../../../../store/FeatureGate';
import type { ItemExtraProps } from '../../../sectionExtras';
import { identityFeatures } from '../../identity.feature';
import { IDENTITY_MESSAGES as M } from '../../identity.messages';
import { useIdentityCheck } from '../../state/useIdentityCheck';
import { CertificateStatus } from '../CertificateStatus';
import { ExtraRoot, ImportForm, LiveResult, Running } from '../identity.styles';

type Source = 'xml' | 'url';

function SamlMetadataImportView({ item, onPatch }: Pick<ItemExtraProps, 'item' | 'onPatch'>) {
  const { check, run } = useIdentityCheck('samlMetadata');
  const [source, setSource] = useState<Source>('xml');
  const [xml, setXml] = useState('');
  const [url, setUrl] = useState('');
  const text = source === 'xml' ? xml.trim() : url.trim();
  const idpCert = typeof item['idp_cert'] === 'string' ? item['idp_cert'] : '';

  // Each answer fills the item once: the sign-on URL and the signing certificate (issuer is this server's id, not the IdP's).
  const patched = useRef<SamlMetadata | undefined>(undefined);
  useEffect(() => {
    if (check.status !== 'done' || patched.current === check.result) return;
    patched.current = check.result;
    onPatch({ entry_point: check.result.entry_point, idp_cert: check.result.idp_cert });
  }, [check, onPatch]);

  return (
    <ExtraRoot>
      <CertificateStatus pem={idpCert} />
      <ImportForm>
        <RadioGroup
          label={M.metadataSource}
          orientation="horizontal"
          value={source}
          onChange={(value) => {
            setSource(value as Source);
          }}
        >
          <Radio value="xml">{M.pasteXml}</Radio>
          <Radio value="url">{M.fromUrl}</Radio>
        </RadioGroup>
        {source === 'xml' ? (
          <TextField label={M.metadataXml} isMultiline rows={4} value={xml} onChange={setXml} />
        ) : (
          <TextField label={M.metadataUrl} type="url" description={M.metadataUrlHint} value={url} onChange={setUrl} />
        )}
        <Button
          isLoading={check.status === 'loading'}
          isDisabled={text === ''}
          onPress={() => {
            run(source === 'xml' ? { xml: text } : { url: text });
          }}
        >
          {M.importMetadata}
        </Button>
      </ImportForm>
      <LiveResult aria-live="polite">
        {check.status === 'loading' && (
          // The button shows the spinner; the line says what runs.
          <Running>{M.importing}</Running>
        )}
        {check.status === 'failed' && (
          <Alert tone="error" title={M.importFailed}>
            {check.message}
          </Alert>
        )}
        {check.status === 'done' && <Alert tone="success">{M.imported(check.result.entity_id)}</Alert>}
      </LiveResult>
    </ExtraRoot>
  );
}

/**
 * Beside a SAML identity provider (`saml.idps`): its signing certificate's expiry, and an import of
 * its metadata (pasted or from its address) that fills the sign-on URL and the certificate.
 */
export function SamlMetadataImport({ item, onPatch }: ItemExtraProps) {
  return (
    <FeatureGate features={identityFeatures}>
      <SamlMetadataImportView item={item} onPatch={onPatch} />
    </FeatureGate>
  );
}
