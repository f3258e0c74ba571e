import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { signOut } from '../session.ts';

/**
 * Each test starts signed out with empty storage and silent toasts, and leaves no rendered tree,
 * spies or stubbed globals behind. Call it in a describe block or at the top of a test file.
 */
export function isolateEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    silenceAudio();
  });
  afterEach(() => {
    cleanup();
    signOut();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

/** jsdom does not lay out; the charts only need the observer to exist. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Object URLs for image previews, so a test can see each preview made and released. */
export function stubObjectUrls() {
  const createObjectURL = vi.fn(() => 'blob:preview-1');
  const revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
  return { createObjectURL, revokeObjectURL };
}

/** jsdom has no media playback; success toasts try to play a sound. */
export function silenceAudio(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
}
