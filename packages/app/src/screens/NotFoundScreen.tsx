import { Link } from 'react-router-dom';

/** Any address the console does not know. */
export function NotFoundScreen() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to="/">Go to Home</Link>
      </p>
    </>
  );
}
