// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Inventory } from './inventory.js';

describe('the sample inventory', () => {
  it("gives a device's previous owner as another user, the owner's change undone", () => {
    const inventory = new Inventory(7, 600, new Date('2026-11-20T00:00:00Z'));
    const ownerChanges = [];
    for (const bundle of inventory.assets()) {
      for (const event of bundle.events) {
        if (event.field !== 'owner') continue;
        ownerChanges.push(event);
        expect(event.added).toEqual([bundle.asset.fields['owner']]);
        expect(event.removed).toHaveLength(1);
        expect(event.removed).not.toEqual(event.added);
      }
    }
    // Devices' history draws a previous owner for about one owned device in twenty.
    expect(ownerChanges.length).toBeGreaterThan(5);
    const previous = new Set(ownerChanges.map((event) => event.removed[0]));
    expect(previous.size).toBeGreaterThan(ownerChanges.length / 2);
  });
});
