import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

export const SUCCESS_TOAST_MS = 4000;
export const TOAST_CONTAINER_MS = 5000;
export const SUCCESS_SOUND_URL = '/sounds/success.wav';
export const SUCCESS_SOUND_VOLUME = 0.5;

// The toast library loads with the visitor's first action (a toast answers one) or the first toast,
// so a visit that only looks never downloads it. Sonner replays the toasts made before its Toaster
// subscribed, so none is lost meanwhile.
let sonner: typeof Sonner | undefined;
let loading: Promise<typeof Sonner> | undefined;
let isToasterNeeded = false;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<typeof Sonner> {
  loading ??= import('sonner').then(
    (module) => (sonner = module),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again with the next toast
      throw error;
    },
  );
  return loading;
}

function needToaster(): Promise<typeof Sonner> {
  if (!isToasterNeeded) {
    isToasterNeeded = true;
    for (const listener of listeners) listener();
  }
  return loadToastLibrary();
}

function show(send: (toast: typeof Sonner.toast) => void): void {
  if (sonner) {
    send(sonner.toast); // loaded only once the Toaster was needed, so it is on the page
    return;
  }
  needToaster()
    .then((module) => send(module.toast))
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the Toaster must be on the page: after the first action or toast, never on the server. */
export function useIsToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isToasterNeeded,
    () => false,
  );
}

const FIRST_ACTIONS = ['pointerdown', 'keydown', 'click'] as const;

/** Fetches the toast library at the visitor's first action; returns the clean-up. */
export function prepareToastsOnFirstAction(): () => void {
  const prepare = () => {
    stop();
    needToaster().catch(() => undefined);
  };
  const stop = () => {
    for (const type of FIRST_ACTIONS) document.removeEventListener(type, prepare, true);
  };
  for (const type of FIRST_ACTIONS) document.addEventListener(type, prepare, true);
  return stop;
}

function playSuccessSound(): void {
  try {
    const audio = new Audio(SUCCESS_SOUND_URL);
    audio.volume = SUCCESS_SOUND_VOLUME;
    // Autoplay policies may refuse before the first user gesture; the toast alone is enough then.
    audio.play().catch(() => {});
  } catch {
    // Audio is unavailable (very old browser or a test DOM).
  }
}

export const notify = {
  success(message: string): void {
    show((toast) => toast.success(message, { duration: SUCCESS_TOAST_MS, position: 'top-right' }));
    playSuccessSound();
  },
  error(message: string, options: { id?: string } = {}): void {
    show((toast) => toast.error(message, options));
  },
};
