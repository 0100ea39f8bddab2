import { SystemConstants } from '@vigil/features';

/** The landing page until the dashboard lands: what the server reports about itself. */
export function HomeScreen() {
  return (
    <>
      <h1>Home</h1>
      <SystemConstants />
    </>
  );
}
