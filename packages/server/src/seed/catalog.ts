// The word lists the sample data is made from. Names are common given and family names; the
// company lives under the reserved example.com domain.

export const EMAIL_DOMAIN = 'corp.example.com';

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen',
  'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Sandra', 'Mark', 'Ashley', 'Ahmed', 'Emily',
  'Wei', 'Priya', 'Kenji', 'Fatima', 'Lukas', 'Sofia', 'Mateo', 'Aisha', 'Noah', 'Olivia',
  'Liam', 'Emma', 'Hiroshi', 'Ana', 'Oleksandr', 'Ingrid', 'Rahul', 'Chloe', 'Diego', 'Nora',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Young', 'Allen',
  'Chen', 'Wang', 'Patel', 'Kumar', 'Nguyen', 'Kim', 'Tanaka', 'Sato', 'Müller', 'Schmidt',
  'Rossi', 'Dubois', 'Novak', 'Kowalski', 'Silva', 'Santos', 'Cohen', 'Levi', 'Haddad', 'Okafor',
] as const;

/** Department, its code in host names, and the titles of its people. */
export const DEPARTMENTS = [
  ['Engineering', 'ENG', ['Software Engineer', 'Senior Software Engineer', 'Engineering Manager', 'Site Reliability Engineer']],
  ['Finance', 'FIN', ['Accountant', 'Financial Analyst', 'Controller']],
  ['Sales', 'SLS', ['Account Executive', 'Sales Engineer', 'Sales Director']],
  ['Marketing', 'MKT', ['Marketing Manager', 'Content Strategist', 'Designer']],
  ['Human Resources', 'HR', ['HR Business Partner', 'Recruiter']],
  ['IT', 'IT', ['Systems Administrator', 'Help Desk Technician', 'IT Manager']],
  ['Security', 'SEC', ['Security Analyst', 'Security Engineer', 'CISO']],
  ['Legal', 'LGL', ['Counsel', 'Paralegal']],
  ['Operations', 'OPS', ['Operations Manager', 'Analyst']],
  ['Support', 'SUP', ['Support Engineer', 'Support Manager']],
] as const;

/** Regions, used as tags; data scopes restrict by them. */
export const REGIONS = ['AMER', 'EMEA', 'APAC'] as const;

export interface AdapterSpec {
  module: string;
  title: string;
  category: string;
  description: string;
  connections: readonly { label: string; status: 'connected' | 'disconnected' | 'not_available' | 'never_connected'; config: Record<string, string>; error?: string }[];
}

export const ADAPTERS: readonly AdapterSpec[] = [
  {
    module: 'active_directory_adapter',
    title: 'Microsoft Active Directory',
    category: 'Directory',
    description: 'Domain-joined computers and user accounts.',
    connections: [
      { label: 'corp.example.com', status: 'connected', config: { domain: 'corp.example.com' } },
      { label: 'emea.corp.example.com', status: 'connected', config: { domain: 'emea.corp.example.com' } },
    ],
  },
  {
    module: 'azure_ad_adapter',
    title: 'Microsoft Entra ID',
    category: 'Directory',
    description: 'Cloud identities and registered devices.',
    connections: [{ label: 'Example Corp tenant', status: 'connected', config: { tenant: 'example.onmicrosoft.com' } }],
  },
  {
    module: 'okta_adapter',
    title: 'Okta',
    category: 'Identity',
    description: 'Users, groups and application assignments.',
    connections: [{ label: 'example.okta.com', status: 'connected', config: { domain: 'example.okta.com' } }],
  },
  {
    module: 'crowdstrike_adapter',
    title: 'CrowdStrike Falcon',
    category: 'Endpoint Protection',
    description: 'Endpoints running the Falcon sensor and their installed software.',
    connections: [{ label: 'Falcon US-1', status: 'connected', config: { cloud: 'us-1' } }],
  },
  {
    module: 'aws_adapter',
    title: 'Amazon Web Services',
    category: 'Cloud',
    description: 'EC2 instances and IAM roles.',
    connections: [
      { label: 'prod (123456789012)', status: 'connected', config: { account: '123456789012', region: 'us-east-1' } },
      { label: 'dev (210987654321)', status: 'connected', config: { account: '210987654321', region: 'eu-west-1' } },
    ],
  },
  {
    module: 'azure_adapter',
    title: 'Microsoft Azure',
    category: 'Cloud',
    description: 'Virtual machines.',
    connections: [{ label: 'Production subscription', status: 'connected', config: { subscription: 'production' } }],
  },
  {
    module: 'tenable_io_adapter',
    title: 'Tenable Vulnerability Management',
    category: 'Vulnerability Assessment',
    description: 'Scanned hosts, their software and vulnerabilities.',
    connections: [{ label: 'cloud.tenable.com', status: 'connected', config: { host: 'cloud.tenable.com' } }],
  },
  {
    module: 'qualys_adapter',
    title: 'Qualys VMDR',
    category: 'Vulnerability Assessment',
    description: 'Scanned hosts and vulnerabilities.',
    connections: [
      { label: 'qualysapi.qualys.eu', status: 'disconnected', config: { host: 'qualysapi.qualys.eu' }, error: 'Authentication failed: the API user is locked' },
    ],
  },
  {
    module: 'jamf_adapter',
    title: 'Jamf Pro',
    category: 'Mobile Device Management',
    description: 'Managed Macs and iOS devices.',
    connections: [{ label: 'example.jamfcloud.com', status: 'connected', config: { domain: 'example.jamfcloud.com' } }],
  },
  {
    module: 'intune_adapter',
    title: 'Microsoft Intune',
    category: 'Mobile Device Management',
    description: 'Managed Windows and mobile devices.',
    connections: [{ label: 'Example Corp tenant', status: 'connected', config: { tenant: 'example.onmicrosoft.com' } }],
  },
  {
    module: 'servicenow_adapter',
    title: 'ServiceNow CMDB',
    category: 'CMDB',
    description: 'Configuration items.',
    connections: [{ label: 'example.service-now.com', status: 'never_connected', config: { instance: 'example.service-now.com' } }],
  },
  {
    module: 'github_adapter',
    title: 'GitHub',
    category: 'SaaS',
    description: 'Organization members, teams and roles.',
    connections: [{ label: 'example-corp', status: 'connected', config: { organization: 'example-corp' } }],
  },
  {
    module: 'salesforce_adapter',
    title: 'Salesforce',
    category: 'SaaS',
    description: 'Users, profiles and permission sets.',
    connections: [{ label: 'example.my.salesforce.com', status: 'not_available', config: { domain: 'example.my.salesforce.com' } }],
  },
];

/** The entitlements an application grants, by adapter: [type, names]. */
export const ENTITLEMENTS: Readonly<Record<string, readonly (readonly [string, readonly string[]])[]>> = {
  okta_adapter: [
    ['group', ['Everyone', 'VPN Users', 'Finance Apps', 'Engineering', 'Contractors', 'Okta Administrators']],
    ['application', ['Slack', 'Zoom', 'Workday', 'Jira', 'Confluence', 'Google Workspace']],
  ],
  github_adapter: [
    ['role', ['member', 'owner', 'billing_manager']],
    ['team', ['platform', 'frontend', 'security', 'data', 'release-managers']],
  ],
  salesforce_adapter: [
    ['profile', ['Standard User', 'Sales User', 'System Administrator', 'Read Only']],
    ['permission_set', ['Export Reports', 'Manage Leads', 'API Enabled', 'View All Data']],
  ],
  aws_adapter: [['iam_role', ['ReadOnlyAccess', 'PowerUserAccess', 'AdministratorAccess', 'BillingAccess', 'SecurityAudit']]],
};

/** Operating systems by device kind: [type, distribution, versions]. */
export const OPERATING_SYSTEMS = {
  windows: [
    ['Windows', 'Windows 11', ['10.0.22621', '10.0.22631', '10.0.26100']],
    ['Windows', 'Windows 10', ['10.0.19044', '10.0.19045']],
  ],
  windowsServer: [
    ['Windows', 'Windows Server 2022', ['10.0.20348']],
    ['Windows', 'Windows Server 2019', ['10.0.17763']],
  ],
  mac: [['macOS', 'macOS', ['13.6.7', '14.4.1', '14.5', '15.0.1']]],
  linux: [
    ['Linux', 'Ubuntu', ['20.04', '22.04', '24.04']],
    ['Linux', 'Red Hat Enterprise Linux', ['8.9', '9.3', '9.4']],
    ['Linux', 'Amazon Linux', ['2', '2023']],
  ],
  ios: [['iOS', 'iOS', ['17.4.1', '17.5', '18.0']]],
  android: [['Android', 'Android', ['13', '14']]],
} as const;

/** Manufacturers, their models, and the first half of their MAC addresses. */
export const HARDWARE = {
  laptop: [
    ['Dell Inc.', ['Latitude 7440', 'Latitude 5540', 'XPS 13 9340'], 'F8:BC:12'],
    ['Lenovo', ['ThinkPad T14 Gen 4', 'ThinkPad X1 Carbon Gen 11'], '54:EE:75'],
    ['HP', ['EliteBook 840 G10', 'ProBook 450 G9'], '3C:52:82'],
  ],
  workstation: [
    ['Dell Inc.', ['OptiPlex 7010', 'Precision 3660'], 'F8:BC:12'],
    ['HP', ['EliteDesk 800 G9', 'Z2 G9'], '3C:52:82'],
  ],
  mac: [['Apple Inc.', ['MacBook Pro (14-inch, 2023)', 'MacBook Air (M2, 2022)', 'Mac mini (2023)'], 'A4:83:E7']],
  server: [
    ['Dell Inc.', ['PowerEdge R650', 'PowerEdge R750'], 'B0:26:28'],
    ['HPE', ['ProLiant DL380 Gen10', 'ProLiant DL360 Gen11'], '94:40:C9'],
    ['VMware, Inc.', ['VMware Virtual Platform'], '00:50:56'],
  ],
  mobile: [
    ['Apple Inc.', ['iPhone 14', 'iPhone 15', 'iPad Air'], 'A4:83:E7'],
    ['Samsung', ['Galaxy S23', 'Galaxy S24'], '8C:F5:A3'],
  ],
} as const;

/** Server roles, used in server host names. */
export const SERVER_ROLES = ['web', 'app', 'db', 'cache', 'file', 'dc', 'mail', 'build', 'log', 'vpn'] as const;

/** Software products: vendor, name, category, major versions. Popular products first. */
export const SOFTWARE: readonly (readonly [string, string, string, readonly number[]])[] = [
  ['Google', 'Google Chrome', 'Browser', [124, 125, 126, 127]],
  ['Microsoft', 'Microsoft Edge', 'Browser', [124, 125, 126]],
  ['Microsoft', 'Microsoft 365 Apps', 'Productivity', [16]],
  ['CrowdStrike', 'Falcon Sensor', 'Security', [7]],
  ['Zoom Video Communications', 'Zoom Workplace', 'Communication', [5, 6]],
  ['Slack Technologies', 'Slack', 'Communication', [4]],
  ['Mozilla', 'Firefox', 'Browser', [125, 126, 127, 128]],
  ['Adobe', 'Acrobat Reader', 'Productivity', [23, 24]],
  ['OpenSSL Project', 'OpenSSL', 'Library', [1, 3]],
  ['Microsoft', 'Visual Studio Code', 'Developer Tools', [1]],
  ['Oracle', 'Java SE Runtime', 'Runtime', [8, 11, 17, 21]],
  ['Python Software Foundation', 'Python', 'Runtime', [3]],
  ['OpenJS Foundation', 'Node.js', 'Runtime', [18, 20, 22]],
  ['7-Zip', '7-Zip', 'Utility', [23, 24]],
  ['Notepad++ Team', 'Notepad++', 'Developer Tools', [8]],
  ['Git', 'Git', 'Developer Tools', [2]],
  ['Docker', 'Docker Desktop', 'Developer Tools', [4]],
  ['Apache Software Foundation', 'Apache HTTP Server', 'Server', [2]],
  ['F5', 'NGINX', 'Server', [1]],
  ['PostgreSQL Global Development Group', 'PostgreSQL', 'Database', [13, 14, 15, 16]],
  ['Oracle', 'MySQL Server', 'Database', [8]],
  ['Microsoft', 'SQL Server', 'Database', [15, 16]],
  ['Redis', 'Redis', 'Database', [6, 7]],
  ['OpenBSD', 'OpenSSH', 'Server', [8, 9]],
  ['Cisco', 'AnyConnect Secure Mobility Client', 'Security', [4, 5]],
  ['Palo Alto Networks', 'GlobalProtect', 'Security', [6]],
  ['Tableau', 'Tableau Desktop', 'Analytics', [2023, 2024]],
  ['JetBrains', 'IntelliJ IDEA', 'Developer Tools', [2023, 2024]],
  ['Atlassian', 'Jira Software', 'Productivity', [9]],
  ['VMware', 'VMware Tools', 'Utility', [12]],
];
