import type { Key, Node } from '@react-types/shared';
import { LayoutInfo, Rect, TableLayout } from 'react-aria-components';
import type { LayoutNode } from 'react-stately/useVirtualizerState';

/**
 * RAC's TableLayout, laying out only the rows in view when every row has the same height.
 *
 * The base layout grows the area it has laid out to the union of every rect shown so far and walks
 * every row of the body on each layout pass, so a jump from the top to row 50,000 lays out all rows
 * in between and each later frame revisits them: a scroll frame cost more the deeper it was (1.5 s
 * at the bottom of 100,000 rows). With a fixed row height a row's place is its index times the
 * height, so the area is replaced instead of grown and only the rows in it (plus the focused one,
 * which must stay in the DOM) are visited. Anything else (variable heights, loaders, more than one
 * row group) falls back to the base layout.
 */
export class WindowedTableLayout<T> extends TableLayout<T> {
  /** The persisted keys the body was last built with. */
  private builtPersistedKeys: ReadonlySet<Key> | null = null;

  protected override layoutIfNeeded(rect: Rect): void {
    if (this.lastCollection && this.fixedRows()) {
      const isOutside = !this.requestedRect.containsRect(rect);
      // A new area, or a newly focused row that may lie outside it and must be in the DOM.
      if (isOutside || (this.virtualizer?.persistedKeys ?? null) !== this.builtPersistedKeys) {
        if (isOutside) this.requestedRect = rect.copy();
        this.rootNodes = this.buildCollection();
      }
    }
    // The base rebuilds everything for a persisted key without a layout: give it its row first.
    for (const key of this.virtualizer?.persistedKeys ?? []) this.ensureRow(key);
    super.layoutIfNeeded(rect);
  }

  override getLayoutInfo(key: Key): LayoutInfo | null {
    // Scrolling to a far row (Home/End, Page Down) asks for a row that has no layout yet.
    this.ensureRow(key);
    return super.getLayoutInfo(key);
  }

  protected override buildRowGroup(y: number, node: Node<T>): LayoutNode {
    const rows = this.fixedRows();
    const rowHeight = this.rowSize;
    if (!rows || rowHeight === null || node.key !== this.collection.body.key) return super.buildRowGroup(y, node);
    const layoutInfo = new LayoutInfo('rowgroup', node.key, this.rowGroupRect(y, rows.length, rowHeight));
    // The same rows as the base layout's loop: from the one ending at the area's top to the one starting at its bottom.
    const first = Math.max(0, Math.ceil((this.requestedRect.y - y) / rowHeight) - 1);
    const last = Math.min(rows.length - 1, Math.floor((this.requestedRect.maxY - y) / rowHeight));
    const indices = new Set<number>();
    this.builtPersistedKeys = this.virtualizer?.persistedKeys ?? null;
    for (let index = first; index <= last; index += 1) indices.add(index);
    for (const key of this.virtualizer?.persistedKeys ?? []) {
      const index = this.rowIndexOf(key);
      if (index !== null) indices.add(index);
    }
    const children = [...indices]
      .sort((a, b) => a - b)
      .map((index, position) => {
        const child = this.buildChild(rows[index] as Node<T>, this.padding, y + index * rowHeight, layoutInfo.key);
        child.layoutInfo.parentKey = layoutInfo.key;
        child.index = position;
        return child;
      });
    return { layoutInfo, children, validRect: layoutInfo.rect.intersection(this.requestedRect), node };
  }

  /** The body's rows when they all have the fixed row height, else null. */
  private fixedRows(): readonly Node<T>[] | null {
    if (this.rowSize === null || this.gap !== 0 || !this.virtualizer) return null;
    const collection = this.collection;
    const rows = collection.rows;
    const body = collection.body;
    const lastChild = body.lastChildKey == null ? null : collection.getItem(body.lastChildKey);
    // One body holding only rows: its last child is the last row, at the index of the row count.
    if (rows.length === 0 || !lastChild || lastChild !== rows[rows.length - 1] || lastChild.index !== rows.length - 1) return null;
    if (rows[0]?.type !== 'item' || lastChild.type !== 'item' || lastChild.parentKey !== body.key) return null;
    return rows;
  }

  private rowGroupRect(y: number, count: number, rowHeight: number): Rect {
    // Rows are as wide as the header, as in the base layout.
    const header = this.layoutNodes.get(this.collection.head?.key ?? 'header');
    return new Rect(this.padding, y, header?.layoutInfo.rect.width ?? 0, count * rowHeight);
  }

  /** Index in the body of the row `key` names, or of the row holding the cell it names. */
  private rowIndexOf(key: Key): number | null {
    const rows = this.fixedRows();
    if (!rows) return null;
    let node = this.collection.getItem(key);
    if (node?.type === 'cell' && node.parentKey != null) node = this.collection.getItem(node.parentKey);
    if (!node || node.type !== 'item' || rows[node.index] !== node) return null;
    return node.index;
  }

  private ensureRow(key: Key): void {
    if (this.layoutNodes.has(key) || !this.lastCollection) return;
    const index = this.rowIndexOf(key);
    const rowHeight = this.rowSize;
    const body = this.layoutNodes.get(this.collection.body.key);
    if (index === null || rowHeight === null || !body) return;
    const row = this.buildChild(this.fixedRows()?.[index] as Node<T>, this.padding, body.layoutInfo.rect.y + index * rowHeight, body.layoutInfo.key);
    row.layoutInfo.parentKey = body.layoutInfo.key;
  }
}
