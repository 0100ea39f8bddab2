import { PlaceholderScreen } from '../PlaceholderScreen';

/** SaaS Management: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="SaaS Management" summary="SaaS applications, their users and spend." />;
}
