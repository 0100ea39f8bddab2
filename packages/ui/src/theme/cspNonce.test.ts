import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce } from './cspNonce';

describe('cspNonce', () => {
  afterEach(() => {
    document.head.querySelector('meta[property="csp-nonce"]')?.remove();
  });

  it('is undefined without the meta tag (Storybook, tests)', () => {
    expect(cspNonce()).toBeUndefined();
  });

  it("reads the page's nonce from the meta tag", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'q0DpX1nN2Yo4ZxH+wB/1Ag==');
    document.head.append(meta);
    expect(cspNonce()).toBe('q0DpX1nN2Yo4ZxH+wB/1Ag==');
  });
});
