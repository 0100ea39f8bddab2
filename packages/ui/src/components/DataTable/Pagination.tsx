import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { Label, SelectValue, type Key } from 'react-aria-components';
import { Button } from '../Button';
import {
  Chevron,
  Group,
  ListPopover,
  Nav,
  PageSizeSelect,
  PageText,
  RangeText,
  SelectButton,
  StyledListBox,
  StyledListBoxItem,
} from './Pagination.styles';

/** Rows per page when a view does not choose (spec: users, asset views, dashboards, tasks). */
export const DEFAULT_PAGE_SIZE = 20;

/** The page sizes offered by the page-size choice. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

/** Number of pages for `total` rows; at least 1 so that an empty list still reads "Page 1 of 1". */
export function getPageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based first and last row numbers shown on a zero-based `page`; both 0 when there are no rows. */
export function getPageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = Math.min(page * pageSize + 1, total);
  const last = Math.min((page + 1) * pageSize, total);
  return { first, last };
}

/** The rows of a zero-based `page`, for lists paged in the browser; server-paged lists pass their page as is. */
export function getPageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}

export interface PaginationProps {
  /**
   * The current page, zero-based as the API counts pages (page 0 is the first page; it is shown
   * as "Page 1").
   */
  page: number;
  /**
   * Rows per page.
   * @default DEFAULT_PAGE_SIZE (20)
   */
  pageSize?: number;
  /** Total number of rows over all pages. */
  total: number;
  /** Called with the zero-based page the user moves to. */
  onPageChange: (page: number) => void;
  /** Called with the page size the user chooses; without it the page-size choice is hidden. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * The page sizes offered.
   * @default PAGE_SIZE_OPTIONS ([10, 20, 50, 100])
   */
  pageSizeOptions?: readonly number[];
  /** Disables every control, e.g. while a page loads. @default false */
  isDisabled?: boolean;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Pagination'
   */
  'aria-label'?: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

function ArrowIcon({ path }: { path: string }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const FIRST_PATH = 'M12 4 8 8l4 4M5 4v8';
const PREVIOUS_PATH = 'M10 4 6 8l4 4';
const NEXT_PATH = 'M6 4l4 4-4 4';
const LAST_PATH = 'M4 4l4 4-4 4M11 4v8';

type PageButton = 'first' | 'previous' | 'next' | 'last';

/** Where focus goes when its button is disabled under it: the nearest one that still moves. */
const FOCUS_FALLBACK: Readonly<Record<PageButton, readonly PageButton[]>> = {
  first: ['next', 'last'],
  previous: ['next', 'last'],
  next: ['previous', 'first'],
  last: ['previous', 'first'],
};

/**
 * Keeps focus in the page buttons when the focused one is disabled by the move it made (Next page
 * onto the last page, say, or every button while the page loads): a disabled button drops focus
 * to the top of the page. It goes to the nearest button that still moves, once there is one.
 */
function useFocusKeptInPageButtons(enabled: Readonly<Record<PageButton, boolean>>) {
  const buttons = useRef<Partial<Record<PageButton, HTMLButtonElement | null>>>({});
  // The page button that last had focus, while focus has not gone anywhere else.
  const lastFocused = useRef<PageButton | null>(null);
  useLayoutEffect(() => {
    const from = lastFocused.current;
    if (!from || enabled[from]) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== buttons.current[from]) return;
    const to = FOCUS_FALLBACK[from].find((key) => enabled[key]);
    if (to) buttons.current[to]?.focus();
  });
  return {
    ref: (key: PageButton) => (element: HTMLButtonElement | null) => {
      buttons.current[key] = element;
    },
    /** The group's focus events: which button has focus. */
    onFocus: (event: FocusEvent) => {
      const key = (Object.keys(buttons.current) as PageButton[]).find((name) => buttons.current[name] === event.target);
      lastFocused.current = key ?? null;
    },
    /** Focus moved on to something else (a disabled button blurs with nowhere to go). */
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) lastFocused.current = null;
    },
  };
}

/** Moves through the pages of a list and chooses how many rows a page holds. */
export function Pagination({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  isDisabled = false,
  'aria-label': ariaLabel = 'Pagination',
}: PaginationProps) {
  const pageCount = getPageCount(total, pageSize);
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  const { first, last } = getPageRange(current, pageSize, total);
  const isFirst = current === 0;
  const isLast = current >= pageCount - 1;
  const pageButtons = useFocusKeptInPageButtons({ first: !isDisabled && !isFirst, previous: !isDisabled && !isFirst, next: !isDisabled && !isLast, last: !isDisabled && !isLast });

  return (
    <Nav aria-label={ariaLabel}>
      <Group>
        {onPageSizeChange && (
          <PageSizeSelect
            value={pageSize}
            onChange={(key: Key | Key[] | null) => {
              if (key !== null && !Array.isArray(key)) onPageSizeChange(Number(key));
            }}
            isDisabled={isDisabled}
          >
            <Label>Rows per page</Label>
            <SelectButton>
              <SelectValue />
              <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </Chevron>
            </SelectButton>
            <ListPopover>
              <StyledListBox>
                {pageSizeOptions.map((size) => (
                  <StyledListBoxItem key={size} id={size} textValue={String(size)}>
                    {size}
                  </StyledListBoxItem>
                ))}
              </StyledListBox>
            </ListPopover>
          </PageSizeSelect>
        )}
        <RangeText aria-live="polite">
          {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)}
        </RangeText>
      </Group>
      <Group onFocus={pageButtons.onFocus} onBlur={pageButtons.onBlur}>
        <Button
          variant="ghost"
          size="sm"
          ref={pageButtons.ref('first')}
          aria-label="First page"
          isDisabled={isDisabled || isFirst}
          onPress={() => { onPageChange(0); }}
        >
          <ArrowIcon path={FIRST_PATH} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          ref={pageButtons.ref('previous')}
          aria-label="Previous page"
          isDisabled={isDisabled || isFirst}
          onPress={() => { onPageChange(current - 1); }}
        >
          <ArrowIcon path={PREVIOUS_PATH} />
        </Button>
        <PageText>
          Page {numberFormat.format(current + 1)} of {numberFormat.format(pageCount)}
        </PageText>
        <Button
          variant="ghost"
          size="sm"
          ref={pageButtons.ref('next')}
          aria-label="Next page"
          isDisabled={isDisabled || isLast}
          onPress={() => { onPageChange(current + 1); }}
        >
          <ArrowIcon path={NEXT_PATH} />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          ref={pageButtons.ref('last')}
          aria-label="Last page"
          isDisabled={isDisabled || isLast}
          onPress={() => { onPageChange(pageCount - 1); }}
        >
          <ArrowIcon path={LAST_PATH} />
        </Button>
      </Group>
    </Nav>
  );
}
