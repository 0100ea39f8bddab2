import type { LdapTestResult } from '@vigil/openapi';

type Failure = NonNullable<LdapTestResult['failure']>;

const days = (count: number) => `${String(count)} ${count === 1 ? 'day' : 'days'}`;

/** Texts of the identity providers' editors (designed: the spec shows none of them). */
export const IDENTITY_MESSAGES = {
  testConnection: 'Test connection',
  testing: 'Testing the connection…',
  testWorked: 'Connection works',
  testFailed: {
    unreachable: 'Server unreachable',
    tls: 'TLS failed',
    invalid_credentials: 'Bind refused',
    no_base_dn: 'Base DN not found',
    refused: 'Directory refused',
  } satisfies Record<Failure, string>,
  testCouldNotRun: 'The test could not run',
  server: 'Server',
  boundAs: 'Bound as',
  anonymous: 'anonymous',
  sampleUser: 'Sample user',
  noSampleUser: 'none matches the user filter',

  metadataSource: 'Import metadata from',
  pasteXml: 'Pasted XML',
  fromUrl: 'URL',
  metadataXml: 'Metadata XML',
  metadataUrl: 'Metadata URL',
  metadataUrlHint: 'The server fetches it (http or https, 10 s, 1 MB).',
  importMetadata: 'Import metadata',
  importing: 'Reading the metadata…',
  imported: (entityId: string) => `Imported the sign-on URL and certificate of ${entityId}.`,
  importFailed: 'The metadata could not be imported',

  certificateLabel: 'Certificate',
  readingCertificate: 'Reading the certificate…',
  certificateUnreadable: 'Certificate unreadable',
  issuedBy: (subject: string, issuer: string) => (subject === issuer ? `${subject} (self-signed)` : `${subject}, issued by ${issuer}`),
  expiresIn: (count: number) => (count === 0 ? 'Expires today' : `Expires in ${days(count)}`),
  expiredOn: (date: string) => `Expired on ${date}`,
  fingerprint: 'SHA-256 fingerprint',
} as const;
