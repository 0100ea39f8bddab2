import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, createMemoryRouter, Link, MemoryRouter, Route, RouterProvider, Routes, useLocation, useNavigate } from 'react-router-dom';
import { LeaveGuard } from './LeaveGuard';

afterEach(cleanup);

/** A page with unsaved changes (toggled), a link away, a navigate() away, and the guard's two answers. */
function Editor() {
  const [dirty, setDirty] = useState(true);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => { setDirty(false); }}>save</button>
      <Link to="/elsewhere">away</Link>
      <button onClick={() => void navigate('/elsewhere', { replace: true })}>replace away</button>
      <LeaveGuard when={dirty}>
        {({ isBlocked, proceed, stay }) =>
          isBlocked ? (
            <div role="alertdialog">
              <button onClick={proceed}>leave</button>
              <button onClick={stay}>stay</button>
            </div>
          ) : null
        }
      </LeaveGuard>
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const pages = (
  <>
    <Route path="/editor" element={<Editor />} />
    <Route path="/elsewhere" element={<p>elsewhere</p>} />
    <Route path="/start" element={<Link to="/editor">edit</Link>} />
  </>
);

function inMemory(): ReactNode {
  return (
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>{pages}</Routes>
      <Where />
    </MemoryRouter>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('LeaveGuard under a declarative router', () => {
  it('holds a link until Leave, and drops it on Stay', async () => {
    render(inMemory());
    fireEvent.click(screen.getByText('away'));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(where()).toBe('/editor');
    fireEvent.click(screen.getByText('stay'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBe('/editor');

    fireEvent.click(screen.getByText('replace away'));
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => {
      expect(where()).toBe('/elsewhere');
    });
  });

  it('lets navigation through once nothing is unsaved', () => {
    render(inMemory());
    fireEvent.click(screen.getByText('save'));
    fireEvent.click(screen.getByText('away'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBe('/elsewhere');
  });

  it("asks the browser before the tab closes, only while there are changes", () => {
    render(inMemory());
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByText('save'));
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it("undoes the browser's Back under BrowserRouter and replays it on Leave", async () => {
    window.history.replaceState(null, '', '/start');
    render(
      <BrowserRouter>
        <Routes>{pages}</Routes>
        <Where />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByText('edit'));
    expect(where()).toBe('/editor');
    act(() => {
      window.history.back();
    });
    await waitFor(() => {
      expect(screen.getByRole('alertdialog')).toBeTruthy();
    });
    await waitFor(() => {
      expect(window.location.pathname).toBe('/editor');
    });
    expect(where()).toBe('/editor');
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => {
      expect(where()).toBe('/start');
    });
    expect(window.location.pathname).toBe('/start');
  });
});

describe('LeaveGuard under a data router', () => {
  it("uses react-router's blocker", async () => {
    const router = createMemoryRouter(
      [
        { path: '/editor', element: <Editor /> },
        { path: '/elsewhere', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/editor'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByText('away'));
    await waitFor(() => {
      expect(screen.getByRole('alertdialog')).toBeTruthy();
    });
    expect(router.state.location.pathname).toBe('/editor');
    fireEvent.click(screen.getByText('leave'));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/elsewhere');
    });
  });
});
