import { DOMParser } from '@xmldom/xmldom';
import type { components } from '@vigil/openapi';
import { readFirstCertificate, summarizeCertificate } from './certificateSummary.js';

export type SamlMetadata = components['schemas']['SamlMetadata'];

/** Largest metadata document read, pasted or fetched. */
export const SAML_METADATA_MAX_BYTES = 1024 * 1024;
/** How long fetching metadata from its address may take. */
export const SAML_METADATA_FETCH_TIMEOUT_MS = 10_000;

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const HTTP_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** The metadata read, or why it cannot be used (a sentence for the administrator). */
export type MetadataOutcome = { kind: 'ok'; metadata: SamlMetadata } | { kind: 'problem'; message: string };

const problem = (message: string): MetadataOutcome => ({ kind: 'problem', message });

const children = (parent: Element, namespace: string, name: string): Element[] => Array.from(parent.getElementsByTagNameNS(namespace, name));

const pemOf = (base64: string): string => `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;

/** The first certificate of the IdP's signing keys (use "signing", or no use: for both). */
function signingCertificate(idp: Element): string | undefined {
  const signing = children(idp, MD, 'KeyDescriptor').filter((key) => ['', 'signing'].includes(key.getAttribute('use') ?? ''));
  const text = signing.flatMap((key) => children(key, DS, 'X509Certificate')).map((element) => element.textContent.replace(/\s+/g, ''))[0];
  return text || undefined;
}

/**
 * Reads an IdP's settings from SAML 2.0 metadata: the first EntityDescriptor with an
 * IDPSSODescriptor gives the entity id, the HTTP-Redirect sign-on URL and the signing certificate.
 */
export function parseSamlMetadata(xml: string, nowMs = Date.now()): MetadataOutcome {
  // Metadata never needs a DOCTYPE; refusing it keeps entity expansion out.
  if (/<!DOCTYPE/i.test(xml)) return problem('The metadata must not contain a DOCTYPE.');
  const errors: string[] = [];
  const onError = (message: string) => {
    errors.push(message);
  };
  const document = new DOMParser({ errorHandler: { warning: () => undefined, error: onError, fatalError: onError } }).parseFromString(xml, 'text/xml');
  // Typed as always there, but a text without any element has none.
  const root = document.documentElement as Element | null;
  if (errors.length > 0 || !root) return problem('The metadata is not well-formed XML.');

  const entities = [root, ...children(root, MD, 'EntityDescriptor')].filter((element) => element.namespaceURI === MD && element.localName === 'EntityDescriptor');
  const entity = entities.find((element) => children(element, MD, 'IDPSSODescriptor').length > 0);
  if (!entity) return problem('The metadata describes no identity provider (no EntityDescriptor with an IDPSSODescriptor).');
  const entityId = entity.getAttribute('entityID');
  if (!entityId) return problem('The EntityDescriptor has no entityID.');
  const [idp] = children(entity, MD, 'IDPSSODescriptor');
  if (!idp) return problem('The metadata describes no identity provider (no EntityDescriptor with an IDPSSODescriptor).');

  const redirect = children(idp, MD, 'SingleSignOnService').find((service) => service.getAttribute('Binding') === HTTP_REDIRECT);
  const entryPoint = redirect?.getAttribute('Location');
  if (!entryPoint) return problem('The metadata has no SingleSignOnService with the HTTP-Redirect binding.');
  if (!/^https?:\/\//i.test(entryPoint)) return problem('The HTTP-Redirect SingleSignOnService is not an http or https address.');

  const base64 = signingCertificate(idp);
  if (!base64) return problem('The metadata has no signing certificate (a KeyDescriptor with an X509Certificate).');
  const idpCert = pemOf(base64);
  const certificate = readFirstCertificate(idpCert);
  if (!certificate) return problem("The metadata's signing certificate cannot be read.");
  return { kind: 'ok', metadata: { entity_id: entityId, entry_point: entryPoint, idp_cert: idpCert, certificate: summarizeCertificate(certificate, nowMs) } };
}

/** The body of a response, refused past `maxBytes` without reading the rest. */
async function limitedText(response: Response, maxBytes: number): Promise<string | undefined> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
}

/** Fetches metadata from where the IdP publishes it (http or https, SAML_METADATA_FETCH_TIMEOUT_MS, SAML_METADATA_MAX_BYTES). */
export async function fetchSamlMetadata(url: string): Promise<{ kind: 'ok'; xml: string } | { kind: 'problem'; message: string }> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(SAML_METADATA_FETCH_TIMEOUT_MS),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'problem', message: `The metadata address answered ${String(response.status)}.` };
    }
    const xml = await limitedText(response, SAML_METADATA_MAX_BYTES);
    return xml === undefined ? { kind: 'problem', message: 'The metadata is larger than 1 MB.' } : { kind: 'ok', xml };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return { kind: 'problem', message: `The metadata address did not answer within ${String(SAML_METADATA_FETCH_TIMEOUT_MS / 1000)} s.` };
    }
    const cause = (error as Error & { cause?: Error }).cause;
    return { kind: 'problem', message: `The metadata could not be fetched: ${cause?.message ?? (error as Error).message}.` };
  }
}
