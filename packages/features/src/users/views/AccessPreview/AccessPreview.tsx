import styled, { css } from 'styled-components';
import { NAVIGATION_ENTRIES, type AccessChangePreview, type AccessDelta } from '@vigil/openapi';
import { Spinner } from '@vigil/ui';
import { USERS_MESSAGES as M } from '../../users.messages';
import type { UsersLoadStatus } from '../../state/users.slice';

const Box = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    font-size: ${theme.font.size.sm};

    h3,
    h4,
    p {
      margin: 0;
    }
    h3 {
      font-size: ${theme.font.size.md};
    }
    h4 {
      font-size: ${theme.font.size.sm};
    }
    ul {
      margin: 0;
      padding-left: ${theme.space[5]};
    }
    article {
      padding: ${theme.space[2]} ${theme.space[3]};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
    }
  `}
`;

const areaTitle = (id: string) => NAVIGATION_ENTRIES.find((entry) => entry.id === id)?.title ?? id;

function deltaLines(delta: AccessDelta): string[] {
  return [
    ...(delta.sidebar_areas.length ? [`${M.sidebarAreas}: ${delta.sidebar_areas.map(areaTitle).join(', ')}`] : []),
    ...(delta.actions.length ? [`${M.actions}: ${delta.actions.map(({ category, action }) => `${category} ${action}`).join(', ')}`] : []),
    ...(delta.asset_types.length ? [`${M.assetTypes}: ${delta.asset_types.join(', ')}`] : []),
  ];
}

function Delta({ title, delta }: { title: string; delta: AccessDelta }) {
  const lines = deltaLines(delta);
  if (lines.length === 0) return null;
  return (
    <>
      <h4>{title}</h4>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** What a data-scope assignment changes for the affected users, grouped as the server groups them. */
export function AccessPreview({ status, preview }: { status: UsersLoadStatus; preview: AccessChangePreview | null }) {
  if (status === 'idle' || status === 'failed') return null;
  return (
    <Box aria-label={M.previewTitle}>
      <h3>{M.previewTitle}</h3>
      {status === 'loading' || !preview ? (
        <Spinner label={M.previewLoading} />
      ) : (
        <>
          {preview.changes.length === 0 && <p>{M.previewNone}</p>}
          {preview.changes.map((group, index) => (
            <article key={index} aria-label={M.previewGroup(group.users_count)}>
              <p>{M.previewGroup(group.users_count)}</p>
              <Delta title={M.gained} delta={group.gained} />
              <Delta title={M.lost} delta={group.lost} />
            </article>
          ))}
          {preview.skipped.length > 0 && <p>{M.adminSkipped}</p>}
        </>
      )}
    </Box>
  );
}
